const longDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * `2026-12-12T10:00:00Z` → `Saturday 12 December 2026`, in London time so the server and the
 * browser print the same text. An unreadable date prints nothing.
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date).replace(',', '');
}
