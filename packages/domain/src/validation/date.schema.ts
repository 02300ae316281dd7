import { londonIsoDate } from '../time/london-date.ts';
import {
  DATE_IN_FUTURE,
  INVALID_DATE,
  PLEASE_INSERT_FULL_DATE,
  PURCHASE_BEFORE_VISIT,
} from './messages.ts';
import { requiredText } from './required-text.ts';

/** Shortest full date the spec accepts: 'D/M/YYYY' or 'DDMMYYYY'. */
export const FULL_DATE_MIN_LENGTH = 8;

/**
 * Reads a day-month-year date typed as 'DD/MM/YYYY' (or with '-', '.' or spaces, one-digit
 * day and month allowed) or 'DDMMYYYY'. Returns 'YYYY-MM-DD', or null when it is not a real day.
 */
export function parseDayMonthYear(text: string): string | null {
  const trimmed = text.trim();
  const match =
    /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed) ??
    /^(\d{1,2})[/.\- ]+(\d{1,2})[/.\- ]+(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function dayMonthYearSchema() {
  return requiredText(PLEASE_INSERT_FULL_DATE)
    .min(FULL_DATE_MIN_LENGTH, { error: PLEASE_INSERT_FULL_DATE, abort: true })
    .refine((text) => parseDayMonthYear(text) !== null, { error: INVALID_DATE, abort: true })
    .transform((text) => parseDayMonthYear(text) ?? text);
}

/**
 * A date that is today or earlier in the shop's calendar (Europe/London at `now`), e.g. a
 * date of birth. Output is 'YYYY-MM-DD'.
 */
export function notFutureDateSchema(now: Date) {
  const today = londonIsoDate(now);
  return dayMonthYearSchema().refine((iso) => iso <= today, DATE_IN_FUTURE);
}

/** A purchase date on or after the visit date ('YYYY-MM-DD'). Output is 'YYYY-MM-DD'. */
export function purchaseDateSchema(visitDate: string) {
  return dayMonthYearSchema().refine((iso) => iso >= visitDate, PURCHASE_BEFORE_VISIT);
}
