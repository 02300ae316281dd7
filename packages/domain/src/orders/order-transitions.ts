import type { OrderStatus } from './order-status.ts';

/**
 * How an order moves once placed (decision 0043; the spec lists the statuses without
 * transitions). Fulfilment: PLACED → FULFIL at the amend cut-off, FULFIL → PICKED when picking is
 * done, PICKED → COMPLETED once the capture took the money and the slot has ended, or
 * PICKED → PAYMENT_FAILED when the capture failed or took less than picking cost (the authorised
 * amount, decision 0043); PAYMENT_FAILED → PAID when the customer pays what is owed with another
 * payment. Placement, amend and cancel keep their own moves.
 */
export const FULFILMENT_TRANSITIONS: Readonly<
  Partial<Record<OrderStatus, readonly OrderStatus[]>>
> = {
  PLACED: ['FULFIL'],
  FULFIL: ['PICKED'],
  PICKED: ['COMPLETED', 'PAYMENT_FAILED'],
  PAYMENT_FAILED: ['PAID'],
};

export function canFulfilmentMove(from: OrderStatus, to: OrderStatus): boolean {
  return FULFILMENT_TRANSITIONS[from]?.includes(to) ?? false;
}

/** An order starts fulfilment once its amend cut-off has passed (it can no longer change). */
export function isDueForFulfilment(
  status: OrderStatus,
  amendOrderCutOff: Date | string,
  now: Date,
): boolean {
  const cutOff = new Date(amendOrderCutOff).getTime();
  return status === 'PLACED' && Number.isFinite(cutOff) && cutOff <= now.getTime();
}

/** A picked order whose money is taken completes when its slot has ended. */
export function completesAt(slotEnd: Date | string, capturedAt: Date): Date {
  const end = new Date(slotEnd);
  return Number.isFinite(end.getTime()) && end > capturedAt ? end : capturedAt;
}

/** The customer may pay a failed order's balance only while it is PAYMENT_FAILED. */
export function paymentAttemptAllowed(status: OrderStatus): boolean {
  return status === 'PAYMENT_FAILED';
}
