/** The shop's calendar is Europe/London (spec doc 3 §9); dates are compared as 'YYYY-MM-DD'. */
const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Europe/London calendar date of an instant, as 'YYYY-MM-DD'. */
export function londonIsoDate(instant: Date): string {
  const parts = Object.fromEntries(
    londonParts.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
