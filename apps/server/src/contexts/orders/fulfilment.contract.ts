import type { Money } from '@grocer/domain/catalogue/catalogue.types';
import type { Identity } from '@grocer/domain/identity/identity';
import type { AmendCutOffOutcome } from '@grocer/domain/orders/order-amend-cut-off';
import type { OrderStatus } from '@grocer/domain/orders/order-status';
import type { ActualTotals, LinePick, PickProblem } from '@grocer/domain/orders/picking';
import type { PricedTrolley, PricingLine } from '@grocer/domain/pricing/pricing.types';
import type { LoyaltyPoints } from '../loyalty/loyalty.contract.ts';
import type { AuthorisationResult, PaymentOperationResult } from '../payments/payments.contract.ts';
import type { StaffAudit } from '../staff/staff.contract.ts';

/**
 * Fulfilment and payment resolution (issue 13, decision 0043): placed orders advance through
 * FULFIL → PICKED → COMPLETED by jobs on the durable queue (or staff, from the console); picking
 * records substitutions and actual weights, the actual totals follow from the pricing engine, the
 * capture takes the actual amount and a failed capture makes the order PAYMENT_FAILED, which the
 * customer settles with another payment (PAID).
 */

export type { ActualTotals, LinePick };

/** An order as staff see it in the console's orders list. */
export interface StaffOrderSummary {
  customerOrderId: string;
  customerId: number;
  status: OrderStatus;
  slotStart: string | null;
  amendOrderCutOff: string | null;
  totalEstimatedCost: Money | null;
  createdAt: string;
  /**
   * How the cut-off ended an amend whose original slot had filled (decision 0059), or null:
   * what happened (`note`), and whether staff must act (set aside, still PLACED, no slot).
   */
  amendCutOff: StaffAmendCutOffNote | null;
}

export interface StaffAmendCutOffNote {
  outcome: AmendCutOffOutcome;
  needsStaff: boolean;
  note: string;
  /** When the cut-off ended the amend (ISO). */
  at: string;
  /** The original slot's start (ISO), which had filled. */
  originalSlotStart: string | null;
}

/** How the cut-off ended an amend whose original slot had filled, as recorded (decision 0059). */
export interface AmendCutOffRecord {
  outcome: AmendCutOffOutcome;
  /** When the cut-off ended the amend (ISO). */
  at: string;
  /** The original slot, as the order had it (a `CurrentSlot` snapshot). */
  originalSlot: unknown;
  /** The slot the order keeps (held-slot), or null (set aside). */
  heldSlot: unknown;
}

/** What ending an amend at the cut-off did. */
export type AmendCutOffEnd =
  /** Cancelled as usual (or ended by someone else): PLACED as originally placed. */
  | { outcome: 'placed' }
  /** PLACED as originally placed in the slot the shopper held while amending, confirmed. */
  | { outcome: 'held-slot' }
  /** PLACED as originally placed with no slot: left for staff. */
  | { outcome: 'set-aside' }
  /** Not ended (a refusal other than the original slot's): the order is still AMENDING. */
  | { outcome: 'still-amending' };

export interface StaffOrderLine {
  position: number;
  lineNumber: string;
  productId: string;
  quantity: { amount: number; uom: string };
  canSubstitute: boolean;
  noteToShopper: string | null;
  pricePence: number;
  totalPricePence: number;
  estimated: boolean;
}

export interface StaffOrderView extends StaffOrderSummary {
  lines: StaffOrderLine[];
  redeemedPence: number;
  /** What was authorised at placement. */
  authorisedPence: number;
  picking: LinePick[] | null;
  actualTotals: ActualTotals | null;
  capturedPence: number | null;
  uncoveredPence: number | null;
  captureFailure: string | null;
}

export type FulfilmentRefusal =
  | { code: 'NOT_FOUND' }
  /** The order is not in the status this step starts from. */
  | { code: 'ORDER_STATUS_CONFLICT'; status: OrderStatus }
  | {
      code: 'PICKING_INVALID';
      problem: PickProblem | { position: number; problem: 'unknown-substitute' };
    };

export type FulfilmentOutcome =
  | { outcome: 'ok'; order: StaffOrderView }
  | ({ outcome: 'refused' } & FulfilmentRefusal);

/** Spec doc 2 §3 Payment state: payment resolution per order. */
export interface PaymentResolution {
  paymentResolutionEnabled: boolean;
  resolved: boolean;
  paymentAttemptAllowed: boolean;
  totalToPay: Money;
}

