import { describe, expect, it } from 'vitest';
import { awaitsPaymentAuthentication, canMoveOrder, ORDER_STATUSES } from './order-status.ts';

describe('order status', () => {
  it('lists the ten statuses of the spec', () => {
    expect(ORDER_STATUSES).toHaveLength(10);
    expect(ORDER_STATUSES).toContain('REFUND_PENDING');
  });

  it('lets a pending placement become placed, and nothing else move yet', () => {
    expect(canMoveOrder('PENDING', 'PLACED')).toBe(true);
    expect(canMoveOrder('PENDING', 'PAYMENT_FAILED')).toBe(false);
    expect(canMoveOrder('PENDING', 'PENDING')).toBe(false);
    expect(canMoveOrder('PLACED', 'PENDING')).toBe(false);
    expect(canMoveOrder('PAYMENT_FAILED', 'PLACED')).toBe(false);
  });

  it('says only a pending order waits for card authentication', () => {
    expect(ORDER_STATUSES.filter(awaitsPaymentAuthentication)).toEqual(['PENDING']);
  });
});
