import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsForSpend } from './loyalty-points.ts';

describe('pointsForSpend', () => {
  it('gives the rate for each whole pound paid, none for the pence over', () => {
    expect(pointsForSpend(0, 1)).toBe(0);
    expect(pointsForSpend(99, 1)).toBe(0);
    expect(pointsForSpend(100, 1)).toBe(1);
    expect(pointsForSpend(4_599, 1)).toBe(45);
    expect(pointsForSpend(4_599, 2)).toBe(90);
    expect(pointsForSpend(4_599, 0)).toBe(0);
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => pointsForSpend(-1, 1)).toThrow(RangeError);
    expect(() => pointsForSpend(1.5, 1)).toThrow(RangeError);
    expect(() => pointsForSpend(100, -1)).toThrow(RangeError);
  });

  it('never gives more for paying less, and never a point for less than a pound', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (a, b, rate) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(pointsForSpend(low, rate)).toBeLessThanOrEqual(pointsForSpend(high, rate));
          expect(pointsForSpend(high, rate)).toBeLessThanOrEqual((high / 100) * rate);
          expect(pointsForSpend(low % 100, rate)).toBe(0);
        },
      ),
    );
  });
});
