import { addDays } from '../time/calendar-date.ts';
import { londonIsoDate } from '../time/london-date.ts';

/**
 * What counts as a new product (the header's New, spec doc 3 §2 featured aisles; decision 0078):
 * one added to the catalogue on a day of the last six weeks, counted in the shop's calendar
 * (Europe/London, spec doc 3 §9) — today and the 41 days before it. Whole days, so the aisle
 * holds the same products from midnight to midnight whatever the hour.
 */
export const NEW_PRODUCT_WEEKS = 6;

const NEW_PRODUCT_DAYS = NEW_PRODUCT_WEEKS * 7;

/** The first London calendar day ('YYYY-MM-DD') whose products are new at `now`. */
export function newProductsFirstDay(now: Date): string {
  return addDays(londonIsoDate(now), 1 - NEW_PRODUCT_DAYS);
}

/**
 * The instant from which a product added counts as new at `now`: midnight in London at the
 * start of `newProductsFirstDay` (what a database query compares `created_at` with).
 */
export function newProductsSince(now: Date): Date {
  return londonMidnight(newProductsFirstDay(now));
}

/** Whether a product added at `addedAt` is new at `now`; an undatable product is not. */
export function isNewProduct(addedAt: Date | string, now: Date): boolean {
  const added = typeof addedAt === 'string' ? new Date(addedAt) : addedAt;
  if (Number.isNaN(added.getTime())) return false;
  return added.getTime() >= newProductsSince(now).getTime() && added.getTime() <= now.getTime();
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The instant London's calendar day `date` begins. London is UTC or UTC+1, and its clocks
 * change at 01:00 UTC, never at midnight, so midnight is one of two instants.
 */
export function londonMidnight(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  for (const offsetHours of [1, 0]) {
    const candidate = new Date(utcMidnight - offsetHours * HOUR_MS);
    if (
      londonIsoDate(candidate) === date &&
      londonIsoDate(new Date(candidate.getTime() - 1)) !== date
    ) {
      return candidate;
    }
  }
  throw new RangeError(`Not a calendar date: ${date}`);
}
