/**
 * What the interstitials suggest (decision 0093), from real data: the trolley's offers not yet
 * triggered, products often bought with what is in the trolley, and the shopper's usual products
 * missing from it. Never a product already in the trolley (except a missed offer's own line,
 * which asks for more of it) and never one that cannot be bought now.
 */

import type { Availability } from '../catalogue/catalogue.types.ts';
import type { Purchase, PurchaseFrequency } from '../favourites/purchase-frequency.ts';

/** A trolley line as the missed offers read it. */
export interface OfferLine {
  lineNumber: string;
  /** Whole items (a weighed line counts as one). */
  items: number;
  untriggered: readonly { id: number; description: string; threshold: number | null }[];
}

export interface MissedOffer {
  promotionId: number;
  description: string;
  lineNumbers: string[];
  /** How many more items trigger it: "Add 1 more to get 3 for 2". */
  itemsNeeded: number;
}

/**
 * Each untriggered offer once, with the lines in it and how many more items complete its first
 * set (threshold less the items it holds; at least 1). An offer without a threshold (a meal
 * deal's groups) is left to its own builder.
 */
export function missedOffers(lines: readonly OfferLine[]): MissedOffer[] {
  const byId = new Map<
    number,
    { description: string; threshold: number; lines: string[]; items: number }
  >();
  for (const line of lines) {
    for (const offer of line.untriggered) {
      if (offer.threshold === null || offer.threshold < 2) continue;
      const entry = byId.get(offer.id) ?? {
        description: offer.description,
        threshold: offer.threshold,
        lines: [],
        items: 0,
      };
      if (!entry.lines.includes(line.lineNumber)) entry.lines.push(line.lineNumber);
      entry.items += line.items;
      byId.set(offer.id, entry);
    }
  }
  return [...byId].map(([promotionId, entry]) => ({
    promotionId,
    description: entry.description,
    lineNumbers: entry.lines,
    itemsNeeded: Math.max(1, entry.threshold - (entry.items % entry.threshold)),
  }));
}

export function addMoreText(offer: Pick<MissedOffer, 'itemsNeeded' | 'description'>): string {
  return `Add ${offer.itemsNeeded} more to get ${offer.description}`;
}

/**
 * Products often bought with what is in the trolley: in how many of the shopper's shops (orders
 * and receipts) each other product was bought beside a product now in the trolley, most shops
 * first (then most recent, then line number). Products in the trolley are left out.
 */
export function oftenBoughtWith(
  purchases: readonly Purchase[],
  inTrolley: ReadonlySet<string>,
  limit: number,
): string[] {
  const shops = new Map<string, { lines: Set<string>; at: number }>();
  for (const purchase of purchases) {
    const shop = shops.get(purchase.shopId) ?? { lines: new Set<string>(), at: 0 };
    shop.lines.add(purchase.lineNumber);
    shop.at = Math.max(shop.at, new Date(purchase.at).getTime() || 0);
    shops.set(purchase.shopId, shop);
  }
  const score = new Map<string, { shops: number; last: number }>();
  for (const shop of shops.values()) {
    if (![...shop.lines].some((line) => inTrolley.has(line))) continue;
    for (const line of shop.lines) {
      if (inTrolley.has(line)) continue;
      const entry = score.get(line) ?? { shops: 0, last: 0 };
      entry.shops += 1;
      entry.last = Math.max(entry.last, shop.at);
      score.set(line, entry);
    }
  }
  return [...score]
    .sort(([a, x], [b, y]) => y.shops - x.shops || y.last - x.last || a.localeCompare(b))
    .slice(0, limit)
    .map(([line]) => line);
}

/**
 * The shopper's usual products not in this trolley: those they chose (the heart) and those
 * bought in at least `minimumShops` shops of the year, most often bought first, then chosen ones.
 */
export function missedFavourites(
  frequencies: readonly PurchaseFrequency[],
  chosen: readonly string[],
  inTrolley: ReadonlySet<string>,
  limit: number,
  minimumShops = 2,
): string[] {
  const lines: string[] = [];
  for (const frequency of frequencies) {
    if (frequency.timesBought >= minimumShops) lines.push(frequency.lineNumber);
  }
  for (const line of chosen) if (!lines.includes(line)) lines.push(line);
  return lines.filter((line) => !inTrolley.has(line)).slice(0, limit);
}

/** A product can be suggested only while it can be bought now. */
export function suggestable(product: { availability: Availability }): boolean {
  return product.availability === 'AVAILABLE';
}
