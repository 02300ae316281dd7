import { londonIsoDate } from '../time/london-date.ts';

/**
 * Europe/London wall-clock time (spec doc 1 §1: the shop's time zone). Slots are defined on
 * London days and hours and stored as instants; across the BST/GMT change the same 18:00 is
 * 17:00Z in summer and 18:00Z in winter.
 */

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const HOUR_MS = 3_600_000;
/** Offsets by UTC hour: the clocks change on the hour (01:00Z), so an hour has one offset. */
const offsetByHour = new Map<number, number>();
const MAX_CACHED_HOURS = 50_000;

/** London's offset from UTC at `instant`, in minutes (0 in GMT, 60 in BST). */
export function londonOffsetMinutes(instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  const cached = offsetByHour.get(hour);
  if (cached !== undefined) return cached;
  const offset = offsetFromClock(new Date(hour * HOUR_MS));
  if (offsetByHour.size >= MAX_CACHED_HOURS) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
}

function offsetFromClock(instant: Date): number {
  const parts = Object.fromEntries(
    londonClock.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(
    parts.year as number,
    (parts.month as number) - 1,
    parts.day as number,
    parts.hour as number,
    parts.minute as number,
    parts.second as number,
  );
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant London's clocks show `minutes` past midnight on `date` ('YYYY-MM-DD'). A time the
 * spring change skips (01:00–01:59 on the last Sunday of March) is read in GMT, so it falls an
 * hour later by the clock; an hour the autumn change repeats is its first (BST).
 */
export function londonWallClock(date: string, minutes: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, 0, minutes);
  // The offset a little before the wanted time decides: it is the offset in force as the clock
  // reaches it (BST for the repeated autumn hour).
  const offset = londonOffsetMinutes(new Date(asUtc - 2 * 60 * 60_000));
  const candidate = new Date(asUtc - offset * 60_000);
  const check = londonOffsetMinutes(candidate);
  if (check === offset) return candidate;
  const other = new Date(asUtc - check * 60_000);
  return londonOffsetMinutes(other) === check ? other : candidate;
}

/** Minutes past London midnight of `instant`. */
export function londonMinutesOfDay(instant: Date): number {
  const shifted = new Date(instant.getTime() + londonOffsetMinutes(instant) * 60_000);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** Start of the London day `date` as an instant. */
export function londonMidnight(date: string): Date {
  return londonWallClock(date, 0);
}

/** 0 Sunday … 6 Saturday, of a 'YYYY-MM-DD' day. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export { londonIsoDate };
