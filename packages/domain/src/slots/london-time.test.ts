import { describe, expect, it } from 'vitest';
import {
  londonMidnight,
  londonMinutesOfDay,
  londonOffsetMinutes,
  londonWallClock,
  weekdayOf,
} from './london-time.ts';

describe('londonWallClock', () => {
  it('reads 18:00 as 17:00Z in summer (BST) and 18:00Z in winter (GMT)', () => {
    expect(londonWallClock('2025-07-15', 18 * 60).toISOString()).toBe('2025-07-15T17:00:00.000Z');
    expect(londonWallClock('2025-01-15', 18 * 60).toISOString()).toBe('2025-01-15T18:00:00.000Z');
  });

  it('reads the spring change day (30 March 2025): GMT before 01:00, BST from 02:00', () => {
    expect(londonWallClock('2025-03-30', 30).toISOString()).toBe('2025-03-30T00:30:00.000Z');
    expect(londonWallClock('2025-03-30', 7 * 60).toISOString()).toBe('2025-03-30T06:00:00.000Z');
    // 01:30 does not exist that day: read in GMT, it is 02:30 by the clock.
    expect(londonWallClock('2025-03-30', 90).toISOString()).toBe('2025-03-30T01:30:00.000Z');
  });

  it('reads the autumn change day (26 October 2025): the repeated 01:30 is its first, BST', () => {
    expect(londonWallClock('2025-10-26', 90).toISOString()).toBe('2025-10-26T00:30:00.000Z');
    expect(londonWallClock('2025-10-26', 150).toISOString()).toBe('2025-10-26T02:30:00.000Z');
    expect(londonWallClock('2025-10-26', 7 * 60).toISOString()).toBe('2025-10-26T07:00:00.000Z');
  });

  it('rolls minutes past midnight into the next day', () => {
    expect(londonWallClock('2025-06-30', 24 * 60 + 30).toISOString()).toBe(
      '2025-06-30T23:30:00.000Z',
    );
  });
});

describe('London clock readings', () => {
  it('gives the offset and the minutes of the day on either side of a change', () => {
    expect(londonOffsetMinutes(new Date('2025-03-30T00:59:00Z'))).toBe(0);
    expect(londonOffsetMinutes(new Date('2025-03-30T01:00:00Z'))).toBe(60);
    expect(londonMinutesOfDay(new Date('2025-07-01T06:15:00Z'))).toBe(7 * 60 + 15);
    expect(londonMinutesOfDay(new Date('2025-12-01T06:15:00Z'))).toBe(6 * 60 + 15);
    expect(londonMidnight('2025-07-01').toISOString()).toBe('2025-06-30T23:00:00.000Z');
  });

  it('names the weekday of a day', () => {
    expect(weekdayOf('2025-12-20')).toBe(6);
    expect(weekdayOf('2025-12-21')).toBe(0);
    expect(weekdayOf('2025-12-22')).toBe(1);
  });
});
