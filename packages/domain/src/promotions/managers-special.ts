import { formatPrice } from '../money/money.ts';

/**
 * Manager's specials (issue 28, decision 0097): staff choose a product and a reduced price for
 * a while. Each special is a catalogue promotion the one pricing engine already prices: type
 * MANAGERS_SPECIAL, discount type FIXED_PRICE with no groups, so every single item costs the
 * special price (a set of one), and the engine's "a set that would save nothing is not taken"
 * keeps the shelf price should it ever fall below the special's. The trolley, checkout and the
 * interstitial therefore charge and show the same amount.
 */

export const MANAGERS_SPECIAL_TYPE_CODE = 'MANAGERS_SPECIAL';
export const MANAGERS_SPECIAL_DISCOUNT_TYPE = 'FIXED_PRICE';

/** The longest a special may run, in days. */
export const MAX_MANAGERS_SPECIAL_DAYS = 28;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the shopper reads on the offer: "Manager's special 85p", "Manager's special £1.50". */
export function managersSpecialDescription(specialPricePence: number): string {
  return `Manager's special ${formatPrice(specialPricePence)}`;
}

export const MANAGERS_SPECIAL_MESSAGES = {
  price: 'Enter a special price in pounds and pence, below the shelf price',
  priceNotBelowShelf: (shelfPence: number) =>
    `The special price must be below the shelf price of ${formatPrice(shelfPence)}`,
  days: `Enter how many days the special runs, from 1 to ${MAX_MANAGERS_SPECIAL_DAYS}`,
  notSoldByItem: 'Only a product sold by the item can be a manager’s special',
  unavailable: 'This product cannot be bought now',
  alreadySpecial: 'This product is already a manager’s special: end that one first',
} as const;

export interface ManagersSpecialProduct {
  /** The shelf price of one item, in pence. */
  shelfPricePence: number;
  /** Sold by the item (C62), not by weight. */
  soldByItem: boolean;
  available: boolean;
  /** Whether a special for it is running or coming. */
  hasSpecial: boolean;
}

export interface ManagersSpecialRequest {
  specialPricePence: number;
  days: number;
}

export type ManagersSpecialRefusal = {
  field: 'specialPrice' | 'days' | 'lineNumber';
  message: string;
};

/**
 * Why staff cannot make this special, or null when they can: a whole number of pence from 1p
 * and below the shelf price, 1 to MAX_MANAGERS_SPECIAL_DAYS days, a product sold by the item
 * that can be bought now, and no other special of the product running.
 */
export function managersSpecialRefusal(
  product: ManagersSpecialProduct,
  request: ManagersSpecialRequest,
): ManagersSpecialRefusal | null {
  if (!product.available)
    return { field: 'lineNumber', message: MANAGERS_SPECIAL_MESSAGES.unavailable };
  if (!product.soldByItem)
    return { field: 'lineNumber', message: MANAGERS_SPECIAL_MESSAGES.notSoldByItem };
  if (product.hasSpecial)
    return { field: 'lineNumber', message: MANAGERS_SPECIAL_MESSAGES.alreadySpecial };
  const price = request.specialPricePence;
  if (!Number.isInteger(price) || price < 1)
    return { field: 'specialPrice', message: MANAGERS_SPECIAL_MESSAGES.price };
  if (price >= product.shelfPricePence) {
    return {
      field: 'specialPrice',
      message: MANAGERS_SPECIAL_MESSAGES.priceNotBelowShelf(product.shelfPricePence),
    };
  }
  const days = request.days;
  if (!Number.isInteger(days) || days < 1 || days > MAX_MANAGERS_SPECIAL_DAYS)
    return { field: 'days', message: MANAGERS_SPECIAL_MESSAGES.days };
  return null;
}

/** When a special made at `now` for `days` days ends (the promotion's expiry). */
export function managersSpecialEnds(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** A special as the pricing engine priced one item of it. */
export interface PricedSpecial {
  lineNumber: string;
  shelfPricePence: number;
  /** What one item costs in this shopper's trolley, from the pricing engine. */
  pricePence: number;
}

/**
 * The specials to show a shopper between the trolley and checkout: never a product already in
 * the trolley, and only those the engine actually prices below the shelf (a special over by the
 * booked slot, or members-only for a non-member, saves nothing and is not advertised). Biggest
 * saving first, then line number; at most `limit`.
 */
export function specialsToShow(
  specials: readonly PricedSpecial[],
  inTrolley: ReadonlySet<string>,
  limit: number,
): PricedSpecial[] {
  return specials
    .filter((s) => !inTrolley.has(s.lineNumber) && s.pricePence < s.shelfPricePence)
    .sort(
      (a, b) =>
        b.shelfPricePence - b.pricePence - (a.shelfPricePence - a.pricePence) ||
        (a.lineNumber < b.lineNumber ? -1 : a.lineNumber > b.lineNumber ? 1 : 0),
    )
    .slice(0, limit);
}
