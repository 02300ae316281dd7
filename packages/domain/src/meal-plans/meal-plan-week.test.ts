import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfDay, isPlanDate, nextWeekStart, weekStartOf } from './meal-plan-week.ts';

describe('meal plan weeks', () => {
  it('start on Monday', () => {
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(nextWeekStart('2026-11-23')).toBe('2026-11-30');
    expect(dateOfDay('2026-11-23', 'FRI')).toBe('2026-11-27');
  });

  it('every day falls in the week that starts on its Monday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const day = new Date(Date.UTC(2000, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
        const start = weekStartOf(day);
        expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(start <= day && day < nextWeekStart(start)).toBe(true);
      }),
    );
  });

  it('a plan date is a day that exists, written YYYY-MM-DD', () => {
    expect(isPlanDate('2026-11-30')).toBe(true);
    expect(isPlanDate('2028-02-29')).toBe(true);
    expect(isPlanDate('2026-02-29')).toBe(false);
    expect(isPlanDate('2026-11-31')).toBe(false);
    expect(isPlanDate('30/11/2026')).toBe(false);
    expect(isPlanDate('2026-11-30T00:00:00Z')).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (offset) => {
        const day = new Date(Date.UTC(1990, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
        expect(isPlanDate(day)).toBe(true);
      }),
    );
  });
});
