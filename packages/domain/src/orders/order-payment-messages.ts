/**
 * Texts of the payment resolution and payment confirmation pages (decision 0043). The spec names
 * the "Payment successful" title and the paymentAttemptAllowed / totalToPay facts; the rest is
 * ours, kept here once.
 */
export const ORDER_PAYMENT_TEXT = {
  resolveTitle: 'Pay for your order',
  resolveIntro:
    'We could not take payment for this order with your card. Please pay with a saved card.',
  amountOwed: 'Amount to pay',
  chooseCard: 'Choose a saved card',
  noCards: 'You have no saved cards that can be used.',
  addCard: 'Add a payment card',
  pay: 'Pay now',
  nothingToPay: 'There is nothing to pay on this order.',
  authenticate: 'Your bank needs to check this payment. Complete the check below, then continue.',
  authenticateFrame: 'Card authentication',
  continue: 'Continue',
  chooseCardError: 'Please choose a card.',
  confirmationTitle: 'Payment successful',
  confirmationText: 'Thank you. We have taken the payment for your order.',
  viewOrders: 'View your orders',
} as const;

/** Staff console texts for fulfilment (decision 0043). */
export const FULFILMENT_CONSOLE_TEXT = {
  ordersTitle: 'Orders',
  pickingTitle: 'Picking',
  startFulfilment: 'Start fulfilment now',
  completeOrder: 'Complete order now',
  completePicking: 'Complete picking',
  noOrders: 'No orders yet.',
  picked: 'Picked',
  substituted: 'Substituted',
  notAvailable: 'Not available',
} as const;
