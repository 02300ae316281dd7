import type { ProductListing, SortBy } from '@grocer/domain/catalogue/catalogue.types';
import {
  MAX_CATEGORY_PATH_LENGTH,
  normaliseCategoryPath,
} from '@grocer/domain/catalogue/catalogue-urls';
import { DEFAULT_PAGE_SIZE } from '@grocer/domain/catalogue/listing-limits';
import type { CatalogueService } from '@grocer/server/contexts/catalogue/catalogue.contract';
import { parseBrowseParams } from '../lib/browse-query.ts';
import { type ProductCardView, toProductCardView } from '../lib/product-card-view.ts';

/** Browse roots this page serves; offers and featured aisles have their own pages. */
const BROWSE_ROOTS = new Set(['groceries', 'entertaining']);

/**
 * What the category page renders, and nothing more: this is the page's loader data, serialised
 * into every document and `.data` answer (decision 0066). Cards in place of products; of the
 * category's taxonomy entry, its name.
 */
export interface BrowsePage {
  listing: Pick<
    ProductListing,
    'totalMatches' | 'start' | 'breadcrumbs' | 'subCategories' | 'pageTitle'
  > & { products: ProductCardView[] };
  /** The category's own name, for the sub-category links' label; null without a taxonomy entry. */
  categoryName: string | null;
  sortBy: SortBy;
}

/** One page of a category listing, or null when the path names no category we browse. */
export async function loadBrowsePage(
  catalogue: CatalogueService,
  splat: string,
  params: URLSearchParams,
): Promise<BrowsePage | null> {
  const path = normaliseCategoryPath(splat);
  if (path.length > MAX_CATEGORY_PATH_LENGTH) return null;
  if (!BROWSE_ROOTS.has(path.split('/')[0] ?? '')) return null;
  const { start, sortBy } = parseBrowseParams(params);
  const [listing, category] = await Promise.all([
    catalogue.browse({ categoryPath: path, start, size: DEFAULT_PAGE_SIZE, sortBy }),
    catalogue.findCategoryByPath(path),
  ]);
  if (!listing) return null;
  return {
    listing: {
      products: listing.products.map(toProductCardView),
      totalMatches: listing.totalMatches,
      start: listing.start,
      breadcrumbs: listing.breadcrumbs,
      subCategories: listing.subCategories,
      pageTitle: listing.pageTitle,
    },
    categoryName: category?.name ?? null,
    sortBy: sortBy ?? listing.criteria.sortBy,
  };
}
