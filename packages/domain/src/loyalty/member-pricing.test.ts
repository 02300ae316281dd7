import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceTrolley } from '../pricing/price-trolley.ts';
import {
  APPLES,
  COFFEE,
  HAM,
  line,
  NOW,
  PRODUCTS,
  PROMOTIONS,
} from '../pricing/pricing.fixtures.ts';
import type { PricingLine } from '../pricing/pricing.types.ts';

/** Member prices come from the one pricing engine; membership is one of its inputs (0086). */
const price = (lines: readonly PricingLine[], loyaltyMember: boolean, slotStart: string | null) =>
  priceTrolley({
    lines,
    products: PRODUCTS,
    promotions: PROMOTIONS,
    now: NOW,
    slotStart,
    loyaltyMember,
  });

const anyLine = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      product: fc.constantFrom(...PRODUCTS),
      amount: fc.integer({ min: 0, max: 12 }),
      uom: fc.constant('C62' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      product: fc.constantFrom(APPLES),
      amount: fc.integer({ min: 1, max: 40 }).map((t) => t / 10),
      uom: fc.constant('KGM' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      product: fc.constantFrom(HAM),
      amount: fc.integer({ min: 1, max: 9 }).map((h) => h * 100),
      uom: fc.constant('GRM' as const),
    }),
  },
);
const anyTrolley = fc.array(anyLine, { maxLength: 14 }).map((drafts) =>
  drafts.map((d, i) => ({
    trolleyItemId: 1000 + i,
    lineNumber: d.product.lineNumber,
    productId: d.product.productId,
    quantity: { amount: d.amount, uom: d.uom },
  })),
);
const anySlot = fc.constantFrom(null, '2026-03-12T10:00:00Z', '2026-04-02T10:00:00Z');

describe('member prices', () => {
  it('prices a members-only offer for a member and not for anybody else', () => {
    const lines = [line(COFFEE, 1)];
    const member = price(lines, true, null);
    const other = price(lines, false, null);
    expect(member.loyaltySavingsPence).toBeGreaterThan(0);
    expect(other.loyaltySavingsPence).toBe(0);
    expect(member.itemTotalPence).toBe(other.itemTotalPence - member.loyaltySavingsPence);
  });

  it('proves a member never pays more than a non-member for the same trolley', () => {
    fc.assert(
      fc.property(anyTrolley, anySlot, (lines, slotStart) => {
        const member = price(lines, true, slotStart);
        const other = price(lines, false, slotStart);
        expect(member.itemTotalPence).toBeLessThanOrEqual(other.itemTotalPence);
        expect(other.loyaltySavingsPence).toBe(0);
        expect(member.retailTotalPence).toBe(other.retailTotalPence);
      }),
    );
  });
});
