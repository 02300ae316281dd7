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
  PENDING_ORDERS: 'Pending orders',
  PREVIOUS_ORDERS: 'Previous orders',
  NO_PENDING_ORDERS: 'You have no orders on the way.',
  NO_PREVIOUS_ORDERS: 'You have no previous orders.',
  NEXT: 'Next',
  CANCEL_ORDER: 'Cancel order',
  CANCEL_ORDER_TITLE: 'Cancel this order?',
  CANCEL_ORDER_TEXT:
    'Your slot will be released, any gift cards and vouchers given back and the payment on your card cancelled.',
  KEEP_ORDER: 'Keep order',
  AMEND_ORDER: 'Amend order',
  CHANGE_SLOT: 'Change slot',
  SHOP_FROM_ORDER: 'Shop from this order',
  SHOP_FROM_ORDER_TITLE: 'Shop from a previous order',
  SHOP_FROM_ORDER_TEXT: (customerOrderId: string) =>
    `Add the products of order ${customerOrderId} that are still sold to your trolley?`,
  BACK_TO_ORDER: 'Back to the order',
  ADDED_TO_TROLLEY: (count: number) =>
    count === 1
      ? '1 product was added to your trolley.'
      : `${count} products were added to your trolley.`,
  NOT_ADDED: 'These products could not be added (no longer sold or not available):',
  ESTIMATED_TOTALS: 'Estimated total',
  /** Spec doc 2 §3 "Actual totals": shown once the order is picked (decision 0043). */
  ACTUAL_TOTALS: 'Actual totals',
  /** A PAYMENT_FAILED order (decisions 0041, 0043 Wiring): the way to the resolve page. */
  PAY_NOW: 'Pay now',
  PAYMENT_NEEDED: 'We could not take payment for this order. Please pay for it now.',
  /** My Orders, when the stats say an order needs payment attention (spec doc 2 §3 User stats). */
  PAYMENT_ATTENTION: 'An order needs your attention: payment failed.',
  PAYMENT_ATTENTION_LINK: (customerOrderId: string) => `Pay for order ${customerOrderId}`,
  PAYMENT_ATTENTION_LIST: 'See your pending orders',
  NO_BILLING_ADDRESS: 'No billing address',
  SUBSTITUTED_WITH: 'Substituted with',
  NOT_AVAILABLE: 'Not available',
  PICKED: 'Picked',
  PAYMENT: 'Payment',
  DELIVERY_STATUS: 'Delivery status',
  SLOT: 'Slot',
  ITEMS: 'Items',
  BACK_TO_MY_ORDERS: 'Back to My Orders',
} as const;

/** Spec doc 2 §9: order products are fetched in chunks of 100 line numbers. */
export const ORDER_PRODUCTS_CHUNK = 100;
