import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceInMiles, formatMiles, nearestFirst } from './branch-distance.ts';

const reading = { latitude: 51.455, longitude: -0.971 };
const oxford = { latitude: 51.752, longitude: -1.258 };
const edinburgh = { latitude: 55.953, longitude: -3.188 };

describe('distanceInMiles', () => {
  it('gives the straight-line miles a UK shopper would recognise', () => {
    // Reading to Oxford is about 24 miles as the crow flies; London to Edinburgh about 330.
    expect(distanceInMiles(reading, oxford)).toBeCloseTo(24.4, 0);
    expect(distanceInMiles({ latitude: 51.507, longitude: -0.128 }, edinburgh)).toBeCloseTo(
      331,
      -1,
    );
    expect(distanceInMiles(reading, reading)).toBe(0);
  });

  it('is the same both ways', () => {
    expect(distanceInMiles(reading, edinburgh)).toBeCloseTo(distanceInMiles(edinburgh, reading), 9);
  });
});

const ukPoint = fc.record({
  latitude: fc.double({ min: 49.8, max: 60.9, noNaN: true }),
  longitude: fc.double({ min: -8.2, max: 1.8, noNaN: true }),
});

/** Branches with ids by position; a few share a position, so ties happen. */
const branchesArb = fc
  .array(fc.oneof(ukPoint, fc.constant(reading), fc.constant(oxford)), { maxLength: 40 })
  .map((points) => points.map((point, id) => ({ id, ...point })));

describe('nearestFirst', () => {
  it('orders by distance from the origin, nearest first', () => {
    fc.assert(
      fc.property(ukPoint, branchesArb, (origin, branches) => {
        const ordered = nearestFirst(origin, branches);
        for (let i = 1; i < ordered.length; i++) {
          expect(ordered[i - 1]?.distanceMiles).toBeLessThanOrEqual(
            ordered[i]?.distanceMiles as number,
          );
        }
        for (const { item, distanceMiles } of ordered) {
          expect(distanceMiles).toBe(distanceInMiles(origin, item));
        }
      }),
    );
  });

  it('keeps every branch with a position exactly once', () => {
    fc.assert(
      fc.property(ukPoint, branchesArb, (origin, branches) => {
        const ids = nearestFirst(origin, branches).map(({ item }) => item.id);
        expect([...ids].sort((a, b) => a - b)).toEqual(branches.map((branch) => branch.id));
      }),
    );
  });

  it('keeps branches equally far in the order they were given (a stable tie)', () => {
    fc.assert(
      fc.property(ukPoint, branchesArb, (origin, branches) => {
        const ordered = nearestFirst(origin, branches);
        for (let i = 1; i < ordered.length; i++) {
          const [before, after] = [ordered[i - 1], ordered[i]];
          if (before?.distanceMiles === after?.distanceMiles) {
            expect(before?.item.id).toBeLessThan(after?.item.id as number);
          }
        }
      }),
    );
    // Two branches at one place, given in either order, come out in that order.
    const twins = [
      { id: 'b', ...oxford },
      { id: 'a', ...oxford },
      { id: 'c', ...reading },
    ];
    expect(nearestFirst(reading, twins).map(({ item }) => item.id)).toEqual(['c', 'b', 'a']);
  });

  it('leaves out a branch without a position', () => {
    const branches = [
      { id: 1, latitude: null, longitude: null },
      { id: 2, ...oxford },
      { id: 3, latitude: 51.4, longitude: null },
    ];
    expect(nearestFirst(reading, branches).map(({ item }) => item.id)).toEqual([2]);
  });
});

describe('formatMiles', () => {
  it('reads as miles: one decimal under ten, whole miles from ten, one mile singular', () => {
    expect(formatMiles(0)).toBe('Less than 0.1 miles');
    expect(formatMiles(0.04)).toBe('Less than 0.1 miles');
    expect(formatMiles(0.06)).toBe('0.1 miles');
    expect(formatMiles(0.44)).toBe('0.4 miles');
    expect(formatMiles(1.02)).toBe('1 mile');
    expect(formatMiles(2)).toBe('2 miles');
    expect(formatMiles(2.34)).toBe('2.3 miles');
    expect(formatMiles(9.94)).toBe('9.9 miles');
    expect(formatMiles(9.96)).toBe('10 miles');
    expect(formatMiles(24.4)).toBe('24 miles');
    expect(formatMiles(330.6)).toBe('331 miles');
  });
});
