/** How the analytics dashboard writes its figures (en-GB). */

const count = new Intl.NumberFormat('en-GB');
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });
const shortDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatCount = (value: number): string => count.format(value);

/** A share from 0 to 1 as a percentage; a dash when there is none. */
export const formatShare = (value: number | null): string =>
  value === null ? '–' : percent.format(value);

/** '2025-03-01' → '1 Mar' (axis labels). */
export const formatShortDay = (day: string): string => shortDay.format(new Date(`${day}T00:00Z`));

/** '2025-03-01' → '1 March 2025'. */
export const formatLongDay = (day: string): string => longDay.format(new Date(`${day}T00:00Z`));
