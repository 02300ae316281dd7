/** Calendar dates as 'YYYY-MM-DD' strings (the shop's days, already in Europe/London). */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Midnight UTC of 'YYYY-MM-DD' plus `days`, in milliseconds; Date.UTC rolls over months. */
function utcTime(date: string, days = 0): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d + days);
}

/** The 'YYYY-MM-DD' at the start of `text` (a date or a date-time), or null. */
export function calendarDate(text: string): string | null {
  const date = ISO_DATE.exec(text)?.[0];
  // A day that does not exist (30 February) rolls over and so does not come back the same.
  return date !== undefined && addDays(date, 0) === date ? date : null;
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(utcTime(date, days)).toISOString().slice(0, 10);
}

/** The later of two dates. */
export function laterDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcTime(to) - utcTime(from)) / 86_400_000);
}

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** '2025-12-20' → '20 December'. */
export function formatDayMonth(date: string): string {
  return dayMonth.format(new Date(utcTime(date)));
}
