import { createHash } from 'node:crypto';
import {
  CONTACT_RATE_LIMITS,
  type ContactMessage,
  checkCareReply,
  checkContactForm,
  checkReplacementCardForm,
  isTrapFilled,
  type ReplacementCardRequest,
  shouldAuditOpening,
} from '@grocer/domain/customer-care/contact-form';
import { careReference, topicLabel } from '@grocer/domain/customer-care/contact-form-options';
import { type Identity, isSignedIn } from '@grocer/domain/identity/identity';
import type { CustomerDirectory } from '../identity/identity.contract.ts';
import type { MyDetailsService } from '../identity/my-details.contract.ts';
import type { OrderHistoryService } from '../orders/order-history.contract.ts';
import type { StaffAudit } from '../staff/staff.contract.ts';
import type {
  CareClient,
  CareMessage,
  CareMessageKind,
  CareMessageSummary,
  CareSubmission,
  CustomerCareService,
  RecentOrder,
} from './customer-care.contract.ts';
import type { CareMessageRow, CustomerCareRepository } from './customer-care.repository.ts';

const ANSWER = 'staff:answer-customer-care';
/** How many recent orders the form offers to pick from. */
const RECENT_ORDERS = 5;
/** Windows are forgotten a day after they started (the limits' windows are an hour). */
const WINDOW_KEPT_MS = 24 * 60 * 60_000;

/**
 * What customer care sends through the mail context: its `MailService` satisfies this. Declared
 * here so this context depends on the shape it uses, not on the mail context's files.
 */
export interface CustomerCareMailer {
  enqueue(
    request:
      | {
          to: string;
          template: 'customer-care-acknowledgement';
          data: {
            reference: string;
            firstName: string;
            topic: string;
            message: string;
            openingHours: string;
          };
        }
      | {
          to: string;
          template: 'customer-care-notification';
          data: {
            reference: string;
            topic: string;
            facts: { label: string; value: string }[];
            message: string;
            inboxUrl: string;
          };
        }
      | {
          to: string;
          template: 'customer-care-reply';
          data: { reference: string; firstName: string; reply: string; openingHours: string };
        },
  ): Promise<{ id: number }>;
}

export interface CustomerCareSite {
  /** CUSTOMER_CARE_EMAIL: every message is announced there. */
  customerCareEmail: string;
  /** CUSTOMER_CARE_HOURS. */
  customerCareHours: string;
  publicOrigin: string;
}

/** A throttle key for an email address: its SHA-256, never the address itself. */
function emailKey(email: string): string {
  return `contact:email:${createHash('sha256').update(email).digest('hex')}`;
}

function detailsOf(row: CareMessageRow): { label: string; value: string }[] {
  const details = row.details ?? {};
  const labels: [string, string][] = [
    ['cardNumber', 'Card number'],
    ['addressLine1', 'Address line 1'],
    ['addressLine2', 'Address line 2'],
    ['town', 'Town'],
    ['postcode', 'Postcode'],
  ];
  return labels.flatMap(([key, label]) => {
    const value = details[key];
    return typeof value === 'string' && value !== '' ? [{ label, value }] : [];
  });
}

function summaryOf(row: CareMessageRow): CareMessageSummary {
  const kind = row.kind as CareMessageKind;
  return {
    id: row.id,
    reference: careReference(row.id),
    kind,
    topic: row.topic,
    topicLabel: topicLabel(kind, row.topic),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    customerId: row.customerId,
    createdAt: row.createdAt,
    handledAt: row.handledAt,
  };
}

/** The facts customer care's notification lists, in the order staff read them. */
function factsOf(message: CareMessage): { label: string; value: string }[] {
  const facts: [string, string | null][] = [
    ['Reference', message.reference],
    ['From', `${message.firstName} ${message.lastName}`],
    ['Email', message.email],
    ['Phone', message.phone],
    ['Order number', message.orderNumber],
    ['Date', message.eventDate],
    ['Product', message.productName],
    ['Quantity', message.productQuantity],
    ['Customer number', message.customerId === null ? null : String(message.customerId)],
  ];
  return [
    ...facts.flatMap(([label, value]) => (value === null ? [] : [{ label, value }])),
    ...message.details,
  ];
}

