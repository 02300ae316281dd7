import type { RateLimit } from './rate-window.ts';

/**
 * Password reset by email (decision 0023). The emailed link carries a random token and `exp`,
 * the moment the link stops working. The server's record of the token decides; `exp` lets the
 * page send a stale link to forgot-password-expired before anything is looked up (spec doc 1 §2
 * route guards: "Reset-password with a missing or past exp query value goes to
 * forgot-password-expired").
 */

/** How long an emailed link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

export const PASSWORD_RESET_PATH = '/ecom/reset-password';

export const PASSWORD_RESET_LIMITS = {
  /**
   * Emails to one address an hour. Past it the answer is the same but no email is sent, so the
   * limit reveals nothing and nobody can fill a stranger's inbox.
   */
  perEmail: { limit: 3, windowMs: 60 * 60_000 },
  /** Requests from one IP address an hour, whatever the address asked about (a household, an office). */
  perIp: { limit: 20, windowMs: 60 * 60_000 },
  /**
   * Current-password checks per account (changing email or password on My details), so a
   * borrowed session cannot be used to guess the password.
   */
  passwordChecks: { limit: 5, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimit>;

/** Epoch milliseconds, as the shop writes them. */
const EPOCH_MS = /^\d{1,15}$/;
/** ISO 8601 date-time with a zone, e.g. 2026-11-24T10:00:00Z or …+01:00. */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * The moment an `exp` value names: epoch milliseconds or an ISO 8601 date-time with a zone.
 * Null when missing or not one of those (including impossible dates such as 31 February).
 */
export function parseResetExpiry(value: string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (EPOCH_MS.test(value)) return new Date(Number(value));
  const parts = ISO_DATE_TIME.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute, second, zoneHour, zoneMinute] = parts
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const calendar = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  if (
    calendar.getUTCMonth() !== (month ?? 1) - 1 ||
    calendar.getUTCDate() !== day ||
    (hour ?? 0) > 23 ||
    (minute ?? 0) > 59 ||
    (second ?? 0) > 59 ||
    (zoneHour ?? 0) > 23 ||
    (zoneMinute ?? 0) > 59
  ) {
    return null;
  }
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : new Date(at);
}

export type ResetLinkState = 'live' | 'expired';

/** Spec doc 1 §2: a missing, unreadable or past `exp` means the link has expired. */
export function resetLinkState(exp: string | null | undefined, now: Date): ResetLinkState {
  const expiresAt = parseResetExpiry(exp);
  return expiresAt !== null && expiresAt.getTime() > now.getTime() ? 'live' : 'expired';
}

/** The link the email carries: the token and when it stops working (epoch milliseconds). */
export function passwordResetLink(publicOrigin: string, token: string, expiresAt: Date): string {
  const query = new URLSearchParams({ token, exp: String(expiresAt.getTime()) });
  return `${publicOrigin}${PASSWORD_RESET_PATH}?${query}`;
}
