/**
 * Order lifecycle statuses (spec doc 2 §4). The spec lists them without transitions; decision
 * 0040 fills that gap for placement: a placement waiting for card authentication holds its order
 * PENDING, and a placement that completes makes it PLACED. A placement that fails is undone (the
 * order goes), so PAYMENT_FAILED is left to payments failing after placement (later issues).
 */

export const ORDER_STATUSES = [
  'AMENDING',
  'CANCELLED',
  'COMPLETED',
  'FULFIL',
  'PAID',
  'PAYMENT_FAILED',
  'PENDING',
  'PICKED',
  'PLACED',
  'REFUND_PENDING',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The moves the order placement workflow makes; later issues (amend, cancel, fulfil) add theirs. */
const PLACEMENT_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ['PLACED'],
  PAYMENT_FAILED: [],
  PLACED: [],
  AMENDING: [],
  CANCELLED: [],
  COMPLETED: [],
  FULFIL: [],
  PAID: [],
  PICKED: [],
  REFUND_PENDING: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return PLACEMENT_TRANSITIONS[from].includes(to);
}

/** An order still waiting for the customer to finish card authentication. */
export function awaitsPaymentAuthentication(status: OrderStatus): boolean {
  return status === 'PENDING';
}
