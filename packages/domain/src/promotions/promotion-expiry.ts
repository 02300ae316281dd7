/**
 * Promotion expiry, spec doc 1 §4 and doc 3 §4: a promotion counts as expired when its expiry
 * is past the booked slot; with no slot, from two days before its expiry, because the earliest
 * delivery would likely fall after it.
 */

export const PROMOTION_EXPIRY_THRESHOLD_DAYS = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PromotionExpiryInput {
  /** The promotion's expiry (ISO date-time or Date). */
  expiryDate: Date | string;
  now: Date;
  /** Start of the booked slot, when one is booked. */
  slotDate?: Date | string | null;
}

function toTime(value: Date | string | null | undefined): number {
  if (value === null || value === undefined) return Number.NaN;
  return (typeof value === 'string' ? new Date(value) : value).getTime();
}

export function isPromotionExpired({ expiryDate, now, slotDate }: PromotionExpiryInput): boolean {
  const expiry = toTime(expiryDate);
  // An offer we cannot date is not advertised.
  if (Number.isNaN(expiry)) return true;
  const slot = toTime(slotDate);
  if (!Number.isNaN(slot)) return expiry < slot;
  return now.getTime() > expiry - PROMOTION_EXPIRY_THRESHOLD_DAYS * DAY_MS;
}
