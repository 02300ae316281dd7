/** The order pages' paths (decision 0041); links carry the /ecom base, router paths do not. */
export const MY_ORDERS_PATH = '/myaccount/my-orders';

export const orderPath = (customerOrderId: string) =>
  `${MY_ORDERS_PATH}/order/${encodeURIComponent(customerOrderId)}`;

export const cancelOrderPath = (customerOrderId: string) => `${orderPath(customerOrderId)}/cancel`;

/** S2's amend and change-slot routes: the page only renders their POST forms. */
export const amendOrderPath = (customerOrderId: string) => `${orderPath(customerOrderId)}/amend`;

export const changeSlotPath = (customerOrderId: string) =>
  `${orderPath(customerOrderId)}/change-slot`;

export const shopFromOrderPath = (customerOrderId: string) =>
  `/shop-from-order/${encodeURIComponent(customerOrderId)}`;

/** Decision 0043's resolve page, where a PAYMENT_FAILED order is paid (router path). */
export const resolveOrderPaymentPath = (customerOrderId: string) =>
  `/resolve-order-payment/${encodeURIComponent(customerOrderId)}`;
