/**
 * How often a shopper buys each product (issue 25, decision 0079): from the lines of their
 * online orders that count as sales and the lines of their till receipts in our branches. The
 * favourites page sorts by it ("Frequently bought"), and quick shop sets the quantity a shopper
 * usually buys from it. The clock is injected: purchases after `now` are not counted yet, and
 * only the last FREQUENCY_WINDOW_DAYS count, so last year's habits fade.
 */

/** Where a product was bought. */
export type PurchaseChannel = 'ONLINE' | 'BRANCH';

/** One line of one shop: an online order's line or a till receipt's line. */
export interface Purchase {
  lineNumber: string;
  /** The order or the receipt: several lines of one product in one shop count once. */
  shopId: string;
  channel: PurchaseChannel;
  /** When the order was placed or the receipt printed (ISO date-time or Date). */
  at: Date | string;
  quantity: { amount: number; uom: string };
}

/** A year: every season once, so a summer-only product keeps its place in winter. */
export const FREQUENCY_WINDOW_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurchaseFrequency {
  lineNumber: string;
  /** Shops (online orders and branch visits) in the window that bought it; at least 1. */
  timesBought: number;
  boughtOnline: boolean;
  boughtInBranch: boolean;
  /** ISO date-time of the latest shop that bought it. */
  lastBought: string;
}

function timeOf(value: Date | string): number {
  return (typeof value === 'string' ? new Date(value) : value).getTime();
}

/** The purchases that count at `now`: not after it and not older than the window. */
export function countedPurchases(
  purchases: readonly Purchase[],
  now: Date,
  windowDays: number = FREQUENCY_WINDOW_DAYS,
): Purchase[] {
  const until = now.getTime();
  const from = until - windowDays * DAY_MS;
  return purchases.filter((purchase) => {
    const at = timeOf(purchase.at);
    return !Number.isNaN(at) && at <= until && at > from;
  });
}

/** One product's shops so far (a shop counts once however many lines it had). */
interface ProductShops {
  shops: Set<string>;
  online: boolean;
  branch: boolean;
  last: number;
}

/**
 * How often each product was bought in the window ending `now`, by line number. One pass over
 * the purchases: the favourites page calls it for a year of a shopper's lines on every view.
 */
export function purchaseFrequency(
  purchases: readonly Purchase[],
  now: Date,
  windowDays: number = FREQUENCY_WINDOW_DAYS,
): Map<string, PurchaseFrequency> {
  const until = now.getTime();
  const from = until - windowDays * DAY_MS;
  const byProduct = new Map<string, ProductShops>();
  for (const purchase of purchases) {
    const at = timeOf(purchase.at);
    if (!(at <= until && at > from)) continue;
    let product = byProduct.get(purchase.lineNumber);
    if (!product) {
      product = { shops: new Set(), online: false, branch: false, last: at };
      byProduct.set(purchase.lineNumber, product);
    }
    const online = purchase.channel === 'ONLINE';
    // Order and receipt ids are separate series: a branch receipt's id is marked apart.
    const key = online ? purchase.shopId : `branch:${purchase.shopId}`;
    if (product.shops.has(key)) continue;
    product.shops.add(key);
    if (online) product.online = true;
    else product.branch = true;
    if (at > product.last) product.last = at;
  }
  const result = new Map<string, PurchaseFrequency>();
  for (const [lineNumber, product] of byProduct) {
    result.set(lineNumber, {
      lineNumber,
      timesBought: product.shops.size,
      boughtOnline: product.online,
      boughtInBranch: product.branch,
      lastBought: new Date(product.last).toISOString(),
    });
  }
  return result;
}

/**
 * Most frequently bought first: more shops first, then bought more lately, then by line number
 * so the order is total. A comparator for `PurchaseFrequency`s.
 */
export function byFrequency(a: PurchaseFrequency, b: PurchaseFrequency): number {
  return (
    b.timesBought - a.timesBought ||
    b.lastBought.localeCompare(a.lastBought) ||
    a.lineNumber.localeCompare(b.lineNumber)
  );
}
