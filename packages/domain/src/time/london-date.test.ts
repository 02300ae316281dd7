import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { londonIsoDate, nextLondonMidnight } from './london-date.ts';

describe('londonIsoDate', () => {
  it('gives the London calendar day, which in summer starts an hour before UTC', () => {
    expect(londonIsoDate(new Date('2024-06-30T22:59:00Z'))).toBe('2024-06-30');
    expect(londonIsoDate(new Date('2024-06-30T23:30:00Z'))).toBe('2024-07-01');
    expect(londonIsoDate(new Date('2024-12-31T23:30:00Z'))).toBe('2024-12-31');
  });
});

describe('nextLondonMidnight', () => {
  it('is where the next London day begins: in summer at 23:00 UTC, in winter at midnight UTC', () => {
    expect(nextLondonMidnight(new Date('2024-06-30T12:00:00Z')).toISOString()).toBe(
      '2024-06-30T23:00:00.000Z',
    );
    expect(nextLondonMidnight(new Date('2024-06-30T23:30:00Z')).toISOString()).toBe(
      '2024-07-01T23:00:00.000Z',
    );
    expect(nextLondonMidnight(new Date('2024-12-31T23:30:00Z')).toISOString()).toBe(
      '2025-01-01T00:00:00.000Z',
    );
    // The days the clocks change: 31 March 2024 is 23 hours long, 27 October 25.
    expect(nextLondonMidnight(new Date('2024-03-30T23:30:00Z')).toISOString()).toBe(
      '2024-03-31T00:00:00.000Z',
    );
    expect(nextLondonMidnight(new Date('2024-03-31T12:00:00Z')).toISOString()).toBe(
      '2024-03-31T23:00:00.000Z',
    );
    expect(nextLondonMidnight(new Date('2024-10-26T23:30:00Z')).toISOString()).toBe(
      '2024-10-28T00:00:00.000Z',
    );
  });

  it('proves for any instant that it is later, on the next London day, and the day before it is today', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (at) => {
          const next = nextLondonMidnight(at);
          expect(next.getTime()).toBeGreaterThan(at.getTime());
          expect(londonIsoDate(next)).not.toBe(londonIsoDate(at));
          expect(londonIsoDate(new Date(next.getTime() - 1))).toBe(londonIsoDate(at));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
