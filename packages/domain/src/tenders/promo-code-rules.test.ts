import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  judgePromoCode,
  normalisePromoCode,
  type PromoCodeTerms,
  promoDiscount,
} from './promo-code-rules.ts';

const now = new Date('2026-11-24T12:00:00Z');
const tenOff: PromoCodeTerms = {
  code: 'TENOFF',
  discount: { kind: 'AMOUNT_OFF', amountOff: 1_000 },
  minimumSpend: 5_000,
  expiresAt: new Date('2026-12-31T23:59:59Z'),
};

describe('promo code rules', () => {
  it('proves a code gives its amount off once the item total reaches its minimum spend', () => {
    expect(judgePromoCode(tenOff, { itemTotal: 4_999, appliedCodes: [], now })).toEqual({
      outcome: 'refused',
      reason: 'MINIMUM_SPEND_NOT_MET',
    });
    expect(judgePromoCode(tenOff, { itemTotal: 5_000, appliedCodes: [], now })).toEqual({
      outcome: 'applies',
      discount: 1_000,
    });
  });

  it('proves a percentage off is rounded down to whole pence', () => {
    expect(promoDiscount({ kind: 'PERCENT_OFF', percentOff: 15 }, 3_333)).toBe(499);
  });

  it('proves an expired code, a second code and the same code again are refused', () => {
    const order = { itemTotal: 9_000, now };
    expect(judgePromoCode({ ...tenOff, expiresAt: now }, { ...order, appliedCodes: [] })).toEqual({
      outcome: 'refused',
      reason: 'EXPIRED',
    });
    expect(judgePromoCode(tenOff, { ...order, appliedCodes: ['OTHER'] })).toEqual({
      outcome: 'refused',
      reason: 'ONE_PER_ORDER',
    });
    expect(judgePromoCode(tenOff, { ...order, appliedCodes: [' tenoff '] })).toEqual({
      outcome: 'refused',
      reason: 'ALREADY_APPLIED',
    });
    expect(judgePromoCode({ ...tenOff, expiresAt: null }, { ...order, appliedCodes: [] })).toEqual({
      outcome: 'applies',
      discount: 1_000,
    });
  });

  it('proves codes compare without case, but a base64 VOUCHER keeps its case', () => {
    expect(normalisePromoCode(' spring10 ')).toBe('SPRING10');
    expect(normalisePromoCode('MTIzOjQ1Ng==')).toBe('MTIzOjQ1Ng==');
  });

  it('proves a discount is never negative and never more than the item total', () => {
    const discount = fc.oneof(
      fc.record({
        kind: fc.constant('AMOUNT_OFF' as const),
        amountOff: fc.integer({ min: -1_000, max: 100_000 }),
      }),
      fc.record({
        kind: fc.constant('PERCENT_OFF' as const),
        percentOff: fc.integer({ min: -50, max: 200 }),
      }),
    );
    fc.assert(
      fc.property(discount, fc.integer({ min: -100, max: 100_000 }), (terms, itemTotal) => {
        const off = promoDiscount(terms, itemTotal);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(Math.max(0, itemTotal));
        expect(Number.isInteger(off)).toBe(true);
      }),
    );
  });
});
