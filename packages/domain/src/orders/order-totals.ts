/**
 * The money rule (issue 21): what an order costs and who pays what, worked out once. The checkout
 * page, the tender summaries, placement, amend, View Order, the order history, the confirmation
 * email and capture all call `orderTotals`; none adds up totals of its own.
 *
 * Reading order, as a bill (spec doc 2 §3 Estimated totals; decision 0050):
 *   orderLines (items after offers) + depositCharge + carrierBagCharge + deliveryCharge
 *   − orderLevelSavings (promo codes, then the partner discount)           = totalPrice
 *   − giftVouchers (in the order applied) − giftCards (in the order applied) = toPay (the card)
 *
 * Offer, member and incentive savings are already in the item prices; they are shown, not taken
 * off again. Every amount is integer pence and never negative; tenders never cover more than
 * the total price, and the card pays what is left.
 */

import type { Money } from '../catalogue/catalogue.types.ts';
import { moneyOfPence } from '../money/money.ts';
import { judgePromoCode, type PromoCodeTerms } from '../tenders/promo-code-rules.ts';
import { coverOrder } from '../tenders/tender-cover.ts';
import { ESTIMATED_TOTAL_FIELDS, type EstimatedTotalField } from './order-total-rows.ts';

const pence = (value: number): number =>
  Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0;

export interface OrderTotalsInput {
  /** The items after every offer (the trolley's itemTotalEstimatedCost, or the picked price). */
  itemsPence: number;
  depositChargePence: number;
  deliveryChargePence: number;
  carrierBagChargePence?: number;
  offerSavingsPence: number;
  membershipSavingsPence: number;
  incentiveSavingsPence: number;
  /** The order's promo codes; each is judged against the item total at `now`. */
  promoCodes: readonly PromoCodeTerms[];
  /** What a partner discount card takes off (0 until picking prices it). */
  partnerDiscountPence?: number;
  /** Each gift voucher's value, in the order they were applied (0 for one no longer usable). */
  giftVoucherValues: readonly number[];
  /** Each gift card's balance, in the order they were applied (or what it already redeemed). */
  giftCardBalances: readonly number[];
  now: Date;
}

export interface OrderTotals {
  orderLines: number;
  offerSavings: number;
  membershipSavings: number;
  incentiveSavings: number;
  /** Promo codes and the partner discount, as taken off (never more than the order costs). */
  orderLevelSavings: number;
  /** Of orderLevelSavings: each promo code's discount, in the order given. */
  promoCodeDiscounts: number[];
  partnerDiscountSavings: number;
  totalSavings: number;
  depositCharge: number;
  carrierBagCharge: number;
  deliveryCharge: number;
  /** What the order costs after order-level savings, before gift vouchers and cards. */
  totalPrice: number;
  giftVouchers: number;
  /** Of giftVouchers: what each voucher covers, in the order given. */
  giftVoucherAmounts: number[];
  giftCards: number;
  /** Of giftCards: what each card covers, in the order given. */
  giftCardAmounts: number[];
  /** What the payment card pays (the same as toPay). */
  paymentCard: number;
  toPay: number;
}

/** The money rule: every total of an order from its items, charges, codes and tenders. */
export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const orderLines = pence(input.itemsPence);
  const depositCharge = pence(input.depositChargePence);
  const carrierBagCharge = pence(input.carrierBagChargePence ?? 0);
  const deliveryCharge = pence(input.deliveryChargePence);
  const before = orderLines + depositCharge + carrierBagCharge + deliveryCharge;

  let left = before;
  const promoCodeDiscounts = input.promoCodes.map((terms) => {
    const verdict = judgePromoCode(terms, {
      itemTotal: orderLines,
      appliedCodes: [],
      now: input.now,
    });
    const discount = verdict.outcome === 'applies' ? Math.min(verdict.discount, left) : 0;
    left -= discount;
    return discount;
  });
  const partnerDiscountSavings = Math.min(pence(input.partnerDiscountPence ?? 0), left);
  left -= partnerDiscountSavings;
  const totalPrice = left;
  const orderLevelSavings = before - totalPrice;

  const byVouchers = coverOrder(totalPrice, input.giftVoucherValues);
  const byCards = coverOrder(byVouchers.toPay, input.giftCardBalances);

  const offerSavings = pence(input.offerSavingsPence);
  const membershipSavings = pence(input.membershipSavingsPence);
  const incentiveSavings = pence(input.incentiveSavingsPence);
  return {
    orderLines,
    offerSavings,
    membershipSavings,
    incentiveSavings,
    orderLevelSavings,
    promoCodeDiscounts,
    partnerDiscountSavings,
    totalSavings: offerSavings + membershipSavings + incentiveSavings + orderLevelSavings,
    depositCharge,
    carrierBagCharge,
    deliveryCharge,
    totalPrice,
    giftVouchers: byVouchers.covered,
    giftVoucherAmounts: byVouchers.amounts,
    giftCards: byCards.covered,
    giftCardAmounts: byCards.amounts,
    paymentCard: byCards.toPay,
    toPay: byCards.toPay,
  };
}

/** What moved against the shopper since they were shown the totals. */
export type TotalsChange = 'GIFT_CARDS' | 'GIFT_VOUCHERS' | 'ORDER_LEVEL_SAVINGS' | 'TOTAL';

