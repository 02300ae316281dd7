import {
  byFrequency,
  countedPurchases,
  FREQUENCY_WINDOW_DAYS,
  type Purchase,
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

/** Line numbers of the products the shopper has forgotten at `now`, most often bought first. */
export function forgottenProducts(
  purchases: readonly Purchase[],
  now: Date,
  options: { afterShops?: number; minTimes?: number; limit?: number; windowDays?: number } = {},
): string[] {
  const afterShops = options.afterShops ?? FORGOTTEN_AFTER_SHOPS;
  const minTimes = options.minTimes ?? FORGOTTEN_MIN_TIMES;
  const limit = options.limit ?? FORGOTTEN_LIMIT;
  const windowDays = options.windowDays ?? FREQUENCY_WINDOW_DAYS;
  const counted = countedPurchases(purchases, now, windowDays);

  // The shops' times, latest first: the recent ones start at the Nth.
  const shopTimes = new Map<string, number>();
  for (const purchase of counted) {
    const key = `${purchase.channel}:${purchase.shopId}`;
    const at = timeOf(purchase.at);
    shopTimes.set(key, Math.max(shopTimes.get(key) ?? at, at));
  }
  const latestFirst = [...shopTimes.values()].sort((a, b) => b - a);
  const recentFrom = latestFirst[afterShops - 1];
  if (recentFrom === undefined) return [];

  const boughtLately = new Set(
    counted.filter((purchase) => timeOf(purchase.at) >= recentFrom).map((p) => p.lineNumber),
  );
  const before = counted.filter((purchase) => timeOf(purchase.at) < recentFrom);
  return [...purchaseFrequency(before, now, windowDays).values()]
    .filter((frequency) => frequency.timesBought >= minTimes)
    .filter((frequency) => !boughtLately.has(frequency.lineNumber))
    .sort(byFrequency)
    .slice(0, Math.max(0, limit))
    .map((frequency) => frequency.lineNumber);
}
