/**
 * When a promotion is live: from its start, included, until its expiry, excluded (the
 * half-open window [start, expiry)), and never while hidden. An offer starting at midnight
 * shows at 00:00:00.000; one expiring at 23:59 is gone at 23:59:00.000; an offer that follows
 * another at its expiry neither overlaps it nor leaves a gap. A promotion without usable dates
 * is never live.
 *
 * The one definition. The product caches and the search filter bits call these functions; SQL
 * takes its forms from `@grocer/db/promotion-window`, which promotion-window.test.ts there holds
 * equal to these functions at the boundary instants. (isPromotionExpired in promotion-expiry.ts
 * is another question: whether a live offer still applies by the time of delivery.)
 */

export interface PromotionWindow {
  /** Epoch milliseconds; -Infinity for a window open at the start. */
  start: number;
  /** Epoch milliseconds; Infinity for a window that never ends. */
  expiry: number;
  hidden?: boolean;
}

/** Whether the promotion is live at `now` (epoch milliseconds). */
export function isPromotionLive(promotion: PromotionWindow, now: number): boolean {
  return !promotion.hidden && promotion.start <= now && now < promotion.expiry;
}

/**
 * Whether the promotion is live at `now` or may be later: not hidden and not yet expired,
 * started or not. A reader that keeps promotions for a while keeps these, and decides which
 * are live when it reads them.
 */
export function isPromotionLiveOrComing(promotion: PromotionWindow, now: number): boolean {
  return !promotion.hidden && now < promotion.expiry;
}

/** A window from ISO date-times (or Dates); an unparseable date gives a window never live. */
export function promotionWindow(dates: {
  start: string | Date;
  expiry: string | Date;
  hidden?: boolean;
}): PromotionWindow {
  const time = (value: string | Date) =>
    typeof value === 'string' ? Date.parse(value) : value.getTime();
  const window: PromotionWindow = { start: time(dates.start), expiry: time(dates.expiry) };
  if (dates.hidden) window.hidden = true;
  return window;
}
