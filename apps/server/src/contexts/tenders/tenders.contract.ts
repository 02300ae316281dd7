import type { Money } from '@grocer/domain/catalogue/catalogue.types';
import type { Identity } from '@grocer/domain/identity/identity';
import type { TenderState } from '@grocer/domain/orders/order-totals';
import type { PromoCodeType } from '@grocer/domain/tenders/promo-code-type';

/**
 * The tenders context's contract (issue 13, decision 0039; spec doc 2 §3 Gift voucher, Gift
 * card, Promo code and the estimated totals, §4 gift cards and promo codes, §5, §7, §8, §9):
 * the gift cards, gift vouchers and promo codes applied to a customer order (the trolley's
 * customer order id), and their redemption when the order is placed.
 *
 * Every shopper call acts for `identity.customerId` on the shopper's open order; another
 * customer's order answers as one that does not exist. Expected refusals are returned as
 * `{ outcome: 'refused', failure }`, never thrown; the failure's `code` is an error-catalogue
 * code and its message is the text a shopper sees.
 */

export type { PromoCodeType };

/** Spec doc 2 §3: states REDEEMED, ACTIVE, VALIDATED. */
export type GiftCardStatus = 'ACTIVE' | 'VALIDATED' | 'REDEEMED';

export interface AppliedGiftCard {
  serialNumber: string;
  remainingBalance: Money;
  /** What the card covers of this order's amount to pay. */
  amountToDeduct: Money;
  status: GiftCardStatus;
}

export interface AppliedGiftVoucher {
  serialNumber: string;
  /** ACTIVE until the order redeems it. */
  status: 'ACTIVE' | 'REDEEMED';
  amount: Money;
}

export interface AppliedPromoCode {
  code: string;
  status: 'APPLIED';
  description: string;
  /** The discount on this order as it stands. */
  value: Money;
  type: PromoCodeType;
  applicationMethod: 'ORDER_LEVEL';
}

/**
 * The order's estimated totals (spec doc 2 §3), the trolley's totals with the tenders applied.
 * No carrier bag charge exists yet (0).
 */
export interface TenderTotals {
  /** Items after offers, deposits and delivery, less the promo code; before vouchers and cards. */
  totalPrice: Money;
  /** Items after offers. */
  orderLines: Money;
  deliveryCharge: Money;
  depositCharge: Money;
  carrierBagCharge: Money;
  offerSavings: Money;
  membershipSavings: Money;
  incentiveSavings: Money;
  /** The promo code's discount. */
  orderLevelSavings: Money;
  /** Offer, membership, incentive and order-level savings together. */
  totalSavings: Money;
  giftVouchers: Money;
  giftCards: Money;
  /** Left for the payment card. */
  paymentCard: Money;
  toPay: Money;
}

export interface OrderTenders {
  customerOrderId: string;
  giftCards: AppliedGiftCard[];
  giftVouchers: AppliedGiftVoucher[];
  promoCodes: AppliedPromoCode[];
  /** Full above 9 (spec doc 2 §5): no more can be added. */
  giftCardsFull: boolean;
  giftVouchersFull: boolean;
  totals: TenderTotals;
}

/** The gift card check: a token for the serial number and PIN, then a validation nonce. */
export interface GiftCardCheck {
  giftCardToken: string;
  /** Null until the validation call. */
  giftCardValidationNonce: string | null;
  serialNumber: string;
  remainingBalance: Money;
  status: 'VALIDATED';
  /** ISO date-time: after it, the card must be checked again. */
  expiresAt: string;
}

/** A promo code change's answer: the snackbar's text and the order's tenders. */
export interface PromoCodeChange {
  message: string;
  promoCode: AppliedPromoCode | null;
  tenders: OrderTenders;
}

export type TenderFailureCode =
  | 'NOT_FOUND'
  | 'TOO_MANY_REQUESTS'
  | 'GIFT_CARD_NOT_VALID'
  | 'GIFT_CARD_NO_BALANCE'
  | 'GIFT_CARD_ALREADY_APPLIED'
  | 'GIFT_CARD_VALIDATION_EXPIRED'
  | 'GIFT_CARD_NOT_FOUND'
  | 'GIFT_CARDS_FULL'
  | 'GIFT_CARD_BALANCE_CHANGED'
  | 'ORDER_ORCHESTRATION_037'
  | 'GIFT_VOUCHER_NOT_FOUND'
  | 'PROMO_CODE_NOT_APPLIED'
  | 'PROMO_CODE_NOT_FOUND';

export interface TenderFailure {
  code: TenderFailureCode;
  message: string;
  /**
   * TOO_MANY_REQUESTS: `retryAfterSeconds`; ORDER_ORCHESTRATION_037: `details`, the name and value pairs shown as inline gift voucher
   * errors; PROMO_CODE_NOT_APPLIED: `snackbar` and `reason`.
   */
  detail?: Record<string, unknown>;
}

export type TenderOutcome<T> =
  | { outcome: 'ok'; value: T }
  | { outcome: 'refused'; failure: TenderFailure };

export interface GiftCardSecret {
  serialNumber: string;
  pin: string;
}

