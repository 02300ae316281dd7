/**
 * A branch's opening hours (decision 0075): the ordinary week, one entry per open day, in the
 * branch's local time (Europe/London). Bank holidays and one-off changes are not modelled.
 */

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One open day: local 'HH:MM' times, opening before closing on the same day. */
export interface DayHours {
  day: Weekday;
  opens: string;
  closes: string;
}

/** One entry per open day, Monday first; a day missing is closed. */
export type OpeningHours = readonly DayHours[];

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

const minutesOf = (time: string): number => {
  const [, hours = '0', minutes = '0'] = CLOCK.exec(time) ?? [];
  return Number(hours) * 60 + Number(minutes);
};

/**
 * `value` as opening hours, or null when it is not: each entry a known day, at most once, in
 * week order, with 'HH:MM' times and closing after opening. Unknown fields are refused.
 */
export function parseOpeningHours(value: unknown): OpeningHours | null {
  if (!Array.isArray(value) || value.length > WEEKDAYS.length) return null;
  const hours: DayHours[] = [];
  let lastDay = -1;
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { day, opens, closes, ...rest } = entry as Record<string, unknown>;
    if (Object.keys(rest).length > 0) return null;
    const dayIndex = WEEKDAYS.indexOf(day as Weekday);
    if (dayIndex <= lastDay) return null;
    if (typeof opens !== 'string' || typeof closes !== 'string') return null;
    if (!CLOCK.test(opens) || !CLOCK.test(closes)) return null;
    if (minutesOf(closes) <= minutesOf(opens)) return null;
    hours.push({ day: WEEKDAYS[dayIndex] as Weekday, opens, closes });
    lastDay = dayIndex;
  }
  return hours;
}

/** '07:30' → '7:30am', '21:00' → '9pm', '12:00' → '12pm' (noon), '00:00' → '12am'. */
export function formatClockTime(time: string): string {
  const total = minutesOf(time);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0
    ? `${hour12}${suffix}`
    : `${hour12}:${String(minutes).padStart(2, '0')}${suffix}`;
}

export const DAY_NAMES: Readonly<Record<Weekday, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const CLOSED = 'Closed';

export interface OpeningHoursRow {
  day: Weekday;
  /** 'Monday'. */
  dayName: string;
  /** '7:30am to 9pm', or 'Closed'. */
  hours: string;
  /** Machine-readable, for `<time>`: the local opening and closing times; null when closed. */
  opens: string | null;
  closes: string | null;
}

/** The whole week, Monday to Sunday, as the branch page lists it. */
export function openingHoursRows(hours: OpeningHours): OpeningHoursRow[] {
  return WEEKDAYS.map((day) => {
    const open = hours.find((entry) => entry.day === day);
    return {
      day,
      dayName: DAY_NAMES[day],
      hours: open ? `${formatClockTime(open.opens)} to ${formatClockTime(open.closes)}` : CLOSED,
      opens: open?.opens ?? null,
      closes: open?.closes ?? null,
    };
  });
}
