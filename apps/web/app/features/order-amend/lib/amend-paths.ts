/**
 * Where amending an order takes the shopper (decision 0042). Router paths (no /ecom) for
 * redirects, storefront hrefs (with /ecom) for links.
 */
export const AMEND_HUB_PATH = '/shop/featured/order-amend';
export const AMEND_HUB_HREF = `/ecom${AMEND_HUB_PATH}`;
export const CHECKOUT_HREF = '/ecom/checkout';
export const TROLLEY_HREF = '/ecom/shop/trolley';
export const BOOK_SLOT_PATH = '/bookslot';
export const BOOK_SLOT_HREF = `/ecom${BOOK_SLOT_PATH}`;
export const MY_ORDERS_HREF = '/ecom/myaccount/my-orders';

/** The View Order page of an order (router path). */
export function orderPagePath(customerOrderId: string): string {
  return `/myaccount/my-orders/order/${encodeURIComponent(customerOrderId)}`;
}

/** The query the hub reads to open a refusal modal (after a redirect, without JavaScript too). */
export const AMEND_ERROR_PARAM = 'amendError';

const cutoffFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** `2026-11-26T23:45:00Z` → `Thu 26 Nov, 11:45 pm` in London time (server and browser alike). */
export function formatAmendCutoff(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : cutoffFormat.format(date);
}