/**
 * Customer care (decision 0076): the contact form's messages and replacement card requests are
 * checked by the catalogue's rules, limited per address and per email address in PostgreSQL,
 * refused when the hidden trap field is filled, stored, and acknowledged to the shopper and
 * announced to customer care through the mail outbox. Staff holding 'staff:answer-customer-care'
 * list, open, mark handled and reply; each of those is recorded with who and when.
 */
export function createCustomerCareService(deps: {
  repository: CustomerCareRepository;
  mail: CustomerCareMailer;
  customers: Pick<CustomerDirectory, 'namesOf'>;
  myDetails: Pick<MyDetailsService, 'details'>;
  orderHistory: Pick<OrderHistoryService, 'listOrders'>;
  audit: Pick<StaffAudit, 'record'>;
  site: CustomerCareSite;
  now: () => Date;
  /** A stored message whose email could not be queued is still in the inbox: said here. */
  onMailFailure: (error: unknown, reference: string) => void;
}): CustomerCareService {
  const { repository, site, now } = deps;
  const canAnswer = (staff: Identity) => staff.permissions.includes(ANSWER);

  /** Counts the message against both limits, the address first; the first refusal wins. */
  async function withinLimits(
    ip: string,
    email: string,
    at: Date,
  ): Promise<{ retryAfterSeconds: number } | null> {
    const byAddress = await repository.take(`contact:ip:${ip}`, CONTACT_RATE_LIMITS.perAddress, at);
    if (!byAddress.allowed) return { retryAfterSeconds: byAddress.retryAfterSeconds };
    const byEmail = await repository.take(emailKey(email), CONTACT_RATE_LIMITS.perEmail, at);
    if (!byEmail.allowed) return { retryAfterSeconds: byEmail.retryAfterSeconds };
    return null;
  }

  function messageOf(row: CareMessageRow, handledByName: string | null): CareMessage {
    return {
      ...summaryOf(row),
      phone: row.phone,
      orderNumber: row.orderNumber,
      eventDate: row.eventDate,
      productName: row.productName,
      productQuantity: row.productQuantity,
      message: row.message,
      details: detailsOf(row),
      handledByName,
    };
  }

  /** Stores a checked message and queues both emails; the emails never undo the message. */
  async function store<Field extends string>(
    identity: Identity,
    kind: CareMessageKind,
    value: ContactMessage | ReplacementCardRequest,
    trap: unknown,
    client: CareClient,
  ): Promise<CareSubmission<Field>> {
    const at = now();
    const limited = await withinLimits(client.ip, value.email, at);
    if (limited) return { outcome: 'throttled', ...limited };
    if (isTrapFilled(trap)) return { outcome: 'trapped' };
    const contact = kind === 'contact' ? (value as ContactMessage) : null;
    const card = kind === 'replacement-card' ? (value as ReplacementCardRequest) : null;
    const id = await repository.insertMessage({
      kind,
      topic: contact?.topic ?? card?.reason ?? 'other',
      firstName: value.firstName,
      lastName: value.lastName,
      email: value.email,
      phone: value.phone,
      orderNumber: contact?.orderNumber ?? null,
      eventDate: contact?.eventDate ?? null,
      productName: contact?.productName ?? null,
      productQuantity: contact?.productQuantity ?? null,
      message: value.message,
      details: card
        ? Object.fromEntries(
            Object.entries({
              cardNumber: card.cardNumber,
              addressLine1: card.addressLine1,
              addressLine2: card.addressLine2,
              town: card.town,
              postcode: card.postcode,
            }).filter((entry): entry is [string, string] => entry[1] !== null),
          )
        : {},
      customerId: isSignedIn(identity) ? identity.customerId : null,
      createdAt: at,
    });
    const row = await repository.get(id);
    const message = messageOf(row as CareMessageRow, null);
    try {
      await deps.mail.enqueue({
        to: message.email,
        template: 'customer-care-acknowledgement',
        data: {
          reference: message.reference,
          firstName: message.firstName,
          topic: message.topicLabel,
          message: message.message,
          openingHours: site.customerCareHours,
        },
      });
      await deps.mail.enqueue({
        to: site.customerCareEmail,
        template: 'customer-care-notification',
        data: {
          reference: message.reference,
          topic: message.topicLabel,
          facts: factsOf(message),
          message: message.message,
          inboxUrl: `${site.publicOrigin}/ecom/admin/customer-care/${id}`,
        },
      });
    } catch (error) {
      deps.onMailFailure(error, message.reference);
    }
    await repository.pruneWindows(new Date(at.getTime() - WINDOW_KEPT_MS));
    return { outcome: 'sent', id, reference: message.reference, email: message.email };
  }

  async function recentOrders(identity: Identity): Promise<RecentOrder[]> {
    const page = { start: 0, size: RECENT_ORDERS };
    const [pending, previous] = await Promise.all([
      deps.orderHistory.listOrders(identity, 'pending', page),
      deps.orderHistory.listOrders(identity, 'previous', page),
    ]);
    return [...pending.orders, ...previous.orders]
      .sort((a, b) => b.created.localeCompare(a.created))
      .slice(0, RECENT_ORDERS)
      .map((order) => ({
        customerOrderId: order.customerOrderId,
        created: order.created,
        total: order.total,
      }));
  }

  return {
    async formDefaults(identity) {
      if (!isSignedIn(identity)) return null;
      const [account, orders] = await Promise.all([
        deps.myDetails.details(identity),
        recentOrders(identity),
      ]);
      if (!account) return null;
      return {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        recentOrders: orders,
      };
    },

    async submitContactMessage(identity, input, trap, client) {
      const checked = checkContactForm(input, now());
      if (!checked.ok) return { outcome: 'invalid', errors: checked.errors };
      return store(identity, 'contact', checked.value, trap, client);
    },

    async submitReplacementCard(identity, input, trap, client) {
      const checked = checkReplacementCardForm(input);
      if (!checked.ok) return { outcome: 'invalid', errors: checked.errors };
      return store(identity, 'replacement-card', checked.value, trap, client);
    },

    async listMessages(staff, filter, limit = 100) {
      if (!canAnswer(staff)) return null;
      const rows = await repository.list(filter, Math.min(Math.max(limit, 1), 200));
      return rows.map(summaryOf);
    },

    async openMessage(staff, id) {
      if (!canAnswer(staff)) return { outcome: 'refused', code: 'FORBIDDEN' };
      const row = await repository.get(id);
      if (!row) return { outcome: 'refused', code: 'NOT_FOUND' };
      const at = now();
      if (shouldAuditOpening(await repository.lastOpened(id, staff.principalId), at)) {
        await repository.addEvent({
          messageId: id,
          staffId: staff.principalId,
          action: 'opened',
          at,
        });
      }
      const events = await repository.events(id);
      const names = await deps.customers.namesOf([
        ...events.flatMap((event) => (event.staffId === null ? [] : [event.staffId])),
        ...(row.handledBy === null ? [] : [row.handledBy]),
      ]);
      return {
        message: messageOf(row, row.handledBy === null ? null : (names.get(row.handledBy) ?? null)),
        events: events.map((event) => ({
          ...event,
          staffName: event.staffId === null ? null : (names.get(event.staffId) ?? null),
        })),
      };
    },

    async markHandled(staff, id) {
      if (!canAnswer(staff)) return { outcome: 'refused', code: 'FORBIDDEN' };
      const row = await repository.get(id);
      if (!row) return { outcome: 'refused', code: 'NOT_FOUND' };
      const changed = await repository.markHandled(id, staff.principalId, now());
      if (changed && row.customerId !== null) {
        await deps.audit.record({
          staffId: staff.principalId,
          customerId: row.customerId,
          action: 'customer-care-handled',
          detail: { reference: careReference(id) },
        });
      }
      return { outcome: 'handled', changed };
    },

    async reply(staff, id, text) {
      if (!canAnswer(staff)) return { outcome: 'refused', code: 'FORBIDDEN' };
      const row = await repository.get(id);
      if (!row) return { outcome: 'refused', code: 'NOT_FOUND' };
      const checked = checkCareReply(text);
      if (!checked.ok) return { outcome: 'invalid', errors: checked.errors };
      const reference = careReference(id);
      // Queued first: the audit never says a reply went that the outbox does not hold.
      await deps.mail.enqueue({
        to: row.email,
        template: 'customer-care-reply',
        data: {
          reference,
          firstName: row.firstName,
          reply: checked.value,
          openingHours: site.customerCareHours,
        },
      });
      await repository.addEvent({
        messageId: id,
        staffId: staff.principalId,
        action: 'replied',
        body: checked.value,
        at: now(),
      });
      if (row.customerId !== null) {
        await deps.audit.record({
          staffId: staff.principalId,
          customerId: row.customerId,
          action: 'customer-care-replied',
          detail: { reference },
        });
      }
      return { outcome: 'sent' };
    },
  };
}
