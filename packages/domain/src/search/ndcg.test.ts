import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dcgAtK, gain, idealGrades, ndcgAtK } from './ndcg.ts';

const grade = fc.integer({ min: 0, max: 3 });

/** Grades of a catalogue with something worth finding, and a ranked list drawn from it. */
const rankedFromCatalogue = fc
  .array(grade, { minLength: 1, maxLength: 30 })
  .filter((available) => available.some((g) => g > 0))
  .chain((available) =>
    fc
      .shuffledSubarray(available, { minLength: 0, maxLength: Math.min(5, available.length) })
      .map((returned) => ({ available, returned })),
  );

describe('gain and DCG', () => {
  it('proves a grade is worth 2^grade − 1 and a lower place is discounted by log2(place + 1)', () => {
    expect([0, 1, 2, 3].map(gain)).toEqual([0, 1, 3, 7]);
    expect(dcgAtK([3], 5)).toBe(7);
    expect(dcgAtK([0, 3], 5)).toBeCloseTo(7 / Math.log2(3), 12);
    expect(dcgAtK([3, 2, 1], 5)).toBeCloseTo(7 + 3 / Math.log2(3) + 1 / 2, 12);
  });

  it('proves only the first k grades count', () => {
    expect(dcgAtK([1, 1, 1, 1, 1, 3], 5)).toBeCloseTo(dcgAtK([1, 1, 1, 1, 1], 5), 12);
  });

  it('refuses grades that are not whole numbers ≥ 0 and k below 1', () => {
    expect(() => gain(-1)).toThrow(RangeError);
    expect(() => gain(1.5)).toThrow(RangeError);
    expect(() => dcgAtK([1], 0)).toThrow(RangeError);
  });

  it('proves the ideal list is the best available grades, highest first, cut to k', () => {
    expect(idealGrades([0, 2, 3, 1, 3, 2, 2], 5)).toEqual([3, 3, 2, 2, 2]);
    expect(idealGrades([1], 5)).toEqual([1]);
  });
});

describe('NDCG@k', () => {
  it('proves a list that misses the best products scores below one and above zero', () => {
    const available = [3, 3, 3, 2, 1, 0, 0];
    expect(ndcgAtK([3, 3, 3, 2, 1], available, 5)).toBe(1);
    const score = ndcgAtK([0, 1, 3, 0, 0], available, 5);
    expect(score).toBeGreaterThan(0);
    expect(score).toBeLessThan(0.5);
    expect(ndcgAtK([0, 0, 0, 0, 0], available, 5)).toBe(0);
  });

  it('proves a case with nothing worth finding is refused, not scored', () => {
    expect(() => ndcgAtK([0, 0], [0, 0, 0], 5)).toThrow(/cannot be scored/);
    expect(() => ndcgAtK([], [], 5)).toThrow(/cannot be scored/);
  });

  it('proves returned grades the catalogue does not hold are refused', () => {
    expect(() => ndcgAtK([3], [1], 5)).toThrow(/not among the available/);
  });

  it('proves the score of any list drawn from the catalogue is within [0, 1]', () => {
    fc.assert(
      fc.property(rankedFromCatalogue, ({ available, returned }) => {
        const score = ndcgAtK(returned, available, 5);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('proves a perfectly ordered list scores one', () => {
    fc.assert(
      fc.property(
        fc.array(grade, { minLength: 1, maxLength: 30 }).filter((a) => a.some((g) => g > 0)),
        fc.integer({ min: 1, max: 10 }),
        (available, k) => {
          expect(ndcgAtK(idealGrades(available, k), available, k)).toBeCloseTo(1, 12);
        },
      ),
    );
  });

  it('proves moving a higher grade below a lower one never raises the score', () => {
    fc.assert(
      fc.property(
        rankedFromCatalogue.filter(({ returned }) => returned.length >= 2),
        fc.nat(),
        fc.nat(),
        ({ available, returned }, a, b) => {
          const i = a % returned.length;
          const j = b % returned.length;
          const [upper, lower] = i < j ? [i, j] : [j, i];
          fc.pre(upper !== lower && (returned[upper] ?? 0) > (returned[lower] ?? 0));
          const swapped = [...returned];
          [swapped[upper], swapped[lower]] = [returned[lower] ?? 0, returned[upper] ?? 0];
          expect(ndcgAtK(swapped, available, 5)).toBeLessThan(ndcgAtK(returned, available, 5));
        },
      ),
    );
  });
});
