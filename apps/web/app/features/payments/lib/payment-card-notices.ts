/** The page, within the storefront's router (its basename is /ecom): for links and redirects. */
export const PAYMENT_CARDS_PATH = '/myaccount/payment-cards';
/** The page's path on the site: where the provider's card form sends its token. */
export const PAYMENT_CARDS_SITE_PATH = `/ecom${PAYMENT_CARDS_PATH}`;

export const PAYMENT_CARD_NOTICES = {
  saved: 'Your card has been saved.',
  updated: 'Your card has been updated.',
  deleted: 'Your card has been deleted.',
} as const;

export type PaymentCardNotice = keyof typeof PAYMENT_CARD_NOTICES;

export function paymentCardNoticeOf(value: string | null): PaymentCardNotice | null {
  return value !== null && Object.hasOwn(PAYMENT_CARD_NOTICES, value)
    ? (value as PaymentCardNotice)
    : null;
}
