/**
 * Gift card, gift voucher and promo code texts (issue 13; spec doc 2 §8). Texts the spec quotes
 * are marked "spec"; the rest fill what it leaves unshown and are recorded in decision 0039. The
 * API answers a refusal with one of these as its message, so every client shows the same words.
 */

// Promo code snackbars (spec doc 2 §8).
/** Spec. */
export const PROMO_CODE_APPLIED = 'Code successfully applied';
/** Spec: the refusal's own message is shown in the alert beside it. */
export const PROMO_CODE_NOT_APPLIED = 'Code not applied, please check the alert';
/** Spec. */
export const PROMO_CODE_REMOVED = 'Code successfully removed';
/** Spec: adding failed without a status, with 500 or above, or without a message. */
export const PROMO_CODE_ADD_GENERIC_ERROR =
  'Sorry, we could not apply this code/voucher to your order. If the problem continues, try again later.';
/** Spec: removing failed likewise. */
export const PROMO_CODE_REMOVE_GENERIC_ERROR =
  'Sorry, we could not remove this code/voucher from your order. If the problem continues, try again later.';

// Promo code refusals: the server's message shown in the alert (decision 0039).
export const PROMO_CODE_UNKNOWN =
  "Sorry, we don't recognise this code. Please check it and try again.";
export const PROMO_CODE_EXPIRED = 'Sorry, this code has expired.';
export const PROMO_CODE_ALREADY_APPLIED = 'This code is already applied to your order.';
export const PROMO_CODE_ONE_PER_ORDER =
  'Only one code can be used on an order. Remove the code applied to use this one.';
export const PROMO_CODE_NOT_ON_ORDER = 'This code is not applied to your order.';
/** `{amount}` is the minimum spend, formatted. */
export const PROMO_CODE_MINIMUM_SPEND = 'Spend {amount} or more to use this code.';

// Gift cards and vouchers (decision 0039: the spec gives conflicts codes, not texts).
export const GIFT_CARD_NOT_VALID = "Sorry, we don't recognise that gift card number and PIN.";
export const GIFT_CARD_NO_BALANCE = 'This gift card has no balance left.';
export const GIFT_CARD_ALREADY_APPLIED = 'This gift card is already on your order.';
export const GIFT_CARD_VALIDATION_EXPIRED =
  'Your gift card check has expired. Please enter the card number and PIN again.';
export const GIFT_CARD_NOT_ON_ORDER = 'This gift card is not on your order.';
export const GIFT_CARDS_FULL = 'You can use up to 10 gift cards on an order.';
export const GIFT_VOUCHER_NOT_VALID = "Sorry, we don't recognise that gift voucher.";
export const GIFT_VOUCHER_USED = 'This gift voucher has already been used.';
export const GIFT_VOUCHER_EXPIRED = 'This gift voucher has expired.';
export const GIFT_VOUCHER_ALREADY_APPLIED = 'This gift voucher is already on your order.';
export const GIFT_VOUCHER_NOT_ON_ORDER = 'This gift voucher is not on your order.';
export const GIFT_VOUCHERS_FULL = 'You can use up to 10 gift vouchers on an order.';
export const GIFT_CARD_BALANCE_CHANGED =
  "A gift card's balance has changed since it was added. Please check your gift cards.";
export const GIFT_CARD_CHECKS_EXHAUSTED =
  'Too many incorrect gift card numbers or PINs. Please try again later.';

// Partner discount card (spec doc 2 §8 snackbars; decision 0044).
/** Spec. */
export const PARTNER_DISCOUNT_APPLIED = 'Partner discount successfully applied';
/** Spec. */
export const PARTNER_DISCOUNT_REMOVED = 'Partner discount successfully removed';
