import type { RateLimit, RateWindow } from '../identity/rate-window.ts';

/**
 * Gift card checks a shopper may get wrong (decision 0039): a PIN is 4 digits, so after 5 wrong
 * number-and-PIN pairs in 15 minutes a customer must wait for the window to end. Only failures
 * count, and a right one does not reset them (or one good card would unlock guessing).
 */
export const GIFT_CARD_ATTEMPT_LIMIT: RateLimit = { limit: 5, windowMs: 15 * 60_000 };

/** Seconds to wait before another check (at least 1), or 0 when a check may be made now. */
export function giftCardCheckWait(
  failures: RateWindow | null,
  now: Date,
  rule: RateLimit = GIFT_CARD_ATTEMPT_LIMIT,
): number {
  if (failures === null) return 0;
  const endsIn = failures.startedAt.getTime() + rule.windowMs - now.getTime();
  if (endsIn <= 0 || failures.count < rule.limit) return 0;
  return Math.max(1, Math.ceil(endsIn / 1000));
}

/** The failures after one more: a new window when the old one has ended. */
export function afterFailedCheck(
  failures: RateWindow | null,
  now: Date,
  rule: RateLimit = GIFT_CARD_ATTEMPT_LIMIT,
): RateWindow {
  if (failures === null || now.getTime() - failures.startedAt.getTime() >= rule.windowMs) {
    return { startedAt: now, count: 1 };
  }
  return { startedAt: failures.startedAt, count: failures.count + 1 };
}
