import type { SortBy } from '@grocer/domain/catalogue/catalogue.types';
import { isCategoryId } from '@grocer/domain/catalogue/catalogue-urls';
import { MAX_START } from '@grocer/domain/catalogue/listing-limits';
import { readFilterTags } from '@grocer/domain/search/filter-tags';
import { splitMultiSearch } from '@grocer/domain/search/multi-search';
import { cleanSearchTerm } from '@grocer/domain/search/search-term';

/** Router paths (the `/ecom` basename is added by React Router). */
export const SEARCH_ROUTE = '/shop/search';
export const MULTI_SEARCH_ROUTE = '/shop/multi-search';
/** Full path for plain HTML forms, which know nothing of the basename. */
export const SEARCH_ACTION = `/ecom${SEARCH_ROUTE}`;
export const MULTI_SEARCH_ACTION = `/ecom${MULTI_SEARCH_ROUTE}`;

export const SORT_OPTIONS: readonly { value: SortBy; label: string }[] = [
  { value: 'RELEVANCE', label: 'Relevance' },
  { value: 'PRICE_LOW_2_HIGH', label: 'Price low to high' },
  { value: 'PRICE_HIGH_2_LOW', label: 'Price high to low' },
  { value: 'A_2_Z', label: 'Alphabetical A to Z' },
  { value: 'TOP_RATED', label: 'Rating' },
];

const MAX_FILTER_TAGS = 30;

export interface SearchCriteria {
  searchTerm: string;
  filterTags: string[];
  category: string | null;
  sortBy: SortBy;
  start: number;
}

function parseSort(value: string | null): SortBy {
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? 'RELEVANCE';
}

function parseStart(value: string | null): number {
  const start = Number(value);
  return Number.isInteger(start) && start > 0 ? Math.min(start, MAX_START) : 0;
}

/**
 * Reads the filter, sort and paging parameters shared by search and multi-search. Odd values
 * fall back to defaults rather than failing: they come from hand-edited or stale links. A filter
 * tag the search cannot apply is left out, as is a malformed category (an unknown one is left
 * out by the loader). Empty filter tags are dropped: 'Show all availability' submits one.
 */
export function parseListingParams(params: URLSearchParams): Omit<SearchCriteria, 'searchTerm'> {
  const tags = [
    ...new Set(
      params
        .getAll('filterTags')
        .map((tag) => tag.trim())
        .filter((tag) => tag.length > 0 && tag.length <= 100),
    ),
  ];
  const filterTags = readFilterTags(tags)
    .filters.map((filter) => filter.tag)
    .slice(0, MAX_FILTER_TAGS);
  const category = params.get('category')?.trim();
  return {
    filterTags,
    category: category && isCategoryId(category) ? category : null,
    sortBy: parseSort(params.get('sortBy')),
    start: parseStart(params.get('start')),
  };
}

export function parseSearchParams(params: URLSearchParams): SearchCriteria {
  return {
    searchTerm: cleanSearchTerm(params.get('searchTerm') ?? ''),
    ...parseListingParams(params),
  };
}

/** Copies the current query with some parameters replaced (null removes one). */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | string[] | null>,
): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key);
    if (value === null) continue;
    for (const entry of Array.isArray(value) ? value : [value]) next.append(key, entry);
  }
  const query = next.toString();
  return query ? `?${query}` : '';
}

export function searchHref(term: string): string {
  return `${SEARCH_ROUTE}?${new URLSearchParams({ searchTerm: term })}`;
}

/*
 * Multi-search list encoding: the items joined by commas in `searchTerm`
 * (`?searchTerm=milk,bread,eggs`), the item being shown in `term`. Commas are a separator of
 * the list rules, so no item can hold one and the join is lossless.
 */

export interface MultiSearchCriteria extends Omit<SearchCriteria, 'searchTerm'> {
  items: string[];
  /** The item whose results are shown; the first one when `term` names none of them. */
  current: string;
}

export function multiSearchHref(items: readonly string[], current?: string): string {
  const query = new URLSearchParams({ searchTerm: items.join(',') });
  if (current) query.set('term', current);
  return `${MULTI_SEARCH_ROUTE}?${query}`;
}

export function parseMultiSearchParams(params: URLSearchParams): MultiSearchCriteria {
  const items = splitMultiSearch(params.get('searchTerm') ?? '')
    .items.map(cleanSearchTerm)
    .filter((item) => item.length > 0);
  const wanted = cleanSearchTerm(params.get('term') ?? '').toLocaleLowerCase();
  const current = items.find((item) => item.toLocaleLowerCase() === wanted) ?? items[0] ?? '';
  return { items, current, ...parseListingParams(params) };
}

/** Spec doc 3 §4: a page already on multi-search with the same first term is not re-navigated. */
export function isSameMultiSearch(
  pathname: string,
  params: URLSearchParams,
  items: readonly string[],
): boolean {
  if (!pathname.endsWith(MULTI_SEARCH_ROUTE)) return false;
  const shown = parseMultiSearchParams(params).items[0];
  return shown !== undefined && shown.toLocaleLowerCase() === items[0]?.toLocaleLowerCase();
}
