import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPromotionExpired } from './promotion-expiry.ts';

const expiryDate = '2024-05-20T23:59:00Z';

describe('isPromotionExpired with a booked slot', () => {
  it('compares the expiry with the slot, not with today', () => {
    const now = new Date('2024-05-19T10:00:00Z');
    expect(isPromotionExpired({ expiryDate, now, slotDate: '2024-05-20T18:00:00Z' })).toBe(false);
    expect(isPromotionExpired({ expiryDate, now, slotDate: '2024-05-21T08:00:00Z' })).toBe(true);
  });

  it('keeps an offer that ends after the slot even when expiry is within two days', () => {
    const now = new Date('2024-05-20T12:00:00Z');
    expect(
      isPromotionExpired({ expiryDate, now, slotDate: new Date('2024-05-20T13:00:00Z') }),
    ).toBe(false);
  });
});

describe('isPromotionExpired without a slot', () => {
  it('counts the offer expired from two days before its expiry', () => {
    expect(isPromotionExpired({ expiryDate, now: new Date('2024-05-18T10:00:00Z') })).toBe(false);
    expect(isPromotionExpired({ expiryDate, now: new Date('2024-05-18T23:59:00Z') })).toBe(false);
    expect(isPromotionExpired({ expiryDate, now: new Date('2024-05-19T00:00:00Z') })).toBe(true);
    expect(isPromotionExpired({ expiryDate, now: new Date('2024-06-01T00:00:00Z') })).toBe(true);
    expect(
      isPromotionExpired({ expiryDate, now: new Date('2024-05-18T10:00:00Z'), slotDate: null }),
    ).toBe(false);
  });

  it('treats an undatable offer as expired', () => {
    expect(isPromotionExpired({ expiryDate: 'soon', now: new Date('2024-01-01T00:00:00Z') })).toBe(
      true,
    );
  });

  it('once expired, stays expired as time goes on', () => {
    const base = Date.parse(expiryDate);
    fc.assert(
      fc.property(
        fc.integer({ min: -10 * 86_400_000, max: 10 * 86_400_000 }),
        fc.nat(),
        (offset, later) => {
          const now = new Date(base + offset);
          if (isPromotionExpired({ expiryDate, now })) {
            expect(isPromotionExpired({ expiryDate, now: new Date(now.getTime() + later) })).toBe(
              true,
            );
          }
        },
      ),
    );
  });
});
