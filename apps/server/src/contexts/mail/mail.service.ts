import { AppError } from '../../errors/app-error.ts';
import type { MailOutboxRepository } from './mail.repository.ts';
import { mailRequestSchema } from './mail.schemas.ts';
import { type MailSite, renderMail } from './mail.templates.ts';

/**
 * The mail context's contract: other contexts queue an email here and never touch the outbox.
 * Messages are rendered when queued and delivered by the outbox worker (mail.worker.ts) through
 * SMTP, or, without SMTP_URL, held for the development viewer at /ecom/admin/mail.
 */

/** How queued mail leaves the shop: through SMTP_URL, or kept for the /ecom/admin/mail viewer (staff only). */
export type MailDelivery = 'smtp' | 'viewer';

export interface MailConfig {
  /** smtp:// or smtps:// URL of the server to deliver through; unset: mail is held for the viewer. */
  smtpUrl: string | undefined;
  /** The From of every message (MAIL_FROM; defaults to the brand at no-reply@example.com). */
  from: { name?: string; address: string };
  /** How often the worker looks for due messages besides being nudged on enqueue. */
  pollIntervalMs: number;
}

/** The password-reset email. The caller builds the link (it carries the token and `exp`). */
export interface PasswordResetMailData {
  /** Absolute link on this shop's PUBLIC_ORIGIN. */
  resetUrl: string;
  firstName?: string;
  /** Said in the email when given. */
  expiresInMinutes?: number;
}

/** The order confirmation email (issue 13, decision 0044): queued when an order is PLACED. */
export interface OrderConfirmationMailData {
  customerOrderId: string;
  firstName?: string;
  /** The slot as the shopper reads it, e.g. 'Delivery, Friday 27 November, 10:00 to 11:00'. */
  slot: string;
  lineCount: number;
  /** The order's total in pence. */
  totalPence: number;
  /** Absolute link to the order confirmation page on this shop's PUBLIC_ORIGIN. */
  orderUrl: string;
}

/**
 * The notice sent to the old address when a shopper changes their email address (decision
 * 0053). It never names the new address.
 */
export interface EmailChangedMailData {
  firstName?: string;
}

/**
 * The email telling a shopper how the amend cut-off ended an amend whose original slot had filled
 * (decision 0059): kept in the slot held while amending, or set aside with no slot.
 */
export interface OrderAmendCutOffMailData {
  customerOrderId: string;
  firstName?: string;
  outcome: 'held-slot' | 'set-aside';
  /** The slot kept (held-slot) or the original one that filled (set-aside), as read. */
  slot: string;
  /** Absolute link to View Order on this shop's PUBLIC_ORIGIN. */
  orderUrl: string;
}

/**
 * The email telling a delivery pass holder its renewal was refused (decision 0087): the pass
 * runs out at its expiry unless they buy again.
 */
export interface DeliveryPassRenewalFailedMailData {
  firstName?: string;
  /** The plan's name, e.g. '12-month Anytime pass'. */
  planName: string;
  /** When the pass runs out, as read ('Tuesday 1 September 2026'). */
  expires: string;
  /** Absolute link to the delivery pass page on this shop's PUBLIC_ORIGIN. */
  passUrl: string;
}

/** A fact in customer care's notification, e.g. { label: 'Order number', value: '1000042' }. */
export interface CustomerCareFact {
  label: string;
  value: string;
}

/**
 * Customer care (decision 0076): the acknowledgement a shopper gets for a contact form message
 * or a replacement card request, with its reference and a copy of what they wrote.
 */
export interface CustomerCareAcknowledgementMailData {
  reference: string;
  firstName: string;
  /** What it is about, as the form labels it. */
  topic: string;
  /** What the shopper wrote; line breaks kept. May be empty (a replacement card request). */
  message: string;
  /** CUSTOMER_CARE_HOURS, read after "here". */
  openingHours: string;
}

/** The notice to customer care's address (CUSTOMER_CARE_EMAIL) that a message has arrived. */
export interface CustomerCareNotificationMailData {
  reference: string;
  topic: string;
  facts: CustomerCareFact[];
  message: string;
  /** Absolute link to the message in the staff console on PUBLIC_ORIGIN. */
  inboxUrl: string;
}

/** Staff's reply to a message, sent from the inbox. */
export interface CustomerCareReplyMailData {
  reference: string;
  firstName: string;
  /** The reply as staff wrote it; line breaks kept. */
  reply: string;
  openingHours: string;
}

/** One email to queue: a template and its data, by template. */
export type MailRequest =
  | { to: string; template: 'password-reset'; data: PasswordResetMailData }
  | { to: string; template: 'order-confirmation'; data: OrderConfirmationMailData }
  | { to: string; template: 'email-changed'; data: EmailChangedMailData }
  | { to: string; template: 'order-amend-cut-off'; data: OrderAmendCutOffMailData }
  | {
      to: string;
      template: 'delivery-pass-renewal-failed';
      data: DeliveryPassRenewalFailedMailData;
    }
  | {
      to: string;
      template: 'customer-care-acknowledgement';
      data: CustomerCareAcknowledgementMailData;
    }
  | {
      to: string;
      template: 'customer-care-notification';
      data: CustomerCareNotificationMailData;
    }
  | { to: string; template: 'customer-care-reply'; data: CustomerCareReplyMailData };

export type MailTemplate = MailRequest['template'];

export type MailState = 'pending' | 'sending' | 'sent' | 'failed' | 'held';

export interface MailSummary {
  id: number;
  to: string;
  template: string;
  subject: string;
  state: MailState;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
}

export interface MailMessage extends MailSummary {
  text: string;
  html: string;
  /** The last delivery failure, with addresses masked. */
  lastError: string | null;
}

export interface MailService {
  readonly delivery: MailDelivery;
  /**
   * Renders and stores the message; it is delivered after this resolves (or held for the
   * viewer). Bad input is an AppError VALIDATION_FAILED and stores nothing.
   */
  enqueue(request: MailRequest): Promise<{ id: number }>;
  /** Newest first. */
  listMessages(limit: number): Promise<MailSummary[]>;
  getMessage(id: number): Promise<MailMessage | null>;
}

export function createMailService(deps: {
  repository: MailOutboxRepository;
  delivery: MailDelivery;
  site: MailSite;
  now: () => Date;
  /** Told after each message is stored (the worker delivers it at once). */
  onEnqueued?: () => void;
}): MailService {
  const { repository, delivery, site, now } = deps;
  const schema = mailRequestSchema(site.publicOrigin);
  return {
    delivery,

    async enqueue(request) {
      const parsed = schema.safeParse(request);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          field: ['mail', ...issue.path.map(String)].join('.'),
          message: issue.message,
        }));
        const first = issues[0];
        throw new AppError(
          'VALIDATION_FAILED',
          first ? `Invalid ${first.field}: ${first.message}` : 'Invalid mail',
          { issues },
        );
      }
      const rendered = renderMail(parsed.data, site);
      const id = await repository.insert({
        to: parsed.data.to,
        template: parsed.data.template,
        ...rendered,
        state: delivery === 'smtp' ? 'pending' : 'held',
        now: now(),
      });
      deps.onEnqueued?.();
      return { id };
    },

    listMessages: (limit) => repository.list(limit),
    getMessage: (id) => repository.get(id),
  };
}
