import type { Identity } from '@grocer/domain/identity/identity';
import type { OrderStatus } from '@grocer/domain/orders/order-status';
import type { ShownTotals } from '@grocer/domain/orders/order-totals';
import type { PlacementBlocker } from '@grocer/domain/orders/placement-checks';
import type { AuthorisationResult, PaymentProvider } from '../payments/payments.contract.ts';
import type { CurrentSlot, SlotOutcome } from '../slots/slots.contract.ts';
import type { TenderRedemption } from '../tenders/tenders.contract.ts';
import type { Trolley } from '../trolley/trolley.contract.ts';

/**
 * The orders context's contract (issue 13, decision 0040; spec doc 2 §3 Order state, §4 Checkout
 * and Order lifecycle, §7, §8). Placing an order is one workflow of named steps, each with its
 * compensation (`@grocer/domain/workflow/workflow-runner`): validate → confirm the slot → turn
 * the trolley into the order → redeem gift cards and vouchers → authorise the payment.
 */

export type { OrderStatus };

export interface PlaceOrderInput {
  /** The trolley's customer order id (decision 0031). */
  customerOrderId: string;
  paymentCardId: number;
  /** The Idempotency-Key header: the same key again answers the first result. */
  idempotencyKey: string;
  contactNumber?: string | null;
  deliveryNote?: string | null;
  paperStatement?: boolean;
  /**
   * What checkout showed (issue 21): placement is refused, with nothing charged, when the card
   * would pay another amount or a tender would cover other than this.
   */
  expectedTotals?: ShownTotals;
}

export interface OrderLineView {
  lineNumber: string;
  productId: string;
  quantity: unknown;
  canSubstitute: boolean;
  noteToShopper: string | null;
  personalisedMessage: string | null;
  pricePence: number;
  totalPricePence: number;
  estimated: boolean;
}

export interface OrderView {
  customerOrderId: string;
  status: OrderStatus;
  totals: unknown;
  slot: unknown;
  redeemedPence: number;
  amountToPayPence: number;
  paymentId: string | null;
  contactNumber: string | null;
  deliveryNote: string | null;
  subPreference: boolean | null;
  paperStatement: boolean;
  createdAt: string;
  lines: OrderLineView[];
}

/** Why a placement was refused: error-catalogue codes. */
export type PlacementFailureCode =
  | PlacementBlocker
  | 'TROLLEY_NOT_FOUND'
  | 'ORDER_EXISTS'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'PLACEMENT_IN_PROGRESS'
  | 'PAYMENT_CARD_NOT_FOUND'
  | 'PAYMENT_DECLINED'
  | 'INSUFFICIENT_FUNDS'
  | 'SLOT_EXPIRED'
  | 'SLOT_RESERVATION_NOT_FOUND'
  | 'GIFT_CARD_BALANCE_CHANGED'
  | 'ORDER_ORCHESTRATION_037'
  /** What placing would charge is not what checkout showed (issue 21). */
  | 'ORDER_TOTAL_CHANGED'
  /** Checking out an AMENDING order (decision 0042). */
  | 'AMEND_CUTOFF_PASSED'
  | 'PERSONALISED_MESSAGE_LOCKED';

export type PlacementOutcome =
  | { outcome: 'placed'; order: OrderView }
  /** 409 SECURITY_NEEDED: the order waits PENDING until the challenge is done and resumed. */
  | { outcome: 'security-needed'; customerOrderId: string; challengeUrl: string }
  | { outcome: 'refused'; code: PlacementFailureCode; detail?: Record<string, unknown> };

export interface OrdersService {
  placeOrder(identity: Identity, input: PlaceOrderInput): Promise<PlacementOutcome>;
  /** After the 3-D Secure challenge: completes the placement of a PENDING order. */
  resumePlacement(identity: Identity, customerOrderId: string): Promise<PlacementOutcome>;
  /** The caller's order; null for none or another customer's. */
  getOrder(identity: Identity, customerOrderId: string): Promise<OrderView | null>;
}

/**
 * What placement needs from other contexts that their contracts do not offer yet (decision
 * 0040), in the manner of the trolley's `BookedSlotSource`: the owning context fills each.
 */
export interface PlacementTrolleySource {
  getTrolley(identity: Identity, orderId: string): Promise<Trolley>;
  /**
   * The trolley stops being the customer's open trolley (it is the order now); false when it
   * was not open. Takes the trolley row's lock, so two placements at once cannot both close it.
   */
  closeForOrder(customerId: number, orderId: string): Promise<boolean>;
  /** The compensation of closeForOrder: the trolley is the customer's open trolley again. */
  reopen(customerId: number, orderId: string): Promise<boolean>;
}

export interface PlacementSlotSource {
  currentSlotOfOrder(
    identity: Identity,
    customerOrderId: string,
  ): Promise<SlotOutcome<CurrentSlot | null>>;
  /** Whether the order's slot hold ran out: placement answers SLOT_EXPIRED, not NO_SLOT. */
  slotHoldLapsed(identity: Identity, customerOrderId: string): Promise<boolean>;
  confirmReservation(
    identity: Identity,
    customerOrderId: string,
  ): Promise<SlotOutcome<CurrentSlot>>;
  /** The compensation of confirmReservation: CONFIRMED back to UNCONFIRMED (it expires again). */
  unconfirmReservation(identity: Identity, customerOrderId: string): Promise<boolean>;
}

export interface PlacementPaymentSource {
  /** The provider's token of the customer's saved card; null when not theirs or expired. */
  cardToken(customerId: number, cardId: number): Promise<string | null>;
  authorise(input: {
    token: string;
    amountPence: number;
    idempotencyKey: string;
  }): Promise<AuthorisationResult>;
  completeChallenge(paymentId: string): Promise<AuthorisationResult>;
  void(input: { paymentId: string; idempotencyKey: string }): Promise<unknown>;
  /** Holds still open under the shop's keys (decision 0056): the sweep voids those no order owns. */
  openAuthorisations: PaymentProvider['openAuthorisations'];
}

export interface PlacementSources {
  trolley: PlacementTrolleySource;
  slots: PlacementSlotSource;
  tenders: TenderRedemption;
  payments: PlacementPaymentSource;
  now(): Date;
  /**
   * Told once when an order becomes PLACED (placement or resume after the challenge): the order
   * confirmation email (decision 0044). Must not throw: the order is placed whatever it does.
   */
  onPlaced?(identity: Identity, order: OrderView): Promise<void>;
}
