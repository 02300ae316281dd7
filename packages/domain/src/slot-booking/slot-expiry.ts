/**
 * The slot expiry timer (spec doc 1 §4 Slot request, §9): checked every minute, an info notice
 * when 100 minutes or less are left, a warning at 30 or less, both with the remaining time; when
 * the reservation runs out the slot is cleared and a dialog sends the shopper to service
 * selection. Skipped on checkout and interstitial pages and while an order is being amended.
 */

export const SLOT_EXPIRY_CHECK_MS = 60_000;
export const SLOT_INFO_MINUTES = 100;
export const SLOT_WARNING_MINUTES = 30;

export type SlotExpiryNotice =
  | { kind: 'none' }
  | { kind: 'info'; minutesLeft: number }
  | { kind: 'warning'; minutesLeft: number }
  | { kind: 'expired' };

const NONE: SlotExpiryNotice = Object.freeze({ kind: 'none' });

export interface SlotExpiryInput {
  /** The reservation's slotExpiryTime (ISO date-time). */
  expiresAt: string;
  /** Only a reservation (UNCONFIRMED) runs out; a confirmed slot belongs to a placed order. */
  status: 'CANCELLED' | 'CONFIRMED' | 'EXPIRED' | 'UNCONFIRMED';
  now: Date;
}

/**
 * What the timer shows now. Minutes left are whole minutes rounded up, so the notice never says
 * '0 minutes' while there is time, and the warning starts when 30 minutes or less remain.
 */
export function slotExpiryNotice({ expiresAt, status, now }: SlotExpiryInput): SlotExpiryNotice {
  if (status === 'EXPIRED') return { kind: 'expired' };
  if (status !== 'UNCONFIRMED') return NONE;
  const expiry = Date.parse(expiresAt);
  if (Number.isNaN(expiry)) return NONE;
  const leftMs = expiry - now.getTime();
  if (leftMs <= 0) return { kind: 'expired' };
  const minutesLeft = Math.ceil(leftMs / 60_000);
  if (minutesLeft <= SLOT_WARNING_MINUTES) return { kind: 'warning', minutesLeft };
  if (minutesLeft <= SLOT_INFO_MINUTES) return { kind: 'info', minutesLeft };
  return NONE;
}

/** Milliseconds until the notice can next change: the next whole minute, at most a check. */
export function nextExpiryCheckMs(expiresAt: string, now: Date): number {
  const expiry = Date.parse(expiresAt);
  if (Number.isNaN(expiry)) return SLOT_EXPIRY_CHECK_MS;
  const left = expiry - now.getTime();
  if (left <= 0) return SLOT_EXPIRY_CHECK_MS;
  const toBoundary = left % 60_000 || 60_000;
  return Math.min(SLOT_EXPIRY_CHECK_MS, toBoundary);
}

/** Paths (without /ecom) of checkout and its interstitial steps, where the timer does not run. */
const TIMER_SKIPPED = [
  /^\/checkout(?:\/|$)/i,
  /^\/interstitials(?:\/|$)/i,
  /^\/beforeYouGo(?:\/|$)/i,
];

/** Whether the timer runs on this page: not on checkout or interstitials, not while amending. */
export function slotTimerRuns(pathname: string, amendingOrder: boolean): boolean {
  if (amendingOrder) return false;
  const path = pathname.replace(/^\/ecom(?=\/|$)/i, '') || '/';
  return !TIMER_SKIPPED.some((pattern) => pattern.test(path));
}

/** '1 hour 25 minutes', '2 hours', '30 minutes', '1 minute'. */
export function timeLeftText(minutes: number): string {
  const whole = Math.max(0, Math.ceil(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} ${rest === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}
