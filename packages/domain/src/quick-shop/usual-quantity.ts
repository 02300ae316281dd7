import type { Quantity, Uom } from '../catalogue/catalogue.types.ts';
import { normaliseQuantity } from '../quantity/quantity.ts';

/**
 * The quantity a shopper usually buys of a product (issue 25 quick shop; decision 0082): what
 * the quick shop and shop from previous pre-set. The spec names the idea, not the rule; ours is
 * the median of the shopper's recent purchases, so one party week does not double next week's
 * shop and one forgotten week does not halve it.
 */

/** Purchases older than this many days do not say what the shopper buys now (about six months). */
export const USUAL_QUANTITY_WINDOW_DAYS = 182;

/** At most this many of the newest purchases are looked at. */
export const USUAL_QUANTITY_PURCHASES = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One purchase of the product: an order's line or an in-branch till line. */
export interface Purchase {
  at: Date;
  quantity: Quantity;
}

export interface UsualQuantityInput {
  purchases: readonly Purchase[];
  now: Date;
  /** Units the product is sold in now. */
  uoms: readonly Uom[];
  /** The product's default quantity: what is pre-set without a usable recent purchase. */
  defaultQuantity: Quantity;
}

/**
 * The median amount of the newest recent purchases (at most 5 within 182 days of `now`), in the
 * unit of the newest one and counting only purchases in that unit. With an even count the lower
 * of the two middle amounts is taken, so the answer is always an amount the shopper did buy. The
 * amount is normalised by the unit rules (spec doc 1 §5). The product's default quantity when no
 * purchase is recent, the newest one's unit is not sold any more, or nothing usable is left.
 */
export function usualQuantity({
  purchases,
  now,
  uoms,
  defaultQuantity,
}: UsualQuantityInput): Quantity {
  const from = now.getTime() - USUAL_QUANTITY_WINDOW_DAYS * DAY_MS;
  const recent = purchases
    .filter((purchase) => {
      const at = purchase.at.getTime();
      return at > from && at <= now.getTime() && purchase.quantity.amount > 0;
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, USUAL_QUANTITY_PURCHASES);
  const newest = recent[0];
  if (!newest || !uoms.includes(newest.quantity.uom)) return defaultQuantity;
  const { uom } = newest.quantity;
  const amounts = recent
    .filter((purchase) => purchase.quantity.uom === uom)
    .map((purchase) => purchase.quantity.amount)
    .sort((a, b) => a - b);
  const median = amounts[Math.floor((amounts.length - 1) / 2)] as number;
  const amount = normaliseQuantity(median, uom);
  return amount > 0 ? { amount, uom } : defaultQuantity;
}
