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

/** One open day: local 'HH:MM' times, opening before closing. */
export interface DayHours {
  day: Weekday;
  opens: string;
  closes: string;
}

/** One entry per open day, Monday first; a day missing is closed. */
export type OpeningHours = readonly DayHours[];
