export const PAYMENT_CARDS_PATH = '/ecom/myaccount/payment-cards';

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
