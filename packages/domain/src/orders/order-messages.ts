import { AMEND_MESSAGES } from './order-amend.ts';

/**
 * What a refused placement says (decision 0040). The spec gives no texts for these; they are
 * ours, kept here once.
 */
export const PLACEMENT_MESSAGES = {
  TROLLEY_EMPTY: 'Your trolley is empty.',
  NO_SLOT: 'Please book a slot before placing your order.',
  HAS_HARD_CONFLICTS: 'Some items in your trolley cannot be ordered for this slot.',
  MINIMUM_SPEND_NOT_MET: 'Your trolley does not reach the minimum spend for this slot.',
  TROLLEY_NOT_FOUND: 'No such trolley.',
  ORDER_EXISTS: 'This order has already been placed.',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was used for a different request.',
  PLACEMENT_IN_PROGRESS: 'This order is being placed.',
  PAYMENT_CARD_NOT_FOUND: 'Please choose a saved card that has not expired.',
  PAYMENT_DECLINED: 'Your card was declined. Please use another card.',
  INSUFFICIENT_FUNDS: 'Your card was declined for insufficient funds. Please use another card.',
  SLOT_EXPIRED: 'Your slot reservation has expired. Please book a slot again.',
  SLOT_RESERVATION_NOT_FOUND: 'Please book a slot before placing your order.',
  GIFT_CARD_BALANCE_CHANGED: 'A gift card balance has changed. Please check your gift cards.',
  ORDER_ORCHESTRATION_037: 'A gift voucher cannot be used. Please check your gift vouchers.',
  // The money rule (issue 21): what placing would charge is not what checkout showed.
  ORDER_TOTAL_CHANGED: 'Your order total has changed. Please check it before placing your order.',
  SECURITY_NEEDED: 'Your card needs authentication before the order is placed.',
  // Checking out an amended order (decision 0042).
  AMEND_CUTOFF_PASSED: AMEND_MESSAGES.CUTOFF_PASSED_TITLE,
  PERSONALISED_MESSAGE_LOCKED: AMEND_MESSAGES.UNABLE_TO_EDIT,
} as const;

/** The Idempotency-Key header: 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** What fulfilment and payment resolution answer (decision 0043); the spec gives no texts. */
export const FULFILMENT_MESSAGES = {
  ORDER_STATUS_CONFLICT: 'The order is not at this step of fulfilment.',
  PAYMENT_NOT_ALLOWED: 'This order has no payment to resolve.',
  PAYMENT_RESOLVED: 'Payment successful',
  UNKNOWN_SUBSTITUTE: 'No such substitute product.',
  /** Why an order whose picking cost more than was authorised is PAYMENT_FAILED (staff see it). */
  CAPTURE_SHORT: 'The picked order costs more than was authorised: the customer pays the rest.',
} as const;

/**
 * An order still AMENDING at its cut-off whose original slot filled while the shopper held
 * another (decision 0059). The spec has none of these texts; they are ours, kept here once.
 * `SHOPPER_*` are View Order's alert and the email's message, `STAFF_*` the console's flag.
 */
export const AMEND_CUT_OFF_MESSAGES = {
  SHOPPER_HELD_SLOT:
    'Your changes were not checked out before the cut-off and your original slot was no longer available, so your order as originally placed will be delivered in the slot you chose while amending.',
  SHOPPER_SET_ASIDE:
    'Your changes were not checked out before the cut-off, your original slot was no longer available and the slot you chose while amending was no longer held, so your order has no slot. Please contact us to arrange a new slot or to cancel it.',
  STAFF_HELD_SLOT:
    'Amend not checked out by the cut-off and its original slot had filled: fulfilled as originally placed in the slot the shopper held while amending.',
  STAFF_SET_ASIDE:
    'Needs attention: amend not checked out by the cut-off, its original slot had filled and no other slot was held. The order (as originally placed, authorisation kept) has no slot; contact the shopper.',
  STAFF_NEEDS_ATTENTION_TITLE: 'Needs attention',
  MAIL_SUBJECT_HELD_SLOT: (orderId: string) => `Your order ${orderId} has a new slot`,
  MAIL_SUBJECT_SET_ASIDE: (orderId: string) => `Your order ${orderId} needs a new slot`,
} as const;
