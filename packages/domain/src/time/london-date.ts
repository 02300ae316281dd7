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

/**
 * The instant the London day after `instant`'s begins: midnight in London, 23:00 UTC the evening
 * before in summer time (the clocks change at 01:00 UTC, never near midnight).
 */
export function nextLondonMidnight(instant: Date): Date {
  const [year, month, day] = londonIsoDate(instant).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const utcMidnight = Date.UTC(year, month - 1, day + 1);
  const anHourBefore = new Date(utcMidnight - 3_600_000);
  return londonIsoDate(anHourBefore) === londonIsoDate(new Date(utcMidnight))
    ? anHourBefore
    : new Date(utcMidnight);
}
