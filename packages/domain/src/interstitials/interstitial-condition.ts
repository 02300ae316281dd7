/**
 * The interstitial condition (spec doc 1 §4 Trolley next step; decision 0093): whether the
 * trolley's Checkout skips the interstitials and goes straight to checkout. It is met while an
 * order is amended (the shopper went through them when placing it) and when the shopper has
 * already been through them for this trolley (the query's `interstitials=done`). Otherwise the
 * interstitials come first; a fetch that fails or is late sends the shopper on to checkout.
 */

/** The query parameter that says the shopper has been through the interstitials. */
export const INTERSTITIALS_DONE_PARAM = 'interstitials';
export const INTERSTITIALS_DONE_VALUE = 'done';

export function interstitialConditionMet(input: {
  amending: boolean;
  query: URLSearchParams | string;
}): boolean {
  if (input.amending) return true;
  const query = typeof input.query === 'string' ? new URLSearchParams(input.query) : input.query;
  return query.get(INTERSTITIALS_DONE_PARAM) === INTERSTITIALS_DONE_VALUE;
}

/** Where the trolley's Checkout leads to the interstitials: the first step, keeping the query. */
export function interstitialsEntryHref(base: string, query: URLSearchParams | string): string {
  const search = (typeof query === 'string' ? new URLSearchParams(query) : query).toString();
  return search ? `${base}?${search}` : base;
}
