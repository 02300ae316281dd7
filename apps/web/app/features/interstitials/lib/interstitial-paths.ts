import {
  INTERSTITIALS_DONE_PARAM,
  INTERSTITIALS_DONE_VALUE,
  interstitialsEntryHref,
} from '@grocer/domain/interstitials/interstitial-condition';
import {
  INTERSTITIAL_KINDS,
  type InterstitialKind,
} from '@grocer/domain/interstitials/interstitial-steps';

/** The checkout steps' pages (spec doc 1 §2; decision 0093), under the storefront's /ecom. */
export const CHECKOUT_HREF = '/ecom/checkout';

/** A step of the interstitials, keeping the query. */
export function interstitialStepHref(stepId: InterstitialKind, query: URLSearchParams | string) {
  return interstitialsEntryHref(`/ecom/interstitials/${stepId}`, query);
}

/** Where the trolley's Checkout leads while the interstitials come first: the first kind. */
export function interstitialsEntry(query: URLSearchParams | string) {
  return interstitialStepHref(INTERSTITIAL_KINDS[0], query);
}

/** One interstitial on its own page. */
export function beforeYouGoHref(interstitialId: InterstitialKind) {
  return `/ecom/beforeYouGo/${interstitialId}`;
}

/** Checkout, keeping the query and saying the interstitials are done (back to the trolley skips them). */
export function checkoutHref(query: URLSearchParams | string) {
  const params = new URLSearchParams(query);
  params.delete(INTERSTITIALS_DONE_PARAM);
  return interstitialsEntryHref(CHECKOUT_HREF, params);
}

/** The query marking the interstitials as done (the trolley then goes straight to checkout). */
export function doneQuery(query: URLSearchParams | string) {
  const params = new URLSearchParams(query);
  params.set(INTERSTITIALS_DONE_PARAM, INTERSTITIALS_DONE_VALUE);
  return params;
}
