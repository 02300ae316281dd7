/**
 * Made on first use: a browser's first London-time format loads the time zone's data (tens of
 * milliseconds on a phone), and the shopping pages' script carries this module whether or not
 * the page shows a date (decision 0062).
 */
let longDate: Intl.DateTimeFormat | null = null;
const longDateFormat = () => {
  longDate ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return longDate;
};

/**
 * `2026-12-12T10:00:00Z` → `Saturday 12 December 2026`, in London time so the server and the
 * browser print the same text. An unreadable date prints nothing.
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDateFormat().format(date).replace(',', '');
}
