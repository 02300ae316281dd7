import type { DeliveryPassStatus } from '../identity/viewer.ts';
import {
  londonIsoDate,
  londonMinutesOfDay,
  londonWallClock,
  weekdayOf,
} from '../slots/london-time.ts';
import { fulfilmentTypeOf, type SlotType } from '../trolley/booked-slot.ts';
import { DELIVERY_PASS_PLANS, type DeliveryPassPlanId } from './delivery-pass-plans.ts';

/**
 * Which slots a delivery pass pays for, and when it is active (decision 0087). Dates are the
 * shop's: Europe/London (the domain's London clock, decision 0057), so a pass bought at 09:00 on
 * 1 March ends at 09:00 London time 6 months on whatever the clocks did in between.
 */

/** What the rules need of a pass. */
export interface DeliveryPassTerm {
  plan: DeliveryPassPlanId;
  /** ISO instants: the pass covers slots starting in [startsAt, expiresAt). */
  startsAt: string | Date;
  expiresAt: string | Date;
}

const instant = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** The end of a period of `months` from `start`, on the same London wall-clock time. */
export function passPeriodEnd(start: Date, months: number): Date {
  const [y, m, d] = londonIsoDate(start).split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  // The same day of the month, or the month's last when it is shorter (31 January → 28 February).
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
  return londonWallClock(date, londonMinutesOfDay(start));
}

/** The pass is active at `now`: started and not yet expired. */
export function isPassActive(pass: DeliveryPassTerm | null, now: Date): boolean {
  if (!pass) return false;
  const at = now.getTime();
  return instant(pass.startsAt).getTime() <= at && at < instant(pass.expiresAt).getTime();
}

/** The London day of the week of an instant (0 Sunday … 6 Saturday). */
export function londonWeekday(at: Date): number {
  return weekdayOf(londonIsoDate(at));
}

/** Tuesday, Wednesday or Thursday in London. */
export function isMidweek(at: Date): boolean {
  const day = londonWeekday(at);
  return day >= 2 && day <= 4;
}

/**
 * The pass pays a slot's delivery charge: the pass is active now, the slot is a delivery that
 * starts while the pass lasts, and the plan covers its London day (Midweek: Tuesday–Thursday).
 */
export function passCoversSlot(
  pass: DeliveryPassTerm | null,
  slot: { slotType: SlotType; start: string | Date },
  now: Date,
): boolean {
  if (!pass || !isPassActive(pass, now)) return false;
  if (fulfilmentTypeOf(slot.slotType) !== 'DELIVERY') return false;
  const start = instant(slot.start);
  if (!Number.isFinite(start.getTime())) return false;
  if (start.getTime() < instant(pass.startsAt).getTime()) return false;
  if (start.getTime() >= instant(pass.expiresAt).getTime()) return false;
  return DELIVERY_PASS_PLANS[pass.plan].coverage === 'ANYTIME' || isMidweek(start);
}

/**
 * The viewer's status (spec doc 3 §3): active while a pass lasts; available to a signed-in
 * shopper without one (they may buy); unknown when not signed in.
 */
export function deliveryPassStatusOf(
  pass: DeliveryPassTerm | null,
  signedIn: boolean,
  now: Date,
): DeliveryPassStatus {
  if (!signedIn) return 'unknown';
  return isPassActive(pass, now) ? 'active' : 'available';
}

/** Days before expiry the renewal is taken (an auto-renewing pass). */
export const RENEWAL_LEAD_DAYS = 3;

/** When the renewal job runs: RENEWAL_LEAD_DAYS before expiry, or now when that has passed. */
export function renewalRunAt(expiresAt: Date, now: Date): Date {
  const at = new Date(expiresAt.getTime() - RENEWAL_LEAD_DAYS * 86_400_000);
  return at.getTime() < now.getTime() ? now : at;
}

/** The period a renewal buys: from the old expiry, the plan's months on. */
export function renewedPeriod(pass: DeliveryPassTerm): { startsAt: Date; expiresAt: Date } {
  const startsAt = instant(pass.expiresAt);
  return { startsAt, expiresAt: passPeriodEnd(startsAt, DELIVERY_PASS_PLANS[pass.plan].months) };
}
