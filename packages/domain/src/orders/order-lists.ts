import type { OrderStatus } from './order-status.ts';

/**
 * Which list an order shows in (spec doc 2 §3 Order lists; decision 0041). Pending: orders still
 * to be delivered or needing the shopper (PLACED, AMENDING, FULFIL, PICKED, PAYMENT_FAILED).
 * Previous: orders that are finished (COMPLETED, CANCELLED, PAID, REFUND_PENDING). A PENDING order
 * is a placement waiting for card authentication, not an order yet: in neither list.
 */

export type OrderListName = 'pending' | 'previous';

export const PENDING_LIST_STATUSES: readonly OrderStatus[] = [
  'PLACED',
  'AMENDING',
  'FULFIL',
  'PICKED',
  'PAYMENT_FAILED',
];

export const PREVIOUS_LIST_STATUSES: readonly OrderStatus[] = [
  'COMPLETED',
  'CANCELLED',
  'PAID',
  'REFUND_PENDING',
];

export function orderListOf(status: OrderStatus): OrderListName | null {
  if (PENDING_LIST_STATUSES.includes(status)) return 'pending';
  if (PREVIOUS_LIST_STATUSES.includes(status)) return 'previous';
  return null;
}

export function statusesOfList(list: OrderListName): readonly OrderStatus[] {
  return list === 'pending' ? PENDING_LIST_STATUSES : PREVIOUS_LIST_STATUSES;
}

/** Page sizes of the lists: 10 unless asked, at most 50. */
export const ORDER_LIST_DEFAULT_SIZE = 10;
export const ORDER_LIST_MAX_SIZE = 50;

/** Statuses that count as a completed order for the user stats. */
export const COMPLETED_STATUSES: readonly OrderStatus[] = ['COMPLETED', 'PAID'];

/** Whole days from the last completed order to `now` (never negative). */
export function daysSince(at: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - at.getTime()) / 86_400_000));
}
