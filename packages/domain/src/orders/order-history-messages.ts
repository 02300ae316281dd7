/**
 * Texts of order history, view order and cancel (decision 0041). The spec gives the page titles
 * and the modal titles; the rest are ours, kept here once.
 */
export const ORDER_HISTORY_MESSAGES = {
  MY_ORDERS_TITLE: 'My Orders',
  VIEW_ORDER_TITLE: 'View Order',
  NO_SUCH_ORDER: 'No such order.',
  SIGN_IN: 'Sign in to see your orders.',
  ORDER_NOT_CANCELLABLE: 'This order can no longer be cancelled.',
  PAYMENT_NOT_VOIDABLE: 'Sorry, we could not cancel the payment of this order. Please contact us.',
  ORDER_CANCELLED: 'Your order has been cancelled.',
  /** Spec doc 2 §8 order-related modals. */
  UNEXPECTED_ERROR: "Sorry, we're experiencing an unexpected error",
  TOO_MANY_LINE_NUMBERS: 'At most 100 line numbers at once.',
  /** Spec doc 2 §8: product name fallback. */
  PRODUCT_NAME_UNAVAILABLE: 'Product name currently unavailable',
} as const;

/** Spec doc 2 §9: order products are fetched in chunks of 100 line numbers. */
export const ORDER_PRODUCTS_CHUNK = 100;
