import { AMEND_MESSAGES } from './order-amend.ts';

/**
 * `rescheduling-prohibited` (spec doc 1 §2 orders; decision 0097): the page a shopper lands on
 * when Change slot is refused because the order can no longer be moved, rather than the amend
 * refusal modal: past the amend cut-off, or in a state that cannot be changed (being picked,
 * delivered, cancelled). Other refusals (no such order, a slot that was taken) stay where they
 * were asked, as they are answered there.
 */

export const RESCHEDULING_PROHIBITED_PATH = '/rescheduling-prohibited';
export const RESCHEDULING_PROHIBITED_TITLE = 'This order cannot be rescheduled';

export type ReschedulingReason = 'cutoff' | 'not-amendable';

const REASON_OF_CODE: Readonly<Record<string, ReschedulingReason>> = {
  AMEND_CUTOFF_PASSED: 'cutoff',
  ORDER_NOT_AMENDABLE: 'not-amendable',
};

/** The reason a refused change of slot goes to rescheduling-prohibited with, or null when not. */
export function reschedulingProhibitedReason(refusalCode: string): ReschedulingReason | null {
  return REASON_OF_CODE[refusalCode] ?? null;
}

/** What the page says for a reason (an unknown one reads as an order that cannot be changed). */
export function reschedulingProhibitedMessage(reason: string | null): string {
  if (reason === 'cutoff') {
    return `${AMEND_MESSAGES.CUTOFF_PASSED} ${AMEND_MESSAGES.ITEMS_BEING_PREPARED}`;
  }
  return AMEND_MESSAGES.ORDER_NOT_AMENDABLE;
}

/** The page's address for an order and a reason (router path, without /ecom). */
export function reschedulingProhibitedPath(customerOrderId: string, reason: ReschedulingReason) {
  const query = new URLSearchParams({ customerOrderId, reason });
  return `${RESCHEDULING_PROHIBITED_PATH}?${query.toString()}`;
}
