import type { Breadcrumb, ProductListing, SortBy } from '@grocer/domain/catalogue/catalogue.types';
import { isCategoryId } from '@grocer/domain/catalogue/catalogue-urls';
import {
  FEATURED_AISLES,
  type FeaturedAisle,
  type FeaturedRoot,
  featuredAisleDescription,
  featuredAisleOf,
  featuredAislePath,
  featuredAisleTitle,
  isFeaturedRoot,
} from '@grocer/domain/catalogue/featured-aisles';
import { DEFAULT_PAGE_SIZE } from '@grocer/domain/catalogue/listing-limits';
import type { CatalogueService } from '@grocer/server/contexts/catalogue/catalogue.contract';
import { parseBrowseParams } from '../lib/browse-query.ts';
import { type ProductCardView, toProductCardView } from '../lib/product-card-view.ts';

/** A link to one of a root's featured aisles. */
export interface FeaturedAisleLink {
  aisle: FeaturedAisle;
  label: string;
  href: string;
}

/**
 * What a featured aisle page renders (decision 0078): the category page's listing, its
 * breadcrumbs and sub-category filters pointing at the same aisle, and the root's other aisles.
 */
export interface FeaturedPage {
  title: string;
  description: string;
  /** The category the aisle is narrowed to; null for the whole root. */
  categoryId: string | null;
  categoryName: string | null;
  listing: Pick<ProductListing, 'totalMatches' | 'start' | 'subCategories'> & {
    products: ProductCardView[];
  };
  /** The aisle, then each category down to the current one; empty without a category. */
  breadcrumbs: Breadcrumb[];
  aisles: (FeaturedAisleLink & { current: boolean })[];
  sortBy: SortBy;
}

/**
 * One page of a featured aisle, or null when the path or the category filter names none:
 * `root` and `aisle` are the route's parameters, the category an id in `?category=`.
 */
export async function loadFeaturedPage(
  catalogue: CatalogueService,
  root: string | undefined,
  aisleSegment: string | undefined,
  params: URLSearchParams,
): Promise<FeaturedPage | null> {
  const aisle = featuredAisleOf(aisleSegment);
  if (!isFeaturedRoot(root) || aisle === null) return null;
  const category = params.get('category');
  if (category !== null && !isCategoryId(category)) return null;
  const { start, sortBy } = parseBrowseParams(params);
  const listing = await catalogue.browseFeatured({
    root,
    aisle,
    ...(category === null ? {} : { categoryId: category }),
    start,
    size: DEFAULT_PAGE_SIZE,
    ...(sortBy ? { sortBy } : {}),
  });
  if (!listing) return null;
  const title = featuredAisleTitle(root, aisle);
  // The root is the aisle itself; the categories below it narrow the aisle.
  const chain = listing.breadcrumbs.slice(1);
  return {
    title,
    description: featuredAisleDescription(aisle),
    categoryId: chain.at(-1)?.id ?? null,
    categoryName: chain.at(-1)?.name ?? null,
    listing: {
      products: listing.products.map(toProductCardView),
      totalMatches: listing.totalMatches,
      start: listing.start,
      subCategories: listing.subCategories.map((child) => ({
        ...child,
        url: featuredAislePath(root, aisle, child.categoryId),
      })),
    },
    breadcrumbs:
      chain.length === 0
        ? []
        : [
            { id: `featured-${aisle}`, name: title, url: featuredAislePath(root, aisle) },
            ...chain.map((step) => ({ ...step, url: featuredAislePath(root, aisle, step.id) })),
          ],
    aisles: aisleLinks(root).map((link) => ({ ...link, current: link.aisle === aisle })),
    sortBy: sortBy ?? listing.criteria.sortBy,
  };
}

export function aisleLinks(root: FeaturedRoot): FeaturedAisleLink[] {
  return FEATURED_AISLES.map((aisle) => ({
    aisle,
    label: featuredAisleTitle(root, aisle),
    href: featuredAislePath(root, aisle),
  }));
}
