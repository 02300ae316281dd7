import type { Quantity, Uom } from '../catalogue/catalogue.types.ts';
import { countedPurchases, type Purchase } from '../favourites/purchase-frequency.ts';
import { normaliseQuantity } from '../quantity/quantity.ts';

/**
 * The quantity a shopper usually buys of a product (issue 25 quick shop; decision 0082): what
 * the quick shop and shop from previous pre-set. The spec names the idea, not the rule; ours is
 * the median of the shopper's recent purchases, so one party week does not double next week's
 * shop and one forgotten week does not halve it.
 */

/** Purchases older than this many days do not say what the shopper buys now (about six months). */
export const USUAL_QUANTITY_WINDOW_DAYS = 182;

/** At most this many of the newest shops that bought it are looked at. */
export const USUAL_QUANTITY_PURCHASES = 5;

export interface UsualQuantityInput {
  /** The shopper's purchases of the one product: online orders' lines and till receipts' lines. */
  purchases: readonly Purchase[];
  now: Date;
  /** Units the product is sold in now. */
  uoms: readonly Uom[];
  /** The product's default quantity: what is pre-set without a usable recent purchase. */
  defaultQuantity: Quantity;
}

interface Shop {
  at: number;
  amount: number;
  uom: string;
}

/**
 * The median amount of the newest recent shops that bought the product (at most 5 within 182
 * days of `now`, as `countedPurchases` counts them; several lines of one shop summed, as the
 * purchase frequency sums them), in the unit of the newest shop and counting only shops in that
 * unit. With an even count the lower of the two middle amounts is taken, so the answer is always
 * an amount the shopper did buy. The amount is normalised by the unit rules (spec doc 1 §5). The
 * product's default quantity when no shop is recent, the newest one's unit is not sold any more,
 * or nothing usable is left.
 */
export function usualQuantity({
  purchases,
  now,
  uoms,
  defaultQuantity,
}: UsualQuantityInput): Quantity {
  const shops = new Map<string, Shop>();
  for (const purchase of countedPurchases(purchases, now, USUAL_QUANTITY_WINDOW_DAYS)) {
    if (!(purchase.quantity.amount > 0)) continue;
    const key = `${purchase.channel}:${purchase.shopId}`;
    const seen = shops.get(key);
    if (!seen) {
      shops.set(key, {
        at: new Date(purchase.at).getTime(),
        amount: purchase.quantity.amount,
        uom: purchase.quantity.uom,
      });
    } else if (seen.uom === purchase.quantity.uom) {
      seen.amount += purchase.quantity.amount;
    }
  }
  const recent = [...shops.values()].sort((a, b) => b.at - a.at).slice(0, USUAL_QUANTITY_PURCHASES);
  const newest = recent[0];
  const uom = newest?.uom as Uom | undefined;
  if (!uom || !uoms.includes(uom)) return defaultQuantity;
  const amounts = recent
    .filter((shop) => shop.uom === uom)
    .map((shop) => shop.amount)
    .sort((a, b) => a - b);
  const median = amounts[Math.floor((amounts.length - 1) / 2)] as number;
  const amount = normaliseQuantity(median, uom);
  return amount > 0 ? { amount, uom } : defaultQuantity;
}
