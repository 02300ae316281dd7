import type { Identity } from '@grocer/domain/identity/identity';
import type {
  BookSlotInput,
  CurrentSlot,
  SlotAmending,
  SlotFailure,
} from '../slots/slots.contract.ts';
import type { TrolleyAmending } from '../trolley/trolley.contract.ts';
import type { OrderView } from './orders.contract.ts';

/**
 * Amending a placed order until its cut-off (issue 13, decision 0042; spec doc 2 §4 Order
 * lifecycle, §7 amendOrder, cancelAmendOrder, changeSlotAmend, §8 order-related modals).
 * amendOrder: PLACED → AMENDING, the order's lines back in its trolley, which is the customer's
 * open trolley again. Checking out again goes through `OrdersService.placeOrder` (the amend
 * re-placement workflow, order-amend.workflow.ts). cancelAmendOrder: AMENDING → PLACED as it was.
 */

export type AmendFailureCode =
  | 'NOT_FOUND'
  | 'AMEND_CUTOFF_PASSED'
  | 'ORDER_NOT_AMENDABLE'
  | 'ORDER_NOT_AMENDING'
  | 'ORIGINAL_SLOT_TAKEN';

export type AmendOutcome =
  | { outcome: 'ok'; order: OrderView }
  | { outcome: 'refused'; code: AmendFailureCode }
  /** changeSlotAmend's booking was refused: the slots context's failure as it gave it. */
  | { outcome: 'slot-refused'; failure: SlotFailure };

/** The order the signed-in shopper is amending, for the header, trolley banner and hub. */
export interface AmendingOrder {
  customerOrderId: string;
  /** The slot's amendOrderCutoffDateTime (ISO). */
  amendOrderCutoffDateTime: string;
  slot: CurrentSlot | null;
}

export interface OrderAmendService {
  /** PLACED → AMENDING; an order already AMENDING answers as it is (the call is idempotent). */
  amendOrder(identity: Identity, customerOrderId: string): Promise<AmendOutcome>;
  /** AMENDING → PLACED: edits discarded, the original slot back if it was changed. */
  cancelAmendOrder(identity: Identity, customerOrderId: string): Promise<AmendOutcome>;
  /**
   * Starts an amend when the order is PLACED, then (when `slot` is given) books that slot for
   * the order through the slots context; it is confirmed when the order is checked out again.
   */
  changeSlotAmend(
    identity: Identity,
    customerOrderId: string,
    slot?: BookSlotInput,
  ): Promise<AmendOutcome>;
  /** The order the shopper is amending now (its trolley is their open trolley), or null. */
  amendingOrder(identity: Identity): Promise<AmendingOrder | null>;
}

/** What amending needs from other contexts (app.ts fills them). */
export interface AmendSources {
  trolley: TrolleyAmending & {
    openOrderId(identity: Identity): Promise<string | null>;
  };
  slots: SlotAmending & {
    bookSlot(
      identity: Identity,
      input: BookSlotInput,
    ): Promise<
      { outcome: 'ok'; value: CurrentSlot } | { outcome: 'refused'; failure: SlotFailure }
    >;
    currentSlotOfOrder(
      identity: Identity,
      customerOrderId: string,
    ): Promise<
      { outcome: 'ok'; value: CurrentSlot | null } | { outcome: 'refused'; failure: SlotFailure }
    >;
  };
  /** Cancelling an amend puts back what a checkout of it may have changed (decision 0055). */
  tenders: {
    releaseRedemption(customerId: number, orderId: string): Promise<void>;
    redeem(customerId: number, orderId: string, totalPence: number): Promise<unknown>;
  };
  payments: {
    void(input: { paymentId: string; idempotencyKey: string }): Promise<unknown>;
  };
  now(): Date;
}
