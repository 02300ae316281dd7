import { DEFAULT_PAGE_SIZE } from '@grocer/domain/catalogue/listing-limits';
import type { SearchResults } from '@grocer/server/contexts/search/search.contract';
import type { AppServices } from '@grocer/server/web/app-services';
import type { CardListing } from '../features/catalogue/components/product-listing.tsx';
import { toProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { type RecipeStripData, recipeStrip } from '../features/recipes/api/recipes.server.ts';
import { parseSearchParams, type SearchCriteria } from '../features/search/lib/search-url.ts';

export interface SearchPageData {
  criteria: SearchCriteria;
  /** Null when there is no term to search for. The products are in `listing`, as cards. */
  results: Omit<SearchResults, 'products'> | null;
  /** The shape the storefront's product listing pages with. */
  listing: CardListing;
  /** Recipes matching the term, above the products (issue 26). */
  recipes?: RecipeStripData | null;
}

/** Runs one search for a results page; an empty term runs nothing. */
export async function runSearch(
  services: AppServices,
  criteria: Omit<SearchCriteria, 'searchTerm'>,
  searchTerm: string,
): Promise<Pick<SearchPageData, 'results' | 'listing'>> {
  if (searchTerm === '') {
    return { results: null, listing: { products: [], totalMatches: 0, start: 0 } };
  }
  const results = await services.search.search({
    searchTerm,
    filterTags: criteria.filterTags,
    category: criteria.category ?? undefined,
    sortBy: criteria.sortBy,
    start: criteria.start,
    size: DEFAULT_PAGE_SIZE,
  });
  const { products, ...rest } = results;
  return {
    results: rest,
    listing: {
      products: products.map(toProductCardView),
      totalMatches: results.totalMatches,
      start: results.start,
    },
  };
}

export async function loadSearchPage(services: AppServices, url: URL): Promise<SearchPageData> {
  const criteria = await withKnownCategory(services, parseSearchParams(url.searchParams));
  const [found, recipes] = await Promise.all([
    runSearch(services, criteria, criteria.searchTerm),
    // Every page of the term (Load more keeps what is above the products as it is).
    criteria.searchTerm !== '' ? recipeStrip(services.recipes, criteria.searchTerm) : null,
  ]);
  return { criteria, ...found, recipes };
}

/**
 * The criteria with a category filter that no category has left out, as an unknown filter tag
 * is: the shopper sees the search without it rather than an error. Both trees are searched.
 */
export async function withKnownCategory<T extends { category: string | null }>(
  services: AppServices,
  criteria: T,
): Promise<T> {
  const { category } = criteria;
  if (category === null) return criteria;
  const trees = await Promise.all([
    services.catalogue.getTaxonomy(),
    services.catalogue.getEntertainingTaxonomy(),
  ]);
  const known = trees.some((tree) => Object.hasOwn(tree.categories, category));
  return known ? criteria : { ...criteria, category: null };
}
