import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addRating, isValidRating, roundToHalfStar, starFills } from './recipe-rating.ts';

describe('roundToHalfStar', () => {
  it('rounds to the nearest half star', () => {
    expect(roundToHalfStar(3.74)).toBe(3.5);
    expect(roundToHalfStar(3.75)).toBe(4);
    expect(roundToHalfStar(4.2)).toBe(4);
    expect(roundToHalfStar(4.3)).toBe(4.5);
    expect(roundToHalfStar(0)).toBe(0);
    expect(roundToHalfStar(Number.NaN)).toBe(0);
  });

  it('is a half star and never more than a quarter star away', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (average) => {
        const rounded = roundToHalfStar(average);
        expect(Number.isInteger(rounded * 2)).toBe(true);
        expect(Math.abs(rounded - average)).toBeLessThanOrEqual(0.25);
      }),
    );
  });
});

describe('ratings', () => {
  it('takes whole stars from 1 to 5', () => {
    expect(isValidRating(1)).toBe(true);
    expect(isValidRating(5)).toBe(true);
    expect(isValidRating(0)).toBe(false);
    expect(isValidRating(6)).toBe(false);
    expect(isValidRating(2.5)).toBe(false);
  });

  it('moves the average and count', () => {
    expect(addRating({ average: 0, totalRatings: 0 }, 4)).toEqual({ average: 4, totalRatings: 1 });
    expect(addRating({ average: 4, totalRatings: 1 }, 2)).toEqual({ average: 3, totalRatings: 2 });
  });

  it('fills stars to the rounded rating', () => {
    expect(starFills(3.6)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});
