import type { SortBy } from '@grocer/domain/catalogue/catalogue.types';
import { MAX_START } from '@grocer/domain/catalogue/listing-limits';

export const SORT_OPTIONS: { value: SortBy; label: string }[] = [
  { value: 'MOST_POPULAR', label: 'Popularity' },
  { value: 'PRICE_LOW_2_HIGH', label: 'Price: low to high' },
  { value: 'PRICE_HIGH_2_LOW', label: 'Price: high to low' },
  { value: 'A_2_Z', label: 'Name: A to Z' },
  { value: 'Z_2_A', label: 'Name: Z to A' },
  { value: 'TOP_RATED', label: 'Top rated' },
];

export interface BrowseParams {
  start: number;
  sortBy: SortBy | undefined;
}

/**
 * Reads paging and sort from the address, ignoring values a hand-edited URL might carry; a start
 * past the furthest a listing pages is the furthest.
 */
export function parseBrowseParams(params: URLSearchParams): BrowseParams {
  const rawStart = params.get('start');
  const start =
    rawStart !== null && /^\d{1,6}$/.test(rawStart) ? Math.min(Number(rawStart), MAX_START) : 0;
  const rawSort = params.get('sortBy');
  const sortBy = SORT_OPTIONS.find((option) => option.value === rawSort)?.value;
  return { start, sortBy };
}

/** The query for another page of the same listing, keeping the sort. */
export function pageSearch(params: URLSearchParams, start: number): string {
  const next = new URLSearchParams(params);
  if (start > 0) next.set('start', String(start));
  else next.delete('start');
  const text = next.toString();
  return text ? `?${text}` : '';
}