export type ResolutionOutcome =
  | { outcome: 'paid'; resolution: PaymentResolution }
  | { outcome: 'security-needed'; customerOrderId: string; challengeUrl: string }
  | {
      outcome: 'refused';
      code:
        | 'NOT_FOUND'
        | 'PAYMENT_NOT_ALLOWED'
        | 'PAYMENT_CARD_NOT_FOUND'
        | 'PAYMENT_DECLINED'
        | 'INSUFFICIENT_FUNDS';
    };

export interface FulfilmentService {
  /** Staff console: recent orders, newest first. */
  listOrders(limit: number): Promise<StaffOrderSummary[]>;
  /** Staff console: orders set aside at their amend cut-off with no slot (decision 0059). */
  ordersNeedingAttention(limit: number): Promise<StaffOrderSummary[]>;
  getOrder(customerOrderId: string): Promise<StaffOrderView | null>;
  /**
   * PLACED → FULFIL (the scheduler at the cut-off, or staff at once). An order still AMENDING
   * past its cut-off has its amend cancelled first, then moves on; if its original slot filled,
   * it keeps the slot held while amending or is set aside (PLACED, no slot) for staff (0059).
   */
  startFulfilment(customerOrderId: string, staff?: Identity): Promise<FulfilmentOutcome>;
  /** FULFIL → PICKED with the actual totals, then the capture (→ PAYMENT_FAILED if it fails). */
  completePicking(
    customerOrderId: string,
    picks: readonly LinePick[],
    staff?: Identity,
  ): Promise<FulfilmentOutcome>;
  /** PICKED → COMPLETED now, once the money is taken (staff, for demos; the job waits for the slot's end). */
  completeOrder(customerOrderId: string, staff?: Identity): Promise<FulfilmentOutcome>;
  /** The scheduler's tick: queues the start of fulfilment of every placed order past its cut-off. */
  enqueueDue(now: Date): Promise<number>;

  /** The customer's view of a failed order payment (another customer's order: null). */
  paymentResolution(identity: Identity, customerOrderId: string): Promise<PaymentResolution | null>;
  /** Pays a PAYMENT_FAILED order's balance with a saved card: → PAID. */
  resolvePayment(
    identity: Identity,
    customerOrderId: string,
    paymentCardId: number,
  ): Promise<ResolutionOutcome>;
  /** After the card challenge of `resolvePayment`. */
  resumeResolution(identity: Identity, customerOrderId: string): Promise<ResolutionOutcome>;
}

/** What fulfilment needs from other contexts; app.ts fills each from its owner. */
export interface FulfilmentSources {
  /**
   * Prices picked lines with the pricing engine and today's catalogue, as for `customerId`
   * (member prices for a member, decision 0086).
   */
  pricing: {
    price(
      lines: PricingLine[],
      slotStart: string | null,
      customerId?: number | null,
    ): Promise<PricedTrolley>;
  };
  payments: {
    cardToken(customerId: number, cardId: number): Promise<string | null>;
    authorise(input: {
      token: string;
      amountPence: number;
      idempotencyKey: string;
    }): Promise<AuthorisationResult>;
    completeChallenge(paymentId: string): Promise<AuthorisationResult>;
    capture(input: {
      paymentId: string;
      amountPence: number;
      idempotencyKey: string;
    }): Promise<PaymentOperationResult>;
    /** Gives back an authorisation nothing was taken from (a refused resolution capture). */
    void(input: { paymentId: string; idempotencyKey: string }): Promise<PaymentOperationResult>;
  };
  audit: Pick<StaffAudit, 'record'>;
  /**
   * The loyalty scheme's points (decision 0099): a completed order's member earns them for what
   * the order was charged, once an order; none: no points are given.
   */
  loyalty?: LoyaltyPoints;
  /**
   * An order still AMENDING at its cut-off cannot be checked out again: its amend is cancelled
   * (the amend service's cancelAmendOrder, decision 0042) before fulfilment starts; when its
   * original slot filled meanwhile it keeps the slot held while amending or is set aside
   * (decision 0059). `outcomes` are those recorded, by order id.
   */
  amends: {
    endAmend(customerId: number, customerOrderId: string): Promise<AmendCutOffEnd>;
    outcomes(customerOrderIds: readonly string[]): Promise<ReadonlyMap<string, AmendCutOffRecord>>;
    setAsideOrderIds(limit: number): Promise<string[]>;
  };
  now(): Date;
}
