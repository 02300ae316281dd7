import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { londonIsoDate } from '../time/london-date.ts';
import {
  isNewProduct,
  londonMidnight,
  NEW_PRODUCT_WEEKS,
  newProductsFirstDay,
  newProductsSince,
} from './new-products.ts';

describe('newProductsFirstDay', () => {
  it('is the day six weeks back counting today: today and the 41 days before it', () => {
    expect(NEW_PRODUCT_WEEKS).toBe(6);
    expect(newProductsFirstDay(new Date('2025-03-20T12:00:00Z'))).toBe('2025-02-07');
  });

  it('follows the London calendar, not UTC, late in a summer evening', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(newProductsFirstDay(new Date('2025-06-30T23:30:00Z'))).toBe('2025-05-21');
    expect(newProductsFirstDay(new Date('2025-06-30T22:30:00Z'))).toBe('2025-05-20');
  });
});

describe('londonMidnight', () => {
  it('is 23:00 UTC the evening before in summer time and 00:00 UTC in winter', () => {
    expect(londonMidnight('2025-07-01').toISOString()).toBe('2025-06-30T23:00:00.000Z');
    expect(londonMidnight('2025-01-15').toISOString()).toBe('2025-01-15T00:00:00.000Z');
  });

  it('handles the days the clocks change', () => {
    expect(londonMidnight('2025-03-30').toISOString()).toBe('2025-03-30T00:00:00.000Z');
    expect(londonMidnight('2025-03-31').toISOString()).toBe('2025-03-30T23:00:00.000Z');
    expect(londonMidnight('2025-10-26').toISOString()).toBe('2025-10-25T23:00:00.000Z');
    expect(londonMidnight('2025-10-27').toISOString()).toBe('2025-10-27T00:00:00.000Z');
  });

  it('refuses a day that does not exist', () => {
    expect(() => londonMidnight('2025-13-40')).toThrow(RangeError);
  });

  it('is always the first instant of that London day', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }), (ms) => {
        const day = londonIsoDate(new Date(ms));
        const midnight = londonMidnight(day);
        expect(londonIsoDate(midnight)).toBe(day);
        expect(londonIsoDate(new Date(midnight.getTime() - 1))).not.toBe(day);
      }),
    );
  });
});

describe('isNewProduct', () => {
  const now = new Date('2025-03-20T12:00:00Z');

  it('counts a product added today or on any of the 41 days before as new', () => {
    expect(isNewProduct(new Date('2025-03-20T08:00:00Z'), now)).toBe(true);
    expect(isNewProduct('2025-02-07T00:00:00Z', now)).toBe(true);
    expect(isNewProduct('2025-02-06T23:59:59Z', now)).toBe(false);
    expect(isNewProduct('2024-11-01T10:00:00Z', now)).toBe(false);
  });

  it('does not count a product dated after now, or one that cannot be dated', () => {
    expect(isNewProduct('2025-03-21T08:00:00Z', now)).toBe(false);
    expect(isNewProduct('not a date', now)).toBe(false);
  });

  it('agrees with newProductsSince, the instant the database compares with', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.integer({ min: 0, max: 120 * 24 * 60 }),
        (nowMs, minutesBack) => {
          const at = new Date(nowMs);
          const added = new Date(nowMs - minutesBack * 60_000);
          expect(isNewProduct(added, at)).toBe(added >= newProductsSince(at));
          // Whole London days: a product is new exactly when its London date is on or after
          // the first day.
          expect(isNewProduct(added, at)).toBe(londonIsoDate(added) >= newProductsFirstDay(at));
        },
      ),
    );
  });
});
