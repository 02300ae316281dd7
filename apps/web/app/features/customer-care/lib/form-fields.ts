import type {
  ContactField,
  ReplacementCardField,
} from '@grocer/domain/customer-care/contact-form-options';

/** The contact form's fields, as posted (the trap field apart). */
export const CONTACT_FIELDS: readonly (ContactField | 'recentOrder')[] = [
  'topic',
  'firstName',
  'lastName',
  'email',
  'phone',
  'recentOrder',
  'orderNumber',
  'eventDate',
  'productName',
  'productQuantity',
  'message',
];

export const REPLACEMENT_CARD_FIELDS: readonly ReplacementCardField[] = [
  'reason',
  'firstName',
  'lastName',
  'email',
  'phone',
  'cardNumber',
  'addressLine1',
  'addressLine2',
  'town',
  'postcode',
  'message',
];

/** A thank-you page's reference from its query: `CC-` and six to nine digits, else null. */
export function sentReferenceOf(value: string | null): string | null {
  return value !== null && /^CC-\d{6,9}$/.test(value) ? value : null;
}
