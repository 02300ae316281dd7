/**
 * The contact and replacement card forms' options and limits (decision 0076), apart from their
 * rules (contact-form.ts) so a page can show the forms without loading the rules' code, which it
 * loads once the shopper starts typing.
 */

/** What a message is about; each topic asks for its own extra fields. */
export const CONTACT_TOPICS = [
  { value: 'order', label: 'An order or a delivery' },
  { value: 'product-request', label: 'Ask us to stock a product' },
  { value: 'shop-visit', label: 'A visit to one of our shops' },
  { value: 'account', label: 'Your account' },
  { value: 'other', label: 'Something else' },
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value'];

export const CARD_REASONS = [
  { value: 'lost', label: 'Lost' },
  { value: 'stolen', label: 'Stolen' },
  { value: 'damaged', label: 'Damaged' },
] as const;
export type CardReason = (typeof CARD_REASONS)[number]['value'];

/** Field lengths (the catalogue's minimum/maximum length rule); the message has a counter. */
export const CONTACT_LIMITS = {
  name: 50,
  phone: 20,
  productName: 100,
  productQuantity: 20,
  message: 2000,
  addressLine: 80,
  reply: 5000,
} as const;

/** The hidden trap field's name: people never see it, software filling every field fills it. */
export const TRAP_FIELD = 'website';

export type ContactField =
  | 'topic'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'orderNumber'
  | 'eventDate'
  | 'productName'
  | 'productQuantity'
  | 'message';

export type ReplacementCardField =
  | 'reason'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'cardNumber'
  | 'addressLine1'
  | 'addressLine2'
  | 'town'
  | 'postcode'
  | 'message';

/** The reference a shopper and staff quote: `CC-000042`. */
export function careReference(id: number): string {
  return `CC-${String(id).padStart(6, '0')}`;
}

export const INBOX_FILTERS = ['open', 'handled', 'all'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** The inbox shows open messages unless asked for handled ones or all. */
export function inboxFilterOf(value: string | null | undefined): InboxFilter {
  return (INBOX_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as InboxFilter)
    : 'open';
}

/** The label a topic or card reason is shown with. */
export function topicLabel(kind: 'contact' | 'replacement-card', topic: string): string {
  const options: readonly { value: string; label: string }[] =
    kind === 'contact' ? CONTACT_TOPICS : CARD_REASONS;
  const label = options.find((option) => option.value === topic)?.label ?? topic;
  return kind === 'contact' ? label : `Replacement card: ${label.toLowerCase()}`;
}
