import {
  byFrequency,
  countedPurchases,
  FREQUENCY_WINDOW_DAYS,
  type Purchase,
  type PurchaseFrequency,
  purchaseFrequency,
} from './purchase-frequency.ts';

/**
 * "Forgotten products" (spec doc 3 §3, §4; decision 0079): products the shopper used to buy
 * and has not bought in their last few orders. The spec says no more; we decide:
 *
 * - "the last few orders" are the last FORGOTTEN_AFTER_SHOPS shops at `now`, online orders and
 *   branch visits alike (a shopper who mostly shops in a branch forgets things there too). A
 *   product bought in any of them is not forgotten;
 * - "used to buy" is bought in at least FORGOTTEN_MIN_TIMES shops of the frequency window
 *   before them: a one-off (a birthday cake) is not a habit to remind anyone of;
 * - a shopper with fewer shops than that has forgotten nothing yet;
 * - at most FORGOTTEN_LIMIT, the most frequently bought first.
 */
export const FORGOTTEN_AFTER_SHOPS = 3;
export const FORGOTTEN_MIN_TIMES = 2;
export const FORGOTTEN_LIMIT = 12;

function timeOf(value: Date | string): number {
  return (typeof value === 'string' ? new Date(value) : value).getTime();
}

/**
 * When the last `afterShops` shops at `now` began (the Nth latest shop's time), or null when
 * the shopper has had fewer shops in the window.
 */
export function recentShopsFrom(
  purchases: readonly Purchase[],
  now: Date,
  afterShops: number = FORGOTTEN_AFTER_SHOPS,
  windowDays: number = FREQUENCY_WINDOW_DAYS,
): number | null {
  const shopTimes = new Map<string, number>();
  for (const purchase of countedPurchases(purchases, now, windowDays)) {
    const key = purchase.channel === 'ONLINE' ? purchase.shopId : `branch:${purchase.shopId}`;
    const at = timeOf(purchase.at);
    const seen = shopTimes.get(key);
    if (seen === undefined || at > seen) shopTimes.set(key, at);
  }
  const latestFirst = [...shopTimes.values()].sort((a, b) => b - a);
  return latestFirst[afterShops - 1] ?? null;
}

/**
 * Line numbers of the products the shopper has forgotten at `now`, most often bought first.
 * A product bought in any recent shop was last bought then; one never bought since was bought
 * only before, so its frequency in the window is its count before them: the frequency already
 * worked out for the page (`frequency`) answers without a second pass.
 */
export function forgottenProducts(
  purchases: readonly Purchase[],
  now: Date,
  options: {
    afterShops?: number;
    minTimes?: number;
    limit?: number;
    windowDays?: number;
    /** purchaseFrequency(purchases, now, windowDays), when the caller has it already. */
    frequency?: ReadonlyMap<string, PurchaseFrequency>;
  } = {},
): string[] {
  const afterShops = options.afterShops ?? FORGOTTEN_AFTER_SHOPS;
  const minTimes = options.minTimes ?? FORGOTTEN_MIN_TIMES;
  const limit = options.limit ?? FORGOTTEN_LIMIT;
  const windowDays = options.windowDays ?? FREQUENCY_WINDOW_DAYS;
  const recentFrom = recentShopsFrom(purchases, now, afterShops, windowDays);
  if (recentFrom === null) return [];
  const before = new Date(recentFrom).toISOString();
  const frequency = options.frequency ?? purchaseFrequency(purchases, now, windowDays);
  return [...frequency.values()]
    .filter((entry) => entry.timesBought >= minTimes && entry.lastBought < before)
    .sort(byFrequency)
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.lineNumber);
}
