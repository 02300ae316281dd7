import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './conversion-interval.ts';

describe('the conversion rate’s 95% interval (Wilson score)', () => {
  it('proves known values: 10 of 100 is 5.5%–17.4%, 0 of 10 is 0%–27.8%', () => {
    const tenOfHundred = wilsonInterval(10, 100);
    expect(tenOfHundred?.rate).toBe(0.1);
    expect(tenOfHundred?.low).toBeCloseTo(0.05523, 4);
    expect(tenOfHundred?.high).toBeCloseTo(0.17437, 4);
    const none = wilsonInterval(0, 10);
    expect(none).toMatchObject({ rate: 0, low: 0 });
    expect(none?.high).toBeCloseTo(0.27753, 4);
    expect(wilsonInterval(10, 10)).toMatchObject({ rate: 1, high: 1 });
    expect(wilsonInterval(10, 10)?.low).toBeCloseTo(0.72247, 4);
  });

  it('proves no exposures give no rate, and impossible counts are refused', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(() => wilsonInterval(3, 2)).toThrow(RangeError);
    expect(() => wilsonInterval(-1, 2)).toThrow(RangeError);
    expect(() => wilsonInterval(0.5, 2)).toThrow(RangeError);
  });

  it('proves the interval always holds the rate, stays within 0–1, and narrows as trials grow', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 100_000 })
          .chain((trials) => fc.tuple(fc.integer({ min: 0, max: trials }), fc.constant(trials))),
        ([successes, trials]) => {
          const interval = wilsonInterval(successes, trials);
          if (interval === null) throw new Error('no interval');
          expect(interval.rate).toBe(successes / trials);
          expect(interval.low).toBeGreaterThanOrEqual(0);
          expect(interval.high).toBeLessThanOrEqual(1);
          expect(interval.low).toBeLessThanOrEqual(interval.rate);
          expect(interval.high).toBeGreaterThanOrEqual(interval.rate);
          const bigger = wilsonInterval(successes * 4, trials * 4);
          if (bigger === null) throw new Error('no interval');
          expect(bigger.high - bigger.low).toBeLessThan(interval.high - interval.low);
        },
      ),
    );
  });
});
