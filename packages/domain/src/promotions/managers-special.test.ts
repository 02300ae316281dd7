import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceTrolley } from '../pricing/price-trolley.ts';
import { NOW } from '../pricing/pricing.fixtures.ts';
import type { PricingProduct, PricingPromotion } from '../pricing/pricing.types.ts';
import {
  MANAGERS_SPECIAL_DISCOUNT_TYPE,
  MANAGERS_SPECIAL_MESSAGES,
  MANAGERS_SPECIAL_TYPE_CODE,
  MAX_MANAGERS_SPECIAL_DAYS,
  managersSpecialDescription,
  managersSpecialEnds,
  managersSpecialRefusal,
  specialsToShow,
} from './managers-special.ts';

const special = (pricePence: number, fields: Partial<PricingPromotion> = {}): PricingPromotion => ({
  id: 800_000_001,
  typeCode: MANAGERS_SPECIAL_TYPE_CODE,
  discountType: MANAGERS_SPECIAL_DISCOUNT_TYPE,
  discountValue: pricePence,
  description: managersSpecialDescription(pricePence),
  start: '2026-03-01T00:00:00.000Z',
  expiry: '2026-03-31T00:00:00.000Z',
  hidden: false,
  loyaltyOnly: false,
  groups: [],
  ...fields,
});

const product = (shelfPence: number): PricingProduct => ({
  productId: 'tart',
  lineNumber: '700001',
  itemPricePence: shelfPence,
  kiloPricePence: null,
  priceEstimated: false,
  depositChargePence: null,
  promotions: [{ promotionId: 800_000_001, groupId: null, wasPricePence: null }],
});

function priceItems(shelfPence: number, specialPence: number, items: number, slotStart?: string) {
  return priceTrolley({
    lines: [
      {
        trolleyItemId: 1,
        lineNumber: '700001',
        productId: 'tart',
        quantity: { amount: items, uom: 'C62' },
      },
    ],
    products: [product(shelfPence)],
    promotions: [special(specialPence)],
    now: NOW,
    slotStart: slotStart ?? null,
    loyaltyMember: false,
  });
}

const shelf = { shelfPricePence: 250, soldByItem: true, available: true, hasSpecial: false };

describe('managersSpecialRefusal: what staff may make a special', () => {
  it('accepts a price from 1p to 1p below the shelf, for 1 to 28 days', () => {
    expect(managersSpecialRefusal(shelf, { specialPricePence: 1, days: 1 })).toBeNull();
    expect(
      managersSpecialRefusal(shelf, { specialPricePence: 249, days: MAX_MANAGERS_SPECIAL_DAYS }),
    ).toBeNull();
  });

  it('refuses a price at or above the shelf price, naming the shelf price', () => {
    expect(managersSpecialRefusal(shelf, { specialPricePence: 250, days: 7 })).toEqual({
      field: 'specialPrice',
      message: 'The special price must be below the shelf price of £2.50',
    });
  });

  it('refuses no price, a fraction of a penny and more days than allowed', () => {
    expect(managersSpecialRefusal(shelf, { specialPricePence: 0, days: 7 })?.field).toBe(
      'specialPrice',
    );
    expect(managersSpecialRefusal(shelf, { specialPricePence: 1.5, days: 7 })?.field).toBe(
      'specialPrice',
    );
    expect(managersSpecialRefusal(shelf, { specialPricePence: 100, days: 29 })).toEqual({
      field: 'days',
      message: MANAGERS_SPECIAL_MESSAGES.days,
    });
    expect(managersSpecialRefusal(shelf, { specialPricePence: 100, days: 0 })?.field).toBe('days');
  });

  it('refuses a product sold by weight, one that cannot be bought, and a second special', () => {
    const ask = { specialPricePence: 100, days: 7 };
    expect(managersSpecialRefusal({ ...shelf, soldByItem: false }, ask)?.message).toBe(
      MANAGERS_SPECIAL_MESSAGES.notSoldByItem,
    );
    expect(managersSpecialRefusal({ ...shelf, available: false }, ask)?.message).toBe(
      MANAGERS_SPECIAL_MESSAGES.unavailable,
    );
    expect(managersSpecialRefusal({ ...shelf, hasSpecial: true }, ask)?.message).toBe(
      MANAGERS_SPECIAL_MESSAGES.alreadySpecial,
    );
  });
});

describe('a special as the pricing engine prices it', () => {
  it('charges every item the special price and reports the offer triggered', () => {
    const priced = priceItems(250, 150, 3);
    expect(priced.itemTotalPence).toBe(450);
    expect(priced.savingsFromOffersPence).toBe(300);
    expect(priced.lines[0]?.discounts).toEqual([
      expect.objectContaining({ status: 'TRIGGERED', description: "Manager's special £1.50" }),
    ]);
  });

  it('property: n items cost n × the special price whenever it is below the shelf', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5000 }),
        fc.integer({ min: 1, max: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (shelfPence, items, share) => {
          const specialPence = Math.max(
            1,
            Math.min(shelfPence - 1, Math.floor(shelfPence * share)),
          );
          expect(priceItems(shelfPence, specialPence, items).itemTotalPence).toBe(
            items * specialPence,
          );
        },
      ),
    );
  });

  it('takes nothing off when the shelf price has fallen below the special', () => {
    expect(priceItems(120, 150, 2).itemTotalPence).toBe(240);
  });

  it('does not apply once over by the booked slot', () => {
    expect(priceItems(250, 150, 1, '2026-04-02T10:00:00.000Z').itemTotalPence).toBe(250);
  });
});

describe('specialsToShow', () => {
  it('leaves out what is in the trolley and what the engine did not reduce; biggest saving first', () => {
    const shown = specialsToShow(
      [
        { lineNumber: '1', shelfPricePence: 300, pricePence: 250 },
        { lineNumber: '2', shelfPricePence: 300, pricePence: 100 },
        { lineNumber: '3', shelfPricePence: 300, pricePence: 300 },
        { lineNumber: '4', shelfPricePence: 500, pricePence: 100 },
      ],
      new Set(['4']),
      12,
    );
    expect(shown.map((s) => s.lineNumber)).toEqual(['2', '1']);
  });
});

describe('managersSpecialEnds and the description', () => {
  it('ends whole days after it was made, and reads as the shelf does', () => {
    expect(managersSpecialEnds(new Date('2026-03-10T12:00:00Z'), 7).toISOString()).toBe(
      '2026-03-17T12:00:00.000Z',
    );
    expect(managersSpecialDescription(85)).toBe("Manager's special 85p");
  });
});
