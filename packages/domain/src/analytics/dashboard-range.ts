import { addDays, calendarDate, daysBetween } from '../time/calendar-date.ts';
import { londonIsoDate } from '../time/london-date.ts';

/**
 * The staff analytics dashboard's date range (decision 0071): whole Europe/London days, both
 * ends included. Without a choice it is the last 28 days to today; it may span at most 400 days
 * (the collector's default retention, decision 0070), so one query never reads more partitions
 * than the table keeps.
 */
export const DASHBOARD_DEFAULT_DAYS = 28;
export const DASHBOARD_MAX_DAYS = 400;

export interface DashboardRange {
  /** The first day, 'YYYY-MM-DD' in Europe/London. */
  from: string;
  /** The last day, included. */
  to: string;
}

export const DASHBOARD_RANGE_PROBLEMS = {
  notADate: 'Enter the dates as real days, for example 2025-03-01.',
  fromAfterTo: 'The first day must be on or before the last day.',
  tooLong: `Choose a range of at most ${DASHBOARD_MAX_DAYS} days.`,
} as const;

export type DashboardRangeAnswer =
  | { ok: true; range: DashboardRange }
  /** The range asked for cannot be shown: the problem, and the default range to show instead. */
  | { ok: false; problem: string; range: DashboardRange };

/** The last 28 days to `today` (a London day). */
export function defaultDashboardRange(today: string): DashboardRange {
  return { from: addDays(today, 1 - DASHBOARD_DEFAULT_DAYS), to: today };
}

/** How many days a range covers, both ends included. */
export const rangeDays = (range: DashboardRange): number => daysBetween(range.from, range.to) + 1;

/**
 * The range a dashboard request asks for (`from` and `to` as a date field sends them; empty or
 * missing means not chosen). A missing end is filled in: no `to` is today, no `from` is 28 days
 * back from `to`. A range that cannot be shown gives its problem and the default range.
 */
export function dashboardRange(
  asked: { from?: string | null; to?: string | null },
  today: string,
): DashboardRangeAnswer {
  const fallback = defaultDashboardRange(today);
  const fromText = asked.from?.trim() ?? '';
  const toText = asked.to?.trim() ?? '';
  if (fromText === '' && toText === '') return { ok: true, range: fallback };
  const from = fromText === '' ? null : exactDate(fromText);
  const to = toText === '' ? null : exactDate(toText);
  if ((fromText !== '' && from === null) || (toText !== '' && to === null)) {
    return { ok: false, problem: DASHBOARD_RANGE_PROBLEMS.notADate, range: fallback };
  }
  const last = to ?? today;
  return checkedRange(
    { from: from ?? addDays(last, 1 - DASHBOARD_DEFAULT_DAYS), to: last },
    fallback,
  );
}

/** Whether a range may be read: real days, `from` on or before `to`, at most 400 days. */
export function isReadableRange(range: DashboardRange): boolean {
  return (
    exactDate(range.from) === range.from &&
    exactDate(range.to) === range.to &&
    range.from <= range.to &&
    rangeDays(range) <= DASHBOARD_MAX_DAYS
  );
}

function checkedRange(range: DashboardRange, fallback: DashboardRange): DashboardRangeAnswer {
  if (range.from > range.to) {
    return { ok: false, problem: DASHBOARD_RANGE_PROBLEMS.fromAfterTo, range: fallback };
  }
  if (rangeDays(range) > DASHBOARD_MAX_DAYS) {
    return { ok: false, problem: DASHBOARD_RANGE_PROBLEMS.tooLong, range: fallback };
  }
  return { ok: true, range };
}

/** A 'YYYY-MM-DD' day and nothing else (a date field's value), or null. */
function exactDate(text: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? calendarDate(text) : null;
}

/** Every day of a range, in order. */
export function daysOf(range: DashboardRange): string[] {
  return Array.from({ length: rangeDays(range) }, (_, i) => addDays(range.from, i));
}

/** One entry per day of the range, in order: the row counted for that day, or `empty(day)`. */
export function everyDay<T extends { day: string }>(
  range: DashboardRange,
  rows: readonly T[],
  empty: (day: string) => T,
): T[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOf(range).map((day) => byDay.get(day) ?? empty(day));
}

/**
 * The instant a London day starts. Clocks change at 01:00 UTC, so midnight is never skipped or
 * repeated: it is 23:00 UTC the evening before in summer time and 00:00 UTC in winter.
 */
export function londonDayStart(day: string): Date {
  const midnightUtc = new Date(`${day}T00:00:00.000Z`);
  const summer = new Date(midnightUtc.getTime() - 60 * 60 * 1000);
  return londonIsoDate(summer) === day ? summer : midnightUtc;
}

/** The instants a range covers: from its first day's start to the start of the day after it. */
export function rangeInstants(range: DashboardRange): { start: Date; end: Date } {
  return { start: londonDayStart(range.from), end: londonDayStart(addDays(range.to, 1)) };
}
