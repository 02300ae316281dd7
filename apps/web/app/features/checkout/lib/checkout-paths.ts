/** The checkout's paths (decision 0044), as full storefront paths. */
export const CHECKOUT_PATH = '/ecom/checkout';

/** Where the PSP's challenge page sends the shopper back without JavaScript: resumes placement. */
export function challengeReturnPath(customerOrderId: string): string {
  return `${CHECKOUT_PATH}/authenticate/${customerOrderId}`;
}

/** The confirmation page; `full` with the /ecom basename, else in the router's form. */
export function orderConfirmationPath(customerOrderId: string, full = true): string {
  return `${full ? '/ecom' : ''}/order-confirmation/${customerOrderId}`;
}

/** Whether a router path (without /ecom) is part of checkout: leaving it reloads the page. */
export function isCheckoutPath(pathname: string): boolean {
  const path = pathname.replace(/^\/ecom(?=\/|$)/, '');
  return path === '/checkout' || path.startsWith('/checkout/');
}

/** The amend hub (decision 0042), as a router path: it opens a refusal's modal from `?amendError=`. */
const AMEND_HUB_PATH = '/shop/featured/order-amend';

/** Re-checkout refusals the amend hub explains with its modal (decision 0042). */
const AMEND_HUB_REFUSALS = new Set(['AMEND_CUTOFF_PASSED', 'PERSONALISED_MESSAGE_LOCKED']);

/**
 * Where checking out an amended order goes on a refusal the amend hub shows ('Changes cannot be
 * made to your order', 'Unable to edit'); null for every other refusal (shown on checkout).
 */
export function amendRefusalPath(code: string): string | null {
  return AMEND_HUB_REFUSALS.has(code)
    ? `${AMEND_HUB_PATH}?amendError=${encodeURIComponent(code)}`
    : null;
}
