import type { OrderStatus } from './order-status.ts';

/**
 * Amending a placed order until its cut-off (spec doc 2 §4 Order lifecycle, §8 order-related
 * modals; decision 0042). A PLACED order before its slot's amendOrderCutoffDateTime can be
 * amended: it becomes AMENDING, its lines go back to the trolley, and checking out again makes
 * it PLACED with the new lines; cancelling the amend makes it PLACED as it was.
 */

/** Spec doc 2 §8 modal texts and the amend hub's words, kept once. */
export const AMEND_MESSAGES = {
  CUTOFF_PASSED_TITLE: 'Changes cannot be made to your order',
  CUTOFF_PASSED: 'Changes are only allowed until the amend cut-off time.',
  UNABLE_TO_EDIT_TITLE: 'Unable to edit',
  UNABLE_TO_EDIT:
    'The personalised message cannot be changed after the order has been placed. Please contact Customer Service.',
  CANCEL_CHANGES_TITLE: 'Cancel changes?',
  CANCEL_CHANGES: 'Your order will revert to its previous state and your changes will be lost.',
  CANCEL_CHANGES_CONFIRM: 'Cancel changes',
  KEEP_CHANGES: 'Keep changes',
  UNEXPECTED_ERROR_TITLE: "Sorry, we're experiencing an unexpected error",
  /** Spec doc 2 §4 amend warning. */
  ITEMS_BEING_PREPARED:
    'Your order contains items currently being prepared. We are unable to change the delivery/collection time.',
  ORDER_NOT_AMENDABLE: 'This order cannot be changed.',
  NOT_AMENDING: 'This order is not being changed.',
  ORIGINAL_SLOT_TAKEN:
    'Your original slot is no longer available. Please check out to keep your new slot.',
  AMEND_HUB_TITLE: 'Amend order',
  CHECK_OUT: 'Check out',
} as const;

export type AmendRefusal = 'AMEND_CUTOFF_PASSED' | 'ORDER_NOT_AMENDABLE';

export interface AmendableOrder {
  status: OrderStatus;
  /** The slot's amendOrderCutoffDateTime (ISO), null when the order has no slot. */
  amendOrderCutoffDateTime: string | Date | null;
}

const timeOf = (value: string | Date | null): number =>
  value === null ? Number.NaN : new Date(value).getTime();

/** Whether the cut-off for changes has passed at `now` (an order without one cannot change). */
export function isPastAmendCutoff(cutoff: string | Date | null, now: Date): boolean {
  const at = timeOf(cutoff);
  return Number.isNaN(at) || now.getTime() >= at;
}

/** Why the order cannot be amended at `now`, or null when it can: PLACED and before the cut-off. */
export function amendRefusal(order: AmendableOrder, now: Date): AmendRefusal | null {
  if (order.status !== 'PLACED' && order.status !== 'AMENDING') return 'ORDER_NOT_AMENDABLE';
  if (isPastAmendCutoff(order.amendOrderCutoffDateTime, now)) return 'AMEND_CUTOFF_PASSED';
  return order.status === 'PLACED' ? null : 'ORDER_NOT_AMENDABLE';
}

/** Spec doc 2 §4: a PLACED order can be amended before amendOrderCutoffDateTime. */
export function canAmend(order: AmendableOrder, now: Date): boolean {
  return amendRefusal(order, now) === null;
}

/** An AMENDING order may still be checked out again (or its slot changed) at `now`. */
export function mayContinueAmend(order: AmendableOrder, now: Date): boolean {
  return order.status === 'AMENDING' && !isPastAmendCutoff(order.amendOrderCutoffDateTime, now);
}

/**
 * The trolley's `slotChangeable` (spec doc 1 §3 Trolley; decision 0056): a shopper's own trolley
 * may always book another slot; the trolley of an order being amended only while the amend may
 * continue (before the cut-off), as `mayContinueAmend` says.
 */
export function trolleySlotChangeable(
  amending: { amendOrderCutoffDateTime: string | Date | null } | null,
  now: Date,
): boolean {
  if (amending === null) return true;
  return mayContinueAmend({ status: 'AMENDING', ...amending }, now);
}

/** The status moves amending makes (order-status's table belongs to placement). */
export function canMoveForAmend(from: OrderStatus, to: OrderStatus): boolean {
  return (from === 'PLACED' && to === 'AMENDING') || (from === 'AMENDING' && to === 'PLACED');
}

/** Statuses whose items are being picked: spec doc 2 §4's amend warning applies. */
export function itemsBeingPrepared(status: OrderStatus): boolean {
  return status === 'FULFIL' || status === 'PICKED';
}

/** Spec doc 2 §4 amend warning, when it applies to an order in `status`. */
export function amendWarning(status: OrderStatus): string | null {
  return itemsBeingPrepared(status) ? AMEND_MESSAGES.ITEMS_BEING_PREPARED : null;
}

export interface PersonalisedLine {
  lineNumber: string;
  personalisedMessage: string | null;
  quantity: { amount: number; uom: string } | unknown;
}

const amountOf = (quantity: unknown): number =>
  typeof quantity === 'object' && quantity !== null && 'amount' in quantity
    ? Number((quantity as { amount: unknown }).amount)
    : Number.NaN;

/**
 * Spec doc 2 §4: personalised messages cannot be amended after the order is placed. The line
 * numbers of the placed order's personalised lines that the edited lines no longer hold with
 * the same message and quantity (each edited line matches one placed line at most); empty when
 * none was touched. New personalised lines added while amending are not locked.
 */
export function changedPersonalisedLines(
  placed: readonly PersonalisedLine[],
  edited: readonly PersonalisedLine[],
): string[] {
  const unmatched = [...edited];
  const changed: string[] = [];
  for (const line of placed) {
    if (line.personalisedMessage === null || line.personalisedMessage === '') continue;
    const at = unmatched.findIndex(
      (candidate) =>
        candidate.lineNumber === line.lineNumber &&
        candidate.personalisedMessage === line.personalisedMessage &&
        amountOf(candidate.quantity) === amountOf(line.quantity),
    );
    if (at < 0) changed.push(line.lineNumber);
    else unmatched.splice(at, 1);
  }
  return changed;
}

/** The trolley banner while amending: "Amending order N — changes by {cut-off}". */
export function amendingBannerText(customerOrderId: string, cutoffLabel: string): string {
  return `Amending order ${customerOrderId} — changes by ${cutoffLabel}`;
}

/** The amend hub's heading. */
export function amendingHeading(customerOrderId: string): string {
  return `You are amending order ${customerOrderId}`;
}
