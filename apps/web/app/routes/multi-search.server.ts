import { splitMultiSearch } from '@grocer/domain/search/multi-search';
import { cleanSearchTerm } from '@grocer/domain/search/search-term';
import type { AppServices } from '@grocer/server/web/app-services';
import { redirect } from 'react-router';
import {
  type MultiSearchCriteria,
  multiSearchHref,
  parseMultiSearchParams,
} from '../features/search/lib/search-url.ts';
import { runSearch, type SearchPageData, withKnownCategory } from './search.server.ts';

export interface MultiSearchPageData extends Pick<SearchPageData, 'results' | 'listing'> {
  criteria: MultiSearchCriteria;
}

export async function loadMultiSearchPage(
  services: AppServices,
  url: URL,
): Promise<MultiSearchPageData> {
  // The page's own list form (no JavaScript) sends `list`; the address keeps the split list.
  const list = url.searchParams.get('list');
  if (list !== null) {
    const items = splitMultiSearch(list).items.map(cleanSearchTerm).filter(Boolean);
    throw redirect(items.length > 0 ? multiSearchHref(items) : '/shop/multi-search');
  }
  const criteria = await withKnownCategory(services, parseMultiSearchParams(url.searchParams));
  return { criteria, ...(await runSearch(services, criteria, criteria.current)) };
}