export interface TendersService {
  /**
   * The order is the shopper's open one (routes ask before reading a body, so another
   * customer's order is 404 whatever the body says).
   */
  ownsOrder(identity: Identity, orderId: string): Promise<boolean>;
  /** The tenders applied to the shopper's order, with what each covers. */
  orderTenders(identity: Identity, orderId: string): Promise<TenderOutcome<OrderTenders>>;
  /** add-gift-card-token: checks the serial number and PIN; answers a token for the card. */
  addGiftCardToken(
    identity: Identity,
    orderId: string,
    card: GiftCardSecret,
  ): Promise<TenderOutcome<GiftCardCheck>>;
  /** add-gift-card-validation: the token's card, still good, gets a validation nonce. */
  addGiftCardValidation(
    identity: Identity,
    orderId: string,
    giftCardToken: string,
  ): Promise<TenderOutcome<GiftCardCheck>>;
  /** add-gift-card: applies the validated card (token and nonce, used once). */
  addGiftCard(
    identity: Identity,
    orderId: string,
    check: { giftCardToken: string; giftCardValidationNonce: string },
  ): Promise<TenderOutcome<OrderTenders>>;
  removeGiftCard(
    identity: Identity,
    orderId: string,
    serialNumber: string,
  ): Promise<TenderOutcome<OrderTenders>>;
  /** add-gift-voucher: refusals are ORDER_ORCHESTRATION_037 with inline error details. */
  addGiftVoucher(
    identity: Identity,
    orderId: string,
    serialNumber: string,
  ): Promise<TenderOutcome<OrderTenders>>;
  removeGiftVoucher(
    identity: Identity,
    orderId: string,
    serialNumber: string,
  ): Promise<TenderOutcome<OrderTenders>>;
  addPromoCode(
    identity: Identity,
    orderId: string,
    code: string,
  ): Promise<TenderOutcome<PromoCodeChange>>;
  removePromoCode(
    identity: Identity,
    orderId: string,
    code: string,
  ): Promise<TenderOutcome<PromoCodeChange>>;
}

/** What a redemption took. */
export interface Redemption {
  customerOrderId: string;
  giftCards: { serialNumber: string; redeemed: Money; remainingBalance: Money }[];
  giftVouchers: { serialNumber: string; redeemed: Money }[];
  /** Left for the payment card. */
  toPay: Money;
}

/**
 * The placement workflow's step (the orders issue): redeem the order's gift cards and vouchers,
 * and give them back as the step's compensation. Balances are debited by conditional updates,
 * so they never go below zero whatever the concurrency or number of server processes.
 */
export interface TenderRedemption {
  /**
   * Debits the order's gift cards (what each covers of `amountToPay` after its vouchers) and
   * marks its vouchers used, all or nothing. Redeeming an order already redeemed answers the
   * first redemption. Refused with GIFT_CARD_BALANCE_CHANGED when a card no longer holds what
   * it was to give, or ORDER_ORCHESTRATION_037 when a voucher was used meanwhile.
   */
  redeem(
    customerId: number,
    orderId: string,
    amountToPay: number,
    /**
     * What each gift card is to give, as the money rule planned it (issue 21): a card that can
     * no longer give exactly that refuses the redemption with GIFT_CARD_BALANCE_CHANGED.
     */
    planned?: readonly { serialNumber: string; amount: number }[],
  ): Promise<TenderOutcome<Redemption>>;
  /**
   * The order's promo codes, vouchers and gift cards as the money rule reads them, and the
   * partner discount card on it (kept on the order when it is placed).
   */
  tenderState(
    customerId: number,
    orderId: string,
  ): Promise<TenderState & { partnerDiscountCardNumber: string | null }>;
  /** Gives back what `redeem` took (idempotent): balances credited, vouchers active again. */
  releaseRedemption(customerId: number, orderId: string): Promise<void>;
  /**
   * What the order's gift cards and vouchers took (view order's payment info, decision 0041):
   * the caller has checked the order is the customer's. Empty when none were applied.
   */
  redeemedTenders(customerId: number, orderId: string): Promise<RedeemedTenders>;
}

export interface RedeemedTenders {
  giftCards: { serialNumber: string; remainingBalance: Money; amountToDeduct: Money }[];
  giftVouchers: { serialNumber: string; status: 'ACTIVE' | 'REDEEMED'; value: Money }[];
}

/**
 * The partner discount card on the shopper's open order (decision 0044; spec doc 2 §7
 * partner-discount-card PUT and DELETE, §8 snackbars). The number is kept for the order; the
 * partner's discount itself is worked out at picking (the actual totals' partnerDiscountSavings).
 */
export interface PartnerDiscountCard {
  /** Masked: the last four digits only. Null when none is on the order. */
  partnerDiscountCardNumber: string | null;
}

/** A change's answer: the snackbar's text and the card as it now is. */
export interface PartnerDiscountCardChange extends PartnerDiscountCard {
  message: string;
}

export interface PartnerDiscountCardService {
  /** Refused NOT_FOUND for an order that is not the shopper's open one. */
  get(identity: Identity, orderId: string): Promise<TenderOutcome<PartnerDiscountCard>>;
  /** `cardNumber` as checked by the domain's `partnerDiscountCardNumberSchema`. */
  apply(
    identity: Identity,
    orderId: string,
    cardNumber: string,
  ): Promise<TenderOutcome<PartnerDiscountCardChange>>;
  /** Idempotent: an order without a card answers as one whose card was just removed. */
  remove(identity: Identity, orderId: string): Promise<TenderOutcome<PartnerDiscountCardChange>>;
}
