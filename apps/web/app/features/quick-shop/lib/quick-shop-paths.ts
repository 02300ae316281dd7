/** The quick shop's and shop from previous's router paths (decision 0082; links add /ecom). */
export const QUICK_SHOP_PATH = '/quick-shop';
export const SHOP_FROM_PREVIOUS_PATH = '/shop-from-previous';
export const SHOP_FROM_PREVIOUS_INTERSTITIAL_PATH = '/shop-from-previous-interstitial';

/** The order to shop from is named in the query: the spec's route has no parameter. */
export const shopFromPreviousPath = (customerOrderId: string) =>
  `${SHOP_FROM_PREVIOUS_PATH}?customerOrderId=${encodeURIComponent(customerOrderId)}`;
