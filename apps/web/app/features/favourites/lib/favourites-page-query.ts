import { MAX_START } from '@grocer/domain/catalogue/listing-limits';
import {
  DEFAULT_FAVOURITES_SORT,
  FAVOURITES_SORTS,
  type FavouritesSort,
} from '@grocer/domain/favourites/favourites-listing';
import { FAVOURITES_MESSAGES as M } from '@grocer/domain/favourites/favourites-messages';

/** Spec doc 3 §4: the sort options and their labels, the first the default. */
export const FAVOURITES_SORT_OPTIONS: readonly { value: FavouritesSort; label: string }[] = [
  { value: 'CATEGORY', label: M.SORT_CATEGORY },
  { value: 'PURCHASE_FREQUENCY', label: M.SORT_PURCHASE_FREQUENCY },
];

/** What the favourites and bought-in-store pages read from their address. */
export interface FavouritesPageQuery {
  sortBy: FavouritesSort;
  /** The spec's onOffer query (doc 3 §2): only products on offer. */
  onOffer: boolean;
  /** An aisle to narrow to; null for all of them. */
  categoryId: string | null;
  start: number;
}

const CATEGORY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Reads the page's query, ignoring what a hand-edited address might carry that the page does not
 * offer: an unknown sort is the default, a strange category none, a start past the furthest a
 * listing pages is the furthest.
 */
export function parseFavouritesPageQuery(params: URLSearchParams): FavouritesPageQuery {
  const rawSort = params.get('sortBy');
  const sortBy = FAVOURITES_SORTS.find((value) => value === rawSort) ?? DEFAULT_FAVOURITES_SORT;
  const onOffer = params.get('onOffer') === 'true';
  const rawCategory = params.get('categoryId');
  const categoryId = rawCategory !== null && CATEGORY_ID.test(rawCategory) ? rawCategory : null;
  const rawStart = params.get('start');
  const start =
    rawStart !== null && /^\d{1,6}$/.test(rawStart) ? Math.min(Number(rawStart), MAX_START) : 0;
  return { sortBy, onOffer, categoryId, start };
}
