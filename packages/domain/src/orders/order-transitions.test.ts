import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status.ts';
import {
  canFulfilmentMove,
  completesAt,
  isDueForFulfilment,
  paymentAttemptAllowed,
} from './order-transitions.ts';

describe('order fulfilment transitions', () => {
  it('allows exactly the fulfilment moves of decision 0043', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canFulfilmentMove(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'PLACED→FULFIL',
        'FULFIL→PICKED',
        'PICKED→COMPLETED',
        'PICKED→PAYMENT_FAILED',
        'PAYMENT_FAILED→PAID',
      ].sort(),
    );
  });

  it('refuses skipping a step or going back', () => {
    expect(canFulfilmentMove('PLACED', 'PICKED')).toBe(false);
    expect(canFulfilmentMove('FULFIL', 'COMPLETED')).toBe(false);
    expect(canFulfilmentMove('PICKED', 'FULFIL')).toBe(false);
    expect(canFulfilmentMove('PENDING', 'FULFIL')).toBe(false);
    expect(canFulfilmentMove('AMENDING', 'FULFIL')).toBe(false);
  });

  it('starts fulfilment of a placed order at its amend cut-off, not before', () => {
    const cutOff = '2026-03-10T22:00:00.000Z';
    expect(isDueForFulfilment('PLACED', cutOff, new Date('2026-03-10T21:59:59Z'))).toBe(false);
    expect(isDueForFulfilment('PLACED', cutOff, new Date('2026-03-10T22:00:00Z'))).toBe(true);
    expect(isDueForFulfilment('AMENDING', cutOff, new Date('2026-03-11T00:00:00Z'))).toBe(false);
    expect(isDueForFulfilment('PLACED', 'not a date', new Date())).toBe(false);
  });

  it('completes at the slot end, or at once when the slot is over', () => {
    const captured = new Date('2026-03-11T10:00:00Z');
    expect(completesAt('2026-03-11T12:00:00Z', captured).toISOString()).toBe(
      '2026-03-11T12:00:00.000Z',
    );
    expect(completesAt('2026-03-11T08:00:00Z', captured)).toEqual(captured);
  });

  it('offers a payment attempt only on a failed payment', () => {
    expect(ORDER_STATUSES.filter(paymentAttemptAllowed)).toEqual(['PAYMENT_FAILED']);
  });
});
