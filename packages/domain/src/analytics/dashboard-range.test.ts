import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { londonIsoDate } from '../time/london-date.ts';
import {
  DASHBOARD_MAX_DAYS,
  DASHBOARD_RANGE_PROBLEMS,
  dashboardRange,
  daysOf,
  everyDay,
  isReadableRange,
  londonDayStart,
  rangeInstants,
} from './dashboard-range.ts';

const today = '2025-03-31';
const fallback = { from: '2025-03-04', to: '2025-03-31' };

describe('the dashboard date range', () => {
  it('proves no choice means the last 28 days to today, both ends included', () => {
    expect(dashboardRange({}, today)).toEqual({ ok: true, range: fallback });
    expect(dashboardRange({ from: '', to: ' ' }, today)).toEqual({ ok: true, range: fallback });
    expect(daysOf(fallback)).toHaveLength(28);
  });

  it('proves a chosen range is kept, and a missing end is filled in', () => {
    expect(dashboardRange({ from: '2025-01-01', to: '2025-01-31' }, today)).toEqual({
      ok: true,
      range: { from: '2025-01-01', to: '2025-01-31' },
    });
    expect(dashboardRange({ from: '2025-03-30' }, today).range).toEqual({
      from: '2025-03-30',
      to: today,
    });
    expect(dashboardRange({ to: '2025-02-28' }, today).range).toEqual({
      from: '2025-02-01',
      to: '2025-02-28',
    });
    expect(dashboardRange({ from: today, to: today }, today)).toEqual({
      ok: true,
      range: { from: today, to: today },
    });
  });

  it('proves a range that cannot be shown names its problem and falls back to the default', () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: '2025-02-30' }, DASHBOARD_RANGE_PROBLEMS.notADate],
      [{ from: 'yesterday' }, DASHBOARD_RANGE_PROBLEMS.notADate],
      [{ to: '2025-03-01T00:00' }, DASHBOARD_RANGE_PROBLEMS.notADate],
      [{ from: '2025-03-02', to: '2025-03-01' }, DASHBOARD_RANGE_PROBLEMS.fromAfterTo],
      [{ from: '2025-04-01' }, DASHBOARD_RANGE_PROBLEMS.fromAfterTo],
      [{ from: '2024-01-01', to: '2025-03-01' }, DASHBOARD_RANGE_PROBLEMS.tooLong],
    ];
    for (const [asked, problem] of cases) {
      expect(dashboardRange(asked, today), JSON.stringify(asked)).toEqual({
        ok: false,
        problem,
        range: fallback,
      });
    }
  });

  it('proves every range it gives is readable: from ≤ to and at most 400 days', () => {
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.option(day), fc.option(day), day, (from, to, now) => {
        const answer = dashboardRange({ from, to }, now);
        expect(isReadableRange(answer.range)).toBe(true);
        expect(daysOf(answer.range).length).toBeLessThanOrEqual(DASHBOARD_MAX_DAYS);
        if (answer.ok && from !== null) expect(answer.range.from).toBe(from);
        if (answer.ok && to !== null) expect(answer.range.to).toBe(to);
      }),
    );
  });

  it('proves a day starts at London midnight: 23:00 UTC the evening before in summer time', () => {
    expect(londonDayStart('2025-01-15').toISOString()).toBe('2025-01-15T00:00:00.000Z');
    expect(londonDayStart('2025-07-15').toISOString()).toBe('2025-07-14T23:00:00.000Z');
    // The days the clocks change: midnight is still in the old time.
    expect(londonDayStart('2025-03-30').toISOString()).toBe('2025-03-30T00:00:00.000Z');
    expect(londonDayStart('2025-10-26').toISOString()).toBe('2025-10-25T23:00:00.000Z');
    expect(rangeInstants({ from: '2025-03-29', to: '2025-03-30' })).toEqual({
      start: new Date('2025-03-29T00:00:00.000Z'),
      end: new Date('2025-03-30T23:00:00.000Z'),
    });
  });

  it('proves each day start is the first instant of that London day', () => {
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (d) => {
        const start = londonDayStart(d);
        expect(londonIsoDate(start)).toBe(d);
        expect(londonIsoDate(new Date(start.getTime() - 1))).not.toBe(d);
      }),
    );
  });

  it('proves a daily series has every day of the range, zeros where nothing was counted', () => {
    const range = { from: '2025-03-01', to: '2025-03-03' };
    const series = everyDay(range, [{ day: '2025-03-02', visitors: 4 }], (d) => ({
      day: d,
      visitors: 0,
    }));
    expect(series).toEqual([
      { day: '2025-03-01', visitors: 0 },
      { day: '2025-03-02', visitors: 4 },
      { day: '2025-03-03', visitors: 0 },
    ]);
  });
});
