import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  packsAsQuantity,
  packsNeeded,
  sameDimension,
  scaleAmount,
  toBaseUnits,
} from './recipe-measures.ts';

describe('toBaseUnits', () => {
  it('weighs and measures in grams, millilitres and items', () => {
    expect(toBaseUnits({ amount: 1.5, unit: 'kg' })).toEqual({ dimension: 'mass', amount: 1500 });
    expect(toBaseUnits({ amount: 2, unit: 'tbsp' })).toEqual({ dimension: 'volume', amount: 30 });
    expect(toBaseUnits({ amount: 1, unit: 'Litre' })).toEqual({
      dimension: 'volume',
      amount: 1000,
    });
    expect(toBaseUnits({ amount: 3, unit: '' })).toEqual({ dimension: 'count', amount: 3 });
    expect(toBaseUnits({ amount: 3, unit: 'cloves' })).toBeNull();
    expect(sameDimension({ amount: 1, unit: 'g' }, { amount: 1, unit: 'ml' })).toBe(false);
  });
});

describe('packsNeeded', () => {
  it('rounds up to whole packs', () => {
    expect(packsNeeded({ amount: 200, unit: 'g' }, { amount: 500, unit: 'g' })).toBe(1);
    expect(packsNeeded({ amount: 400, unit: 'g' }, { amount: 500, unit: 'g' })).toBe(1);
    expect(packsNeeded({ amount: 1.2, unit: 'kg' }, { amount: 500, unit: 'g' })).toBe(3);
    expect(packsNeeded({ amount: 500, unit: 'g' }, { amount: 500, unit: 'g' })).toBe(1);
    expect(packsNeeded({ amount: 0, unit: 'g' }, { amount: 500, unit: 'g' })).toBe(0);
    expect(packsNeeded({ amount: 3, unit: 'tbsp' }, { amount: 500, unit: 'ml' })).toBe(1);
  });

  it('answers null when the amount cannot be compared with the pack', () => {
    expect(packsNeeded({ amount: 3, unit: 'cloves' }, { amount: 1, unit: '' })).toBeNull();
    expect(packsNeeded({ amount: 200, unit: 'g' }, { amount: 1, unit: 'l' })).toBeNull();
    expect(packsNeeded({ amount: 200, unit: 'g' }, { amount: 0, unit: 'g' })).toBeNull();
  });

  it('never buys less than needed, nor a whole pack more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        (needed, size) => {
          const packs =
            packsNeeded({ amount: needed, unit: 'g' }, { amount: size, unit: 'g' }) ?? -1;
          expect(packs * size).toBeGreaterThanOrEqual(needed);
          expect(packs * size - needed).toBeLessThan(size);
        },
      ),
    );
  });
});

describe('scaleAmount', () => {
  it('scales by servings', () => {
    expect(scaleAmount(200, 4, 2)).toBe(100);
    expect(scaleAmount(1.5, 2, 6)).toBe(4.5);
    expect(scaleAmount(200, 0, 2)).toBe(200);
  });

  it('scaling there and back gives the amount again', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        (amount, from, to) => {
          expect(scaleAmount(scaleAmount(amount, from, to), to, from)).toBeCloseTo(amount, 6);
        },
      ),
    );
  });
});

describe('packsAsQuantity', () => {
  it('proves packs are the product’s own quantity times the packs, to the tenth, in its unit', () => {
    expect(packsAsQuantity(2, { amount: 1, uom: 'C62' })).toEqual({ amount: 2, uom: 'C62' });
    expect(packsAsQuantity(3, { amount: 0.1, uom: 'KGM' })).toEqual({ amount: 0.3, uom: 'KGM' });
    expect(packsAsQuantity(2, { amount: 0.5, uom: 'KGM' })).toEqual({ amount: 1, uom: 'KGM' });
  });
});
