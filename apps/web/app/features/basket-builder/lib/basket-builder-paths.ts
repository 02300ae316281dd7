/** Where the recommended selection is posted (works without JavaScript), and the page param. */
export const BASKET_BUILDER_ADD_ACTION = '/ecom/shop/trolley/basket-builder';
/** The trolley page's query parameter for the page of suggestions shown. */
export const BASKET_BUILDER_START_PARAM = 'basketBuilderStart';

/** The trolley page with the next page of suggestions, keeping the rest of the query. */
export function moreSuggestionsHref(query: URLSearchParams, start: number): string {
  const next = new URLSearchParams(query);
  next.set(BASKET_BUILDER_START_PARAM, String(start));
  return `/ecom/shop/trolley?${next.toString()}#basket-builder`;
}

/** The page asked for: a whole number from 0, else the first page. */
export function startOf(query: URLSearchParams): number {
  const value = Number(query.get(BASKET_BUILDER_START_PARAM) ?? '0');
  return Number.isSafeInteger(value) && value >= 0 && value <= 10_000 ? value : 0;
}
