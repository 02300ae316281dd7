/**
 * Which offers show a multibuy builder, which of them are a wine build-your-offer, and how many
 * of the shopper's items count towards one (spec doc 3 §4 "Meal deals and bundles", decision
 * 0092 "The multibuy builder on an offer's page"). The bundles themselves are
 * `multibuyBundles` / `wineBuildYourOffer` (meal-deal-builder.ts).
 */
import type { ProductPromotion, Quantity } from '../catalogue/catalogue.types.ts';

/** The promotion types a multibuy builder is shown for: "3 for 2", "any 2 for £5", "any 6 bottles, save 25%". */
const BUILDER_TYPES: ReadonlySet<ProductPromotion['promotionTypeCode']> = new Set([
  'MULTIBUY',
  'PERCENT_OFF',
]);

/**
 * The bundle size of a multibuy: a MULTIBUY or PERCENT_OFF promotion of exactly one group whose
 * threshold is a whole number of at least 2. Anything else (a meal deal's several groups, a
 * was/now, a single-item percentage off) has no builder: null.
 */
export function multibuyThreshold(
  promotion: Pick<ProductPromotion, 'promotionTypeCode' | 'groups'>,
): number | null {
  if (!BUILDER_TYPES.has(promotion.promotionTypeCode)) return null;
  if (promotion.groups.length !== 1) return null;
  const threshold = promotion.groups[0]?.threshold ?? 0;
  return Number.isInteger(threshold) && threshold >= 2 ? threshold : null;
}

/** A category named for wine: its name's last word is "Wine" (Red Wine, Champagne & Sparkling Wine). */
const WINE_CATEGORY = /\bwine$/i;

/**
 * A wine product: one of its categories (the path from the department down) ends in the word
 * "Wine" — the Red, White, Rosé, Champagne & Sparkling and Fortified Wine aisles and everything
 * under them. "Alcohol Free Wine & Spirits" and "White Wine Vinegar" do not end in it.
 */
export function isWineProduct(categoryNames: readonly string[]): boolean {
  return categoryNames.some((name) => WINE_CATEGORY.test(name.trim()));
}

/** A wine offer: it has products and every one of them is wine. */
export function isWineOffer(products: readonly (readonly string[])[]): boolean {
  return products.length > 0 && products.every(isWineProduct);
}

/** The items a trolley line counts for in a builder: its whole items; a weighed line is one. */
export function builderItems(quantity: Quantity): number {
  if (quantity.uom !== 'C62') return quantity.amount > 0 ? 1 : 0;
  return Number.isFinite(quantity.amount) ? Math.max(0, Math.floor(quantity.amount)) : 0;
}

/** The items of the offer's lines in the trolley (`onOffer` says which lines are the offer's). */
export function offerItemCount(
  lines: readonly { lineNumber: string; quantity: Quantity }[],
  onOffer: (lineNumber: string) => boolean,
): number {
  let items = 0;
  for (const line of lines) if (onOffer(line.lineNumber)) items += builderItems(line.quantity);
  return items;
}
