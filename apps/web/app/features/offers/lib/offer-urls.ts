import type { PromotionTypeCode } from '@grocer/domain/catalogue/catalogue.types';
import { categoryUrlName } from '@grocer/domain/catalogue/catalogue-urls';

/** Router paths (React Router adds the `/ecom` basename). */
export const OFFERS_ROUTE = '/shop/browse/offers';
export const FEATURED_OFFERS_ROUTE = '/shop/featured/offers';
const OFFER_SEGMENT_SUFFIX = '_offers';

export const OFFER_TYPES: readonly { code: PromotionTypeCode; label: string }[] = [
  { code: 'MULTIBUY', label: 'Multibuy' },
  { code: 'WAS_NOW', label: 'Price cuts' },
  { code: 'MEAL_DEAL', label: 'Meal deals' },
  { code: 'PERCENT_OFF', label: 'Percentage off' },
];

/** `WAS_NOW` ↔ `was-now` in highlight paths. */
export function offerTypeSlug(code: PromotionTypeCode): string {
  return code.toLowerCase().replace(/_/g, '-');
}

export function parseOfferType(slug: string): (typeof OFFER_TYPES)[number] | null {
  const code = slug.toUpperCase().replace(/-/g, '_');
  return OFFER_TYPES.find((type) => type.code === code) ?? null;
}

export function offerTypeHref(code: PromotionTypeCode): string {
  return `${OFFERS_ROUTE}/highlights/${offerTypeSlug(code)}`;
}

export function offerHref(offerId: number): string {
  return `/shop/offers/${offerId}`;
}

/**
 * An offer category path: one `{category}_offers` segment per level below the offers root,
 * with the category id as a query parameter (spec doc 3 §2).
 */
export function offerCategoryHref(
  parentSegments: readonly string[],
  name: string,
  categoryId: string,
): string {
  const segments = [...parentSegments, `${categoryUrlName(name)}${OFFER_SEGMENT_SUFFIX}`];
  return `${OFFERS_ROUTE}/${segments.join('/')}?${new URLSearchParams({ categoryId })}`;
}

/**
 * Reads the segments below /shop/browse/offers. Null when one is not a `{category}_offers`
 * segment (the page is then not found).
 */
export function parseOfferPath(splat: string): string[] | null {
  const segments = splat
    .toLowerCase()
    .split('/')
    .filter((segment) => segment.length > 0);
  if (segments.some((segment) => !/^[a-z0-9_]+_offers$/.test(segment))) return null;
  return segments;
}

/** The browse path a segment list stands for, for a link without a categoryId. */
export function offerPathToCategoryPath(segments: readonly string[]): string {
  return ['groceries', ...segments.map((s) => s.slice(0, -OFFER_SEGMENT_SUFFIX.length))].join('/');
}
