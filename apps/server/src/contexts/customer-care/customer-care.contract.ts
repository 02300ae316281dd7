import type { Money } from '@grocer/domain/catalogue/catalogue.types';
import type {
  ContactFormInput,
  ReplacementCardInput,
} from '@grocer/domain/customer-care/contact-form';
import type {
  ContactField,
  InboxFilter,
  ReplacementCardField,
} from '@grocer/domain/customer-care/contact-form-options';
import type { Identity } from '@grocer/domain/identity/identity';

/**
 * The customer-care context's contract (decision 0076): the contact form and the replacement
 * card form, which land in one inbox, and the staff's work on that inbox.
 */

export type { ContactFormInput, InboxFilter, ReplacementCardInput };

/** Where a submission comes from (the address Fastify saw, proxy-aware): the per-address limit. */
export interface CareClient {
  ip: string;
}

/**
 * A form sent to customer care: stored and both emails queued ('sent'); or why not, with nothing
 * stored: a field the catalogue refuses, the hidden trap field filled, or too many just now.
 */
export type CareSubmission<Field extends string> =
  | { outcome: 'sent'; id: number; reference: string; email: string }
  | { outcome: 'invalid'; errors: Partial<Record<Field, string>> }
  | { outcome: 'trapped' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/** One of a signed-in shopper's recent orders, to pick on the contact form. */
export interface RecentOrder {
  customerOrderId: string;
  /** ISO date-time the order was placed. */
  created: string;
  total: Money;
}

/** What the contact form is filled in with for a signed-in shopper. */
export interface ContactFormDefaults {
  firstName: string;
  lastName: string;
  email: string;
  recentOrders: RecentOrder[];
}

export type CareMessageKind = 'contact' | 'replacement-card';

export interface CareMessageSummary {
  id: number;
  reference: string;
  kind: CareMessageKind;
  topic: string;
  /** The topic as the form labels it ('Ask us to stock a product', 'Replacement card: lost'). */
  topicLabel: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The signed-in shopper who sent it: their customer view is a link away. */
  customerId: number | null;
  createdAt: Date;
  handledAt: Date | null;
}

export interface CareMessage extends CareMessageSummary {
  phone: string | null;
  orderNumber: string | null;
  /** 'YYYY-MM-DD'. */
  eventDate: string | null;
  productName: string | null;
  productQuantity: string | null;
  message: string;
  /** A replacement card's card number and postal address, labelled. */
  details: { label: string; value: string }[];
  handledByName: string | null;
}

export interface CareEvent {
  id: number;
  action: 'opened' | 'handled' | 'replied';
  staffId: number | null;
  staffName: string | null;
  /** A reply's text as sent. */
  body: string | null;
  at: Date;
}

export interface CareMessageView {
  message: CareMessage;
  /** What staff did with it, oldest first. */
  events: CareEvent[];
}

export type StaffRefusal = { outcome: 'refused'; code: 'FORBIDDEN' | 'NOT_FOUND' };

export type HandleOutcome = { outcome: 'handled'; changed: boolean } | StaffRefusal;

export type ReplyOutcome =
  | { outcome: 'sent' }
  | { outcome: 'invalid'; errors: { reply?: string } }
  | StaffRefusal;

export interface CustomerCareService {
  /** The signed-in shopper's name, email and recent orders; null when not signed in. */
  formDefaults(identity: Identity): Promise<ContactFormDefaults | null>;
  /** `trap` is the hidden field's value: filled means software sent it. */
  submitContactMessage(
    identity: Identity,
    input: ContactFormInput,
    trap: unknown,
    client: CareClient,
  ): Promise<CareSubmission<ContactField>>;
  submitReplacementCard(
    identity: Identity,
    input: ReplacementCardInput,
    trap: unknown,
    client: CareClient,
  ): Promise<CareSubmission<ReplacementCardField>>;
  /** Newest first; null unless `staff` holds 'staff:answer-customer-care'. */
  listMessages(
    staff: Identity,
    filter: InboxFilter,
    limit?: number,
  ): Promise<CareMessageSummary[] | null>;
  /** The message and its story, the opening audited (once an hour per staff member). */
  openMessage(staff: Identity, id: number): Promise<CareMessageView | StaffRefusal>;
  markHandled(staff: Identity, id: number): Promise<HandleOutcome>;
  /** Emails the reply to the shopper through the outbox, audited with its text. */
  reply(staff: Identity, id: number, text: string): Promise<ReplyOutcome>;
}
