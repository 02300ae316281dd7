import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountCovered, coverOrder } from './tender-cover.ts';

const amount = fc.oneof(
  fc.integer({ min: -10_000, max: 1_000_000 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 0.5, -0.5),
);

describe('what a gift card or voucher covers', () => {
  it('proves examples: the balance, or what is left to pay when that is less', () => {
    expect(amountCovered(2_500, 10_000)).toBe(2_500);
    expect(amountCovered(2_500, 1_000)).toBe(1_000);
    expect(amountCovered(0, 1_000)).toBe(0);
    expect(amountCovered(-5, 1_000)).toBe(0);
    expect(coverOrder(5_000, [2_000, 2_000, 2_000])).toEqual({
      amounts: [2_000, 2_000, 1_000],
      covered: 5_000,
      toPay: 0,
    });
    expect(coverOrder(5_000, [])).toEqual({ amounts: [], covered: 0, toPay: 5_000 });
  });

  it('proves a tender never covers a negative amount, nor more than its balance or the amount to pay', () => {
    fc.assert(
      fc.property(amount, amount, (balance, toPay) => {
        const covered = amountCovered(balance, toPay);
        expect(covered).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(covered)).toBe(true);
        if (Number.isFinite(balance)) expect(covered).toBeLessThanOrEqual(Math.max(0, balance));
        if (Number.isFinite(toPay)) expect(covered).toBeLessThanOrEqual(Math.max(0, toPay));
      }),
    );
  });

  it('proves tenders together never cover more than the total, and what is left plus what is covered is the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(amount, { maxLength: 20 }),
        (total, balances) => {
          const cover = coverOrder(total, balances);
          const sum = cover.amounts.reduce((a, b) => a + b, 0);
          expect(sum).toBe(cover.covered);
          expect(sum).toBeLessThanOrEqual(total);
          expect(cover.toPay).toBeGreaterThanOrEqual(0);
          expect(cover.covered + cover.toPay).toBe(total);
          for (const [i, part] of cover.amounts.entries()) {
            expect(part).toBeGreaterThanOrEqual(0);
            const balance = balances[i] as number;
            if (Number.isFinite(balance)) expect(part).toBeLessThanOrEqual(Math.max(0, balance));
          }
        },
      ),
    );
  });
});
