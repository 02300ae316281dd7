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
