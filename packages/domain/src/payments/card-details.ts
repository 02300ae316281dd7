/**
 * What a shopper types about a card besides its number (decision 0038): the name on it, up to 50
 * characters, and a changed expiry as exactly 'MM/YY'. One place for the limit, the shape and
 * their messages, for the provider's hosted form, the shop's card calls and the cards page.
 */

export const CARDHOLDER_NAME_MAX_LENGTH = 50;

/** A changed expiry as the shop's own forms and calls take it: exactly 'MM/YY'. */
export const CARD_EXPIRY_MM_YY = /^(0[1-9]|1[0-2])\/\d{2}$/;

export const CARD_DETAIL_MESSAGES = {
  cardholderName: `Enter the name on the card (up to ${CARDHOLDER_NAME_MAX_LENGTH} characters).`,
  expiryFormat: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
} as const;

/** The name on the card, trimmed: 1 to 50 characters. */
export function isValidCardholderName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && trimmed.length <= CARDHOLDER_NAME_MAX_LENGTH;
}
