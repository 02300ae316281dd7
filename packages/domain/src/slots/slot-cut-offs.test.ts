import { describe, expect, it } from 'vitest';
import {
  amendOrderCutOff,
  isBeforeOrderCutOff,
  isReservationExpired,
  orderCutOff,
  reservationExpiry,
} from './slot-cut-offs.ts';

describe('cut-offs', () => {
  it('closes orders at 23:45 London the day before and amendments two days before', () => {
    expect(orderCutOff('2025-07-10').toISOString()).toBe('2025-07-09T22:45:00.000Z');
    expect(amendOrderCutOff('2025-07-10').toISOString()).toBe('2025-07-08T22:45:00.000Z');
    expect(orderCutOff('2025-01-10').toISOString()).toBe('2025-01-09T23:45:00.000Z');
  });

  it('reads the cut-off in the time in force that evening across the BST/GMT changes', () => {
    // The day before 31 March 2025 is the spring change day: 23:45 BST.
    expect(orderCutOff('2025-03-31').toISOString()).toBe('2025-03-30T22:45:00.000Z');
    // Two days before is still GMT.
    expect(amendOrderCutOff('2025-03-31').toISOString()).toBe('2025-03-29T23:45:00.000Z');
    // The day before 27 October 2025 is the autumn change day: 23:45 GMT.
    expect(orderCutOff('2025-10-27').toISOString()).toBe('2025-10-26T23:45:00.000Z');
    expect(amendOrderCutOff('2025-10-27').toISOString()).toBe('2025-10-25T22:45:00.000Z');
  });

  it('lets tomorrow’s slots be booked until the cut-off and not a minute after', () => {
    expect(isBeforeOrderCutOff('2025-07-10', new Date('2025-07-09T22:44:59Z'))).toBe(true);
    expect(isBeforeOrderCutOff('2025-07-10', new Date('2025-07-09T22:45:00Z'))).toBe(false);
  });
});

describe('reservation expiry', () => {
  it('holds a slot for the hold time, but never past the order cut-off', () => {
    const morning = new Date('2025-07-09T08:00:00Z');
    expect(reservationExpiry('2025-07-12', morning, 120).toISOString()).toBe(
      '2025-07-09T10:00:00.000Z',
    );
    const late = new Date('2025-07-09T22:00:00Z');
    expect(reservationExpiry('2025-07-10', late, 120).toISOString()).toBe(
      '2025-07-09T22:45:00.000Z',
    );
  });

  it('counts a reservation expired from its expiry instant', () => {
    const expiresAt = new Date('2025-07-09T10:00:00Z');
    expect(isReservationExpired(expiresAt, new Date('2025-07-09T09:59:59Z'))).toBe(false);
    expect(isReservationExpired(expiresAt, new Date('2025-07-09T10:00:00Z'))).toBe(true);
  });
});
