import type { SearchType } from '@grocer/domain/analytics/analytics-params';
import { type ReactNode, useEffect } from 'react';
import {
  type CardListing,
  ProductListing,
} from '../features/catalogue/components/product-listing.tsx';
import { SearchEmpty } from '../features/search/components/search-empty.tsx';
import { SearchFilters } from '../features/search/components/search-filters.tsx';
import { SearchHeading, SearchLayout } from '../features/search/components/search-layout.tsx';
import { SearchSort } from '../features/search/components/search-sort.tsx';
import { track } from '../lib/analytics.ts';
import { cardActionIn } from './card-actions.tsx';
import type { SearchPageData } from './search.server.ts';

/**
 * The results part shared by the search and multi-search pages: heading, filters (one GET form,
 * which the sort select joins), and the product listing or the empty state. Not a route: it
 * composes the search, catalogue and trolley features, which do not import each other.
 */
export function SearchResultsView({
  formId,
  searchType,
  term,
  criteria,
  results,
  listing,
  fixed,
  strip,
}: {
  formId: string;
  /** Which search the results came from, for analytics. */
  searchType: SearchType;
  /** The term these results are for (the current one, on multi-search). */
  term: string;
  /** What the results were asked with; a new value starts the listing afresh. */
  criteria: Pick<SearchPageData['criteria'], 'filterTags' | 'category' | 'sortBy'>;
  results: NonNullable<SearchPageData['results']>;
  listing: CardListing;
  /** Parameters the filter form keeps as they are. */
  fixed: Record<string, string>;
  strip?: ReactNode;
}) {
  const filtered = criteria.filterTags.length > 0 || criteria.category !== null;
  const shown = JSON.stringify([term, criteria, results.totalMatches]);
  // One search event per results shown: a new term, filter or sort (Load more is the same one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` stands for what it is made of.
  useEffect(() => {
    track('search', {
      search_term: term,
      result_count: results.totalMatches,
      search_type: searchType,
    });
  }, [shown, searchType]);
  const hasFilters = results.filters.length > 0 || results.categoryFilters.length > 0;
  return (
    <SearchLayout
      heading={<SearchHeading title={term} count={results.totalMatches} />}
      strip={strip}
      filters={
        hasFilters && (
          <SearchFilters
            id={formId}
            filters={results.filters}
            categoryFilters={results.categoryFilters}
            fixed={fixed}
          />
        )
      }
      toolbar={
        hasFilters &&
        results.totalMatches > 0 && <SearchSort formId={formId} value={criteria.sortBy} />
      }
    >
      {results.totalMatches === 0 ? (
        <SearchEmpty term={term} filtered={filtered} />
      ) : (
        <ProductListing
          key={JSON.stringify(criteria)}
          listing={listing}
          label={`Results for ${term}`}
          action={cardActionIn('search', searchType)}
        />
      )}
    </SearchLayout>
  );
}
