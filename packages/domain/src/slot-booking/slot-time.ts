import { londonMinutesOfDay } from '../slots/london-time.ts';

/**
 * How slot times read (spec doc 3 §2: the date as long day and month; the time range as hours
 * with AM/PM, '11:30PM is shown as 12AM'). Every time is Europe/London wall-clock, whatever the
 * server's or the browser's zone, so both print the same text (decision 0037).
 *
 * The rule behind '11:30PM is shown as 12AM': a window shows whole hours that cover it, so its
 * start rounds down to the hour and its end rounds up. A window is never shown narrower than it
 * is, and two windows half an hour apart never read the same.
 */

const londonDayMonth = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

const londonShortDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

function instantOf(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The London wall-clock time of an instant as minutes after midnight (0..1439). */
export function londonMinuteOfDay(value: string | Date): number | null {
  const date = instantOf(value);
  return date ? londonMinutesOfDay(date) : null;
}

/** 'HH:MM' of a minute of the day (24-hour clock). */
export function clockText(minuteOfDay: number): string {
  const hour = Math.floor(minuteOfDay / 60) % 24;
  const minute = minuteOfDay % 60;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** An hour of the clock (0..24) as the shop writes it: 12AM, 9AM, 12PM, 5PM; 24 is 12AM. */
export function hourText(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve}${h < 12 ? 'AM' : 'PM'}`;
}

/** A slot's start as an hour: rounded down to the hour ('7:30AM' starts at 7AM). */
export function slotStartText(start: string | Date): string {
  const minutes = londonMinuteOfDay(start);
  return minutes === null ? '' : hourText(Math.floor(minutes / 60));
}

/** A slot's end as an hour: rounded up to the hour ('11:30PM' is shown as 12AM). */
export function slotEndText(end: string | Date): string {
  const minutes = londonMinuteOfDay(end);
  return minutes === null ? '' : hourText(Math.ceil(minutes / 60));
}

/** '9AM - 10AM'; the range of a slot from its start and end instants. */
export function slotTimeRange(start: string | Date, end: string | Date): string {
  const from = slotStartText(start);
  const to = slotEndText(end);
  return from && to ? `${from} - ${to}` : '';
}

/** The same range as a screen reader should say it: '9AM to 10AM'. */
export function slotTimeRangeSpoken(start: string | Date, end: string | Date): string {
  const from = slotStartText(start);
  const to = slotEndText(end);
  return from && to ? `${from} to ${to}` : '';
}

/** The long day and month of an instant in London: 'Tuesday 24 November'. */
export function slotDateText(value: string | Date): string {
  const date = instantOf(value);
  return date ? londonDayMonth.format(date).replace(',', '') : '';
}

/** Midday UTC of a 'YYYY-MM-DD': on that day in London whatever the season. */
function middayOf(isoDate: string): Date | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? instantOf(`${isoDate}T12:00:00Z`) : null;
}

/** A grid day ('YYYY-MM-DD', already a London day) as 'Tuesday 24 November'. */
export function gridDayText(isoDate: string): string {
  const date = middayOf(isoDate);
  return date ? londonDayMonth.format(date).replace(',', '') : '';
}

/** A grid day's column heading, short: 'Tue 24 Nov'. */
export function gridDayShortText(isoDate: string): string {
  const date = middayOf(isoDate);
  return date ? londonShortDay.format(date).replace(',', '') : '';
}

/** A London clock time with minutes only when it has them: '3PM', '3:05PM' (reservations). */
export function londonTimeText(value: string | Date): string {
  const minutes = londonMinuteOfDay(value);
  if (minutes === null) return '';
  const hour = hourText(Math.floor(minutes / 60));
  const rest = minutes % 60;
  return rest === 0 ? hour : hour.replace(/(AM|PM)$/, `:${String(rest).padStart(2, '0')}$1`);
}
