import type { DiscountType, PromotionTypeCode, Quantity } from '../catalogue/catalogue.types.ts';
import type { AppliedIncentive, PricingIncentive } from '../incentives/incentive-rules.ts';
import type { ShelfPrices } from './line-price.ts';

/**
 * Inputs of the pricing engine, shaped like the catalogue tables (`promotions`,
 * `promotion_groups`, `promotion_products` in packages/db/src/schema/catalogue.ts) so the
 * trolley context maps rows straight in. All money is integer pence.
 */

/** One promotion, as stored: `discountValue` is pence, a percentage or "pay for" count. */
export interface PricingPromotion {
  id: number;
  typeCode: PromotionTypeCode;
  discountType: DiscountType;
  /** Pence for TOTAL_PRICE, FIXED_PRICE and AMOUNT_OFF; percent for PERCENTAGE; items paid for in X_FOR_Y. */
  discountValue: number;
  description: string;
  /** ISO date-times (or Dates): the half-open live window [start, expiry). */
  start: string | Date;
  expiry: string | Date;
  hidden: boolean;
  /** Loyalty-scheme-only offer (myWaitrosePromotion). */
  loyaltyOnly: boolean;
  /** In position order. A meal deal needs `threshold` items from every group. */
  groups: { id: number; name: string; threshold: number }[];
}

/** A product's place in a promotion (a `promotion_products` row). */
export interface PromotionMembership {
  promotionId: number;
  /** The group the product fills (meal deals); null when the promotion has one pool. */
  groupId: number | null;
  /** Price of one item before a WAS_NOW reduction, in pence. */
  wasPricePence: number | null;
}

/** What the engine needs to know about one product. */
export interface PricingProduct extends ShelfPrices {
  productId: string;
  lineNumber: string;
  /** Per item, in pence (bottle deposits); null when none. */
  depositChargePence: number | null;
  promotions: PromotionMembership[];
}

/** One trolley line to price. */
export interface PricingLine {
  trolleyItemId: number;
  lineNumber: string;
  productId: string;
  quantity: Quantity;
}

export type DiscountStatus = 'TRIGGERED' | 'UNTRIGGERED';

/** An offer as it shows on a trolley line (spec doc 1 §3 Trolley item: discounts). */
export interface LineDiscount {
  id: number;
  description: string;
  status: DiscountStatus;
  category: 'OFFER';
  typeCode: PromotionTypeCode;
  loyaltyOnly: boolean;
  /** This line's share of the offer's saving, in pence (0 while untriggered). */
  savingPence: number;
}

/** A line after pricing. Every amount is integer pence and never negative. */
export interface PricedLine {
  trolleyItemId: number;
  lineNumber: string;
  productId: string;
  /** The quantity as priced (normalised for its unit). */
  quantity: Quantity;
  /**
   * False when the line cannot be priced (the product is unknown, or has no price per kilogram
   * for a weighed quantity): it then costs 0 here and the conflicts say why.
   */
  priced: boolean;
  estimated: boolean;
  /** Price per item, or per kilogram for a weighed quantity, after any was/now reduction. */
  unitPricePence: number;
  /** The line at the regular price: the was price while a was/now offer applies. */
  retailPricePence: number;
  /** Everything the line's offers take off (was/now and quantity offers). */
  savingPence: number;
  /** retailPricePence − savingPence. */
  totalPricePence: number;
  depositChargePence: number;
  /** Live offers the line is in: TRIGGERED when it takes part in a completed offer. */
  discounts: LineDiscount[];
  /** Offers on the product that will have ended by the slot (2-day rule without one). */
  expiredPromotionIds: number[];
}

/** An offer that took money off, with the lines it used. */
export interface AppliedOffer {
  promotionId: number;
  description: string;
  typeCode: PromotionTypeCode;
  loyaltyOnly: boolean;
  savingPence: number;
  /** How many times the offer was completed (sets, deals, or items for was/now). */
  times: number;
  trolleyItemIds: number[];
}

export interface PricedTrolley {
  lines: PricedLine[];
  offers: AppliedOffer[];
  /** Σ retailPricePence. */
  retailTotalPence: number;
  /** Savings from offers open to every shopper. */
  savingsFromOffersPence: number;
  /** Savings from loyalty-scheme-only offers. */
  loyaltySavingsPence: number;
  /** Loaded personal offers that took money off (decision 0088). */
  incentives: AppliedIncentive[];
  /** What they took off, after the offers. */
  incentiveSavingsPence: number;
  /** Σ totalPricePence − incentiveSavingsPence = retailTotalPence − every saving. */
  itemTotalPence: number;
  totalDepositChargePence: number;
}

export interface PriceTrolleyInput {
  lines: readonly PricingLine[];
  products: readonly PricingProduct[];
  promotions: readonly PricingPromotion[];
  /** Decides which promotions are live. */
  now: Date;
  /** Start of the booked slot: offers ending before it no longer apply. */
  slotStart?: Date | string | null;
  /** Whether the shopper is a loyalty-scheme member (loyalty-only offers apply). */
  loyaltyMember: boolean;
  /**
   * The shopper's loaded personal offers (decision 0088); those live at `now` apply, to a
   * member only.
   */
  incentives?: readonly PricingIncentive[];
}
