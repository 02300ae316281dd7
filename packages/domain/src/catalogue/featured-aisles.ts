/**
 * Featured aisles (spec doc 3 §2 "Browse, offers and featured"; decision 0078): for each browse
 * root, its featured page `/ecom/shop/featured/{root}` (what is new or on offer there) and its
 * New aisle `/ecom/shop/featured/{root}/new` (products added in the last weeks, the rule in
 * new-products.ts). Each is a listing with the category page's filters (a category, narrowed a
 * level at a time) and sorts. `/shop/featured/offers` is the offers' own page.
 */

export const FEATURED_ROOTS = ['groceries', 'entertaining'] as const;
export type FeaturedRoot = (typeof FEATURED_ROOTS)[number];

/** `featured`: new or on a live offer; `new`: added in the last weeks. */
export const FEATURED_AISLES = ['featured', 'new'] as const;
export type FeaturedAisle = (typeof FEATURED_AISLES)[number];

/** The path segment of each aisle below `/shop/featured/{root}`; the featured page has none. */
const AISLE_SEGMENT: Record<FeaturedAisle, string | null> = { featured: null, new: 'new' };

const TITLES: Record<FeaturedRoot, Record<FeaturedAisle, string>> = {
  groceries: { featured: 'Featured groceries', new: 'New' },
  entertaining: { featured: 'Featured entertaining', new: 'New in entertaining' },
};

const DESCRIPTIONS: Record<FeaturedAisle, string> = {
  featured: 'What is new and on offer',
  new: 'Products added in the last six weeks',
};

export function isFeaturedRoot(value: string | undefined): value is FeaturedRoot {
  return (FEATURED_ROOTS as readonly string[]).includes(value ?? '');
}

/** The aisle a path segment below `/shop/featured/{root}` names; null for none we have. */
export function featuredAisleOf(segment: string | undefined): FeaturedAisle | null {
  if (segment === undefined || segment === '') return 'featured';
  const found = FEATURED_AISLES.find((aisle) => AISLE_SEGMENT[aisle] === segment);
  return found ?? null;
}

export function featuredAisleTitle(root: FeaturedRoot, aisle: FeaturedAisle): string {
  return TITLES[root][aisle];
}

export function featuredAisleDescription(aisle: FeaturedAisle): string {
  return DESCRIPTIONS[aisle];
}

/**
 * The storefront address of an aisle, narrowed to a category (by id, as search's category
 * filter is) when one is given. Other query parameters (the sort) are the caller's to add.
 */
export function featuredAislePath(
  root: FeaturedRoot,
  aisle: FeaturedAisle,
  categoryId?: string | null,
): string {
  const segment = AISLE_SEGMENT[aisle];
  const path = `/ecom/shop/featured/${root}${segment === null ? '' : `/${segment}`}`;
  return categoryId ? `${path}?category=${encodeURIComponent(categoryId)}` : path;
}

/** The aisles of every root, featured page first, in the order the site map lists them. */
export function allFeaturedAisles(): { root: FeaturedRoot; aisle: FeaturedAisle }[] {
  return FEATURED_ROOTS.flatMap((root) => FEATURED_AISLES.map((aisle) => ({ root, aisle })));
}
