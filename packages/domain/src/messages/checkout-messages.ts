/**
 * Checkout and order confirmation texts (issue 13; spec doc 2 §2 titles, §8 Checkout). Texts the
 * spec quotes are marked "spec"; the rest are ours (decision 0044).
 */

/** Spec. */
export const CHECKOUT_TITLE = 'Checkout';
/** Spec. */
export const ORDER_CONFIRMATION_TITLE = 'Order Confirmation';

// Request timeout dialog (spec §8).
/** Spec. */
export const REQUEST_TIMEOUT_TITLE = "Sorry, there's been a problem";
/** Spec. */
export const REQUEST_TIMEOUT_TEXT = 'Please try again';
/** Spec. */
export const REQUEST_TIMEOUT_BUTTON = 'Try again';

// Component crash (spec §8); the phone number is the configured customer-care line.
/** Spec. */
export const CHECKOUT_CRASH_TITLE = 'Sorry, something has gone wrong...';
/** Spec. */
export const CHECKOUT_CRASH_TEXT =
  'There may be a problem with your order that is preventing you from checking out.';
/** Ours, around the spec's prompt to phone customer care. `{phone}` is the configured number. */
export const CHECKOUT_CRASH_PHONE = 'Please call our Customer Care team on {phone}.';

// Ours (decision 0044).
export const PLACE_ORDER = 'Place order';
export const INSTANT_CHECKOUT_HEADING = 'Instant checkout';
export const CHECKOUT_EMPTY_TROLLEY = 'Your trolley is empty. Add some items before checking out.';
export const CHECKOUT_NO_SLOT = 'Book a slot before checking out.';
export const CHOOSE_PAYMENT_CARD = 'Please choose a payment card or add a new one.';
export const CARD_SAVED = 'Your card has been added.';
export const CARD_NOT_SAVED = 'The card could not be added. Please try again.';
export const PAYMENT_CHALLENGE_TITLE = 'Confirm your payment';
export const ORDER_PLACED_HEADING = 'Thank you, your order has been placed';
export const GENERIC_CHECKOUT_ERROR =
  'Sorry, we could not place your order. If the problem continues, try again later.';
