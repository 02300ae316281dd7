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
 * - "the last few orders" are the last FORGOTTEN_AFTER_ORDERS online orders (at `now`). A
 *   product bought since the oldest of them, online or in a branch, is not forgotten;
 * - "used to buy" is bought in at least FORGOTTEN_MIN_TIMES shops (orders or branch visits)
 *   of the frequency window before then: a one-off (a birthday cake) is not a habit to remind
 *   anyone of;
 * - a shopper with fewer online orders than that has forgotten nothing yet;
 * - at most FORGOTTEN_LIMIT, the most frequently bought first.
 */
export const FORGOTTEN_AFTER_ORDERS = 3;
export const FORGOTTEN_MIN_TIMES = 2;
export const FORGOTTEN_LIMIT = 12;

function timeOf(value: Date | string): number {
  return (typeof value === 'string' ? new Date(value) : value).getTime();
}

/** Line numbers of the products the shopper has forgotten at `now`, most often bought first. */
export function forgottenProducts(
  purchases: readonly Purchase[],
  now: Date,
  options: { afterOrders?: number; minTimes?: number; limit?: number; windowDays?: number } = {},
): string[] {
  const afterOrders = options.afterOrders ?? FORGOTTEN_AFTER_ORDERS;
  const minTimes = options.minTimes ?? FORGOTTEN_MIN_TIMES;
  const limit = options.limit ?? FORGOTTEN_LIMIT;
  const windowDays = options.windowDays ?? FREQUENCY_WINDOW_DAYS;
  const counted = countedPurchases(purchases, now, windowDays);

  // The online orders' times, latest first: the recent ones start at the Nth.
  const orderTimes = new Map<string, number>();
  for (const purchase of counted) {
    if (purchase.channel !== 'ONLINE') continue;
    const at = timeOf(purchase.at);
    orderTimes.set(purchase.shopId, Math.max(orderTimes.get(purchase.shopId) ?? at, at));
  }
  const latestFirst = [...orderTimes.values()].sort((a, b) => b - a);
  const recentFrom = latestFirst[afterOrders - 1];
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
