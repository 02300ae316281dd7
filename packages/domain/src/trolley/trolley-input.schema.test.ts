import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseQuantity, UNIT_LIMITS } from '../quantity/quantity.ts';
import {
  orderIdSchema,
  quantityProblem,
  trolleyItemInputSchema,
  trolleyItemUpdateSchema,
  UOMS,
} from './trolley-input.schema.ts';

const item = (fields: Record<string, unknown> = {}) => ({
  lineNumber: '100001',
  productId: '100001-1234-1235',
  quantity: { amount: 2, uom: 'C62' },
  ...fields,
});

describe('quantityProblem (what a trolley line may hold)', () => {
  it('accepts 0 and every normalised amount in range', () => {
    expect(quantityProblem({ amount: 0, uom: 'C62' })).toBeNull();
    expect(quantityProblem({ amount: 99, uom: 'C62' })).toBeNull();
    expect(quantityProblem({ amount: 0.5, uom: 'KGM' })).toBeNull();
    expect(quantityProblem({ amount: 200, uom: 'GRM' })).toBeNull();
    expect(quantityProblem({ amount: 99.99, uom: 'LBR' })).toBeNull();
  });

  it('refuses negative, not-a-number, huge, below the minimum and unrounded amounts', () => {
    expect(quantityProblem({ amount: -1, uom: 'C62' })).toBe('must be 0 (none) or from 1 to 99');
    expect(quantityProblem({ amount: Number.NaN, uom: 'C62' })).toMatch(/must be a number/);
    expect(quantityProblem({ amount: Number.POSITIVE_INFINITY, uom: 'KGM' })).toMatch(/number/);
    expect(quantityProblem({ amount: 1e9, uom: 'C62' })).toBe('must be 0 (none) or from 1 to 99');
    expect(quantityProblem({ amount: 0.05, uom: 'KGM' })).toBe(
      'must be 0 (none) or from 0.1 to 99.9 kg',
    );
    expect(quantityProblem({ amount: 1.5, uom: 'C62' })).toBe('must be a whole number');
    expect(quantityProblem({ amount: 0.25, uom: 'KGM' })).toBe(
      'must have one decimal place at most',
    );
  });

  it('holds exactly the amounts normaliseQuantity leaves unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 1200, noNaN: true }),
        fc.constantFrom(...UOMS),
        (amount, uom) => {
          const fine = quantityProblem({ amount, uom }) === null;
          const max = UNIT_LIMITS[uom].max;
          expect(fine).toBe(
            amount === 0 ||
              (amount > 0 && amount <= max && normaliseQuantity(amount, uom) === amount),
          );
        },
      ),
    );
  });
});

describe('trolley call inputs', () => {
  it('reads a full add and names the bad field otherwise', () => {
    expect(
      trolleyItemInputSchema.parse(item({ canSubstitute: false, noteToShopper: 'ripe' })),
    ).toMatchObject({
      canSubstitute: false,
      noteToShopper: 'ripe',
    });
    const unknownUnit = trolleyItemInputSchema.safeParse(
      item({ quantity: { amount: 1, uom: 'LTR' } }),
    );
    expect(unknownUnit.error?.issues[0]?.path).toEqual(['quantity', 'uom']);
    const extra = trolleyItemInputSchema.safeParse(item({ price: 1 }));
    expect(extra.success).toBe(false);
    const control = trolleyItemInputSchema.safeParse(item({ noteToShopper: 'a\u0000b' }));
    expect(control.error?.issues[0]?.message).toBe('must not contain control characters');
    const long = trolleyItemInputSchema.safeParse(item({ noteToShopper: 'x'.repeat(101) }));
    expect(long.error?.issues[0]?.message).toBe('must be at most 100 characters');
    expect(trolleyItemInputSchema.safeParse(item({ lineNumber: '12a' })).success).toBe(false);
  });

  it('needs an update to change something', () => {
    expect(trolleyItemUpdateSchema.safeParse({}).success).toBe(false);
    expect(trolleyItemUpdateSchema.parse({ noteToShopper: null })).toEqual({ noteToShopper: null });
    expect(trolleyItemUpdateSchema.parse({ quantity: { amount: 0, uom: 'C62' } })).toBeTruthy();
  });

  it('takes decimal order ids only', () => {
    expect(orderIdSchema.safeParse('10000001').success).toBe(true);
    for (const bad of ['', '0', '01', '-1', '1e3', 'x', '1'.repeat(17)]) {
      expect(orderIdSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