export type ShownTotals = Pick<
  OrderTotals,
  'toPay' | 'giftCards' | 'giftVouchers' | 'orderLevelSavings'
> & {
  /** What each gift card was shown to cover, in the order applied (when the page sent them). */
  giftCardAmounts?: readonly number[];
};

/**
 * Compares what the shopper was shown with what placing the order would charge now: null when
 * the card pays exactly what was shown and every tender covers what was shown (each gift card
 * to the penny, when the shown amounts are known); else the first tender that moved, or TOTAL
 * when something else (items, delivery) changed the amount.
 */
export function totalsChange(shown: ShownTotals, now: OrderTotals): TotalsChange | null {
  const cardMoved =
    shown.giftCardAmounts !== undefined &&
    (shown.giftCardAmounts.length !== now.giftCardAmounts.length ||
      shown.giftCardAmounts.some((amount, i) => now.giftCardAmounts[i] !== amount));
  if (cardMoved || now.giftCards < shown.giftCards) return 'GIFT_CARDS';
  if (now.giftVouchers < shown.giftVouchers) return 'GIFT_VOUCHERS';
  if (now.orderLevelSavings < shown.orderLevelSavings) return 'ORDER_LEVEL_SAVINGS';
  return now.toPay === shown.toPay ? null : 'TOTAL';
}

/**
 * A tender applied to the order that can no longer give anything: a gift card drained or a
 * voucher used elsewhere since it was added. Placing would silently charge the card more.
 */
export function spentTender(tenders: TenderState): 'GIFT_CARDS' | 'GIFT_VOUCHERS' | null {
  if (tenders.giftCards.some((card) => card.balance <= 0)) return 'GIFT_CARDS';
  if (tenders.giftVouchers.some((voucher) => voucher.value <= 0)) return 'GIFT_VOUCHERS';
  return null;
}

/** The trolley's part of the rule's input, from its totals (spec doc 1 §3 trolleyTotals). */
export function orderTotalsInputOfTrolley(totals: {
  itemTotalEstimatedCost: Money;
  totalDepositCharge: Money;
  deliveryCharge: Money;
  savingsFromOffers: Money;
  savingsFromLoyaltyScheme: Money;
  savingsFromOffersAndIncentives: Money;
}): Pick<
  OrderTotalsInput,
  | 'itemsPence'
  | 'depositChargePence'
  | 'deliveryChargePence'
  | 'offerSavingsPence'
  | 'membershipSavingsPence'
  | 'incentiveSavingsPence'
> {
  const offers = totals.savingsFromOffers.amount;
  const members = totals.savingsFromLoyaltyScheme.amount;
  return {
    itemsPence: totals.itemTotalEstimatedCost.amount,
    depositChargePence: totals.totalDepositCharge.amount,
    deliveryChargePence: totals.deliveryCharge.amount,
    offerSavingsPence: offers,
    membershipSavingsPence: members,
    // Loaded personal offers (decision 0088): the rest of savingsFromOffersAndIncentives.
    incentiveSavingsPence: Math.max(
      0,
      totals.savingsFromOffersAndIncentives.amount - offers - members,
    ),
  };
}

/** Spec doc 2 §3 Estimated totals, as the API carries them (`{amount, currencyCode}`). */
export type EstimatedTotals = Record<EstimatedTotalField, Money>;

/** The estimated totals the API and pages show, from the rule's result. */
export function estimatedTotalsOf(totals: OrderTotals): EstimatedTotals {
  const entries = ESTIMATED_TOTAL_FIELDS.map((field) => [field, moneyOfPence(totals[field])]);
  return Object.fromEntries(entries) as EstimatedTotals;
}

/** A customer order's tenders as the rule reads them (the tenders context fills it). */
export interface TenderState {
  promoCodes: readonly PromoCodeTerms[];
  /** In the order applied; 0 for a voucher no longer usable by this order. */
  giftVouchers: readonly { serialNumber: string; value: number }[];
  /** In the order applied; a card this order already redeemed gives what it took. */
  giftCards: readonly { serialNumber: string; balance: number }[];
}

/** The rule on a trolley's totals and its order's tenders: what checkout and placement both use. */
export function orderTotalsOf(
  trolley: Parameters<typeof orderTotalsInputOfTrolley>[0],
  tenders: TenderState,
  now: Date,
): OrderTotals {
  return orderTotals({
    ...orderTotalsInputOfTrolley(trolley),
    promoCodes: tenders.promoCodes,
    giftVoucherValues: tenders.giftVouchers.map((voucher) => voucher.value),
    giftCardBalances: tenders.giftCards.map((card) => card.balance),
    now,
  });
}

/**
 * What a placed order costs, from the totals it keeps: the money rule's total price as placement
 * worked it out (after its promo code), or, for an order placed before the rule was kept, the
 * trolley's total (no promo code was taken off those). Null when the order keeps neither.
 */
export function placedTotalPence(totals: unknown): number | null {
  const kept = (totals ?? {}) as {
    estimated?: { totalPrice?: unknown } | null;
    totalEstimatedCost?: { amount?: unknown } | null;
  };
  const price = kept.estimated?.totalPrice;
  if (typeof price === 'number') return price;
  const before = kept.totalEstimatedCost?.amount;
  return typeof before === 'number' ? before : null;
}
