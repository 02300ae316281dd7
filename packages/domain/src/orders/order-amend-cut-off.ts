import { AMEND_CUT_OFF_MESSAGES as M } from './order-messages.ts';
import type { OrderStatus } from './order-status.ts';

/**
 * An order still AMENDING at its amend cut-off whose amend cannot be cancelled because its
 * original slot filled while the shopper held another one (decision 0059). Cancelling the amend
 * keeps the order as originally placed (its lines, totals and authorisation); what is left is the
 * slot. The shopper chose the slot they hold, so when it is still held the order keeps it;
 * otherwise the order has no slot and is set aside for staff, who arrange one with the shopper.
 */

/** How the cut-off ended such an amend. */
export type AmendCutOffOutcome = 'held-slot' | 'set-aside';

/** The order's live-or-lapsed reservation as the slots context reports it. */
export interface HeldReservation {
  status: 'CANCELLED' | 'CONFIRMED' | 'EXPIRED' | 'UNCONFIRMED';
  /** ISO; when an UNCONFIRMED hold lapses. */
  slotExpiryTime: string;
}

/**
 * The outcome at `now` given the reservation the order holds besides its (taken) original: kept
 * when confirmed (a run that confirmed it and then died) or an unconfirmed hold not yet lapsed.
 */
export function amendCutOffOutcome(held: HeldReservation | null, now: Date): AmendCutOffOutcome {
  if (held === null) return 'set-aside';
  if (held.status === 'CONFIRMED') return 'held-slot';
  if (held.status !== 'UNCONFIRMED') return 'set-aside';
  return now.getTime() < new Date(held.slotExpiryTime).getTime() ? 'held-slot' : 'set-aside';
}

/** Statuses in which the shopper is still waiting for the order (before delivery or cancel). */
const BEFORE_DELIVERY: readonly OrderStatus[] = ['PLACED', 'FULFIL', 'PICKED', 'PAYMENT_FAILED'];

/**
 * View Order's alert for such an order in `status`, or null. The held-slot note stays until the
 * order is delivered; the set-aside one while the order waits in PLACED for staff (once staff
 * move it on, it has a slot or is cancelled).
 */
export function amendCutOffAlert(outcome: AmendCutOffOutcome, status: OrderStatus): string | null {
  if (outcome === 'held-slot') return BEFORE_DELIVERY.includes(status) ? M.SHOPPER_HELD_SLOT : null;
  return status === 'PLACED' ? M.SHOPPER_SET_ASIDE : null;
}

/** Whether staff must act: set aside and still PLACED (the scheduler does not start it). */
export function needsStaff(outcome: AmendCutOffOutcome, status: OrderStatus): boolean {
  return outcome === 'set-aside' && status === 'PLACED';
}

/** The staff console's note for the outcome. */
export function amendCutOffStaffNote(outcome: AmendCutOffOutcome): string {
  return outcome === 'held-slot' ? M.STAFF_HELD_SLOT : M.STAFF_SET_ASIDE;
}

/** The type of View Order's alert (spec doc 2 §3 Order `alerts`) for such an order. */
export const AMEND_CUT_OFF_ALERT = 'AMEND_CUT_OFF';
