/** Calendar dates as 'YYYY-MM-DD' strings (the shop's days, already in Europe/London). */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The 'YYYY-MM-DD' at the start of `text` (a date or a date-time), or null. */
export function calendarDate(text: string): string | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.toISOString().slice(0, 10) === `${y}-${m}-${d}` ? `${y}-${m}-${d}` : null;
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The later of two dates. */
export function laterDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const time = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((time(to) - time(from)) / 86_400_000);
}

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** '2025-12-20' → '20 December'. */
export function formatDayMonth(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return dayMonth.format(new Date(Date.UTC(y, m - 1, d)));
}
