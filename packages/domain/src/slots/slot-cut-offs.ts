import { addDays } from '../time/calendar-date.ts';
import { londonIsoDate } from '../time/london-date.ts';
import { londonWallClock } from './london-time.ts';

/**
 * When a slot stops being bookable and a placed order stops being changeable (decision 0034).
 * Orders for a day are picked from early that morning, so a slot can be booked and checked out
 * until 23:45 (London) the evening before; a placed order's lines can be changed until 23:45
 * two days before, when the branch orders the stock for it. A reservation is held for
 * `holdMinutes` (SLOT_RESERVATION_MINUTES, 2 hours by default), but never past the order
 * cut-off.
 */

export const CUT_OFF_MINUTES = 23 * 60 + 45;
export const ORDER_CUT_OFF_DAYS_BEFORE = 1;
export const AMEND_CUT_OFF_DAYS_BEFORE = 2;
export const DEFAULT_RESERVATION_MINUTES = 120;

/** The last moment to check out an order for a slot on `slotDate` ('YYYY-MM-DD', London). */
export function orderCutOff(slotDate: string): Date {
  return londonWallClock(addDays(slotDate, -ORDER_CUT_OFF_DAYS_BEFORE), CUT_OFF_MINUTES);
}

/** The last moment a placed order for a slot on `slotDate` can be amended. */
export function amendOrderCutOff(slotDate: string): Date {
  return londonWallClock(addDays(slotDate, -AMEND_CUT_OFF_DAYS_BEFORE), CUT_OFF_MINUTES);
}

/** Whether a slot on `slotDate` can still be booked at `now`. */
export function isBeforeOrderCutOff(slotDate: string, now: Date): boolean {
  return now.getTime() < orderCutOff(slotDate).getTime();
}

/** When a reservation made at `now` lapses: after the hold, or at the order cut-off if sooner. */
export function reservationExpiry(slotDate: string, now: Date, holdMinutes: number): Date {
  const held = now.getTime() + holdMinutes * 60_000;
  return new Date(Math.min(held, orderCutOff(slotDate).getTime()));
}

/** Whether a reservation expiring at `expiresAt` has lapsed at `now`. */
export function isReservationExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

/** The London day of `now`. */
export function londonToday(now: Date): string {
  return londonIsoDate(now);
}
