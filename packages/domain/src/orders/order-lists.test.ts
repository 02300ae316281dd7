import { describe, expect, it } from 'vitest';
import { daysSince, orderListOf } from './order-lists.ts';
import { ORDER_STATUSES } from './order-status.ts';

describe('orderListOf', () => {
  it('puts every status but PENDING in exactly one list', () => {
    for (const status of ORDER_STATUSES) {
      const list = orderListOf(status);
      if (status === 'PENDING') expect(list).toBeNull();
      else expect(['pending', 'previous']).toContain(list);
    }
  });

  it('keeps orders still to come in pending and finished ones in previous', () => {
    expect(orderListOf('PLACED')).toBe('pending');
    expect(orderListOf('PAYMENT_FAILED')).toBe('pending');
    expect(orderListOf('CANCELLED')).toBe('previous');
    expect(orderListOf('COMPLETED')).toBe('previous');
    expect(orderListOf('REFUND_PENDING')).toBe('previous');
  });
});

describe('daysSince', () => {
  it('counts whole days and never goes below zero', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    expect(daysSince(new Date('2026-06-08T13:00:00Z'), now)).toBe(1);
    expect(daysSince(new Date('2026-06-08T12:00:00Z'), now)).toBe(2);
    expect(daysSince(new Date('2026-06-11T12:00:00Z'), now)).toBe(0);
  });
});
