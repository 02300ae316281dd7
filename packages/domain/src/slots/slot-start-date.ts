import { addDays, calendarDate, laterDate } from '../time/calendar-date.ts';
import { londonIsoDate } from '../time/london-date.ts';

/**
 * Which days the grid shows (spec doc 1 §4: a slot start date is honoured only if after
 * tomorrow's start unless an override is on; grid length 5 or 3). The override
 * (SLOT_START_DATE_OVERRIDE) lets a test shop show today's slots.
 */

/** The most days one slot days call answers (the generated horizon is 21 days ahead). */
export const MAX_SLOT_DAYS = 21;
/** Spec: the grid shows 5 or 3 days at a time. */
export const GRID_LENGTHS = [5, 3] as const;
export const DEFAULT_GRID_LENGTH = 5;

/** The first day whose slots may be shown: tomorrow, or today with the override. */
export function firstSlotDay(now: Date, override: boolean): string {
  const today = londonIsoDate(now);
  return override ? today : addDays(today, 1);
}

export type SlotDayRange =
  | { outcome: 'days'; dates: string[] }
  /** Every day asked for is before the first bookable one (spec: 'no earlier slots'). */
  | { outcome: 'no-earlier-slots'; firstDate: string };

/**
 * The days to show for a request starting at `fromDate` (default: the first day) for `days`
 * days: a start before the first day moves to it, keeping the end; nothing left is 'no earlier
 * slots'.
 */
export function slotDayRange(
  request: { fromDate?: string | undefined; days?: number | undefined },
  now: Date,
  override: boolean,
): SlotDayRange {
  const first = firstSlotDay(now, override);
  const wanted = request.fromDate ? (calendarDate(request.fromDate) ?? first) : first;
  const days = Math.min(Math.max(request.days ?? DEFAULT_GRID_LENGTH, 1), MAX_SLOT_DAYS);
  const end = addDays(wanted, days);
  const start = laterDate(wanted, first);
  if (start >= end) return { outcome: 'no-earlier-slots', firstDate: first };
  const dates: string[] = [];
  for (let date = start; date < end; date = addDays(date, 1)) dates.push(date);
  return { outcome: 'days', dates };
}
