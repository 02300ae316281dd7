import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * What shoppers send customer care (the customer-care context's; decision 0076): the contact
 * form's messages and replacement-card requests, one inbox. Rows are checked by the domain's
 * form rules (`@grocer/domain/customer-care/contact-form`) before they are written. `customer_id`
 * is the signed-in shopper who sent it, if any; `handled_at` is set when staff mark it handled.
 */
export const customerCareMessages = pgTable(
  'customer_care_messages',
  {
    id: serial('id').primaryKey(),
    /** contact | replacement-card */
    kind: text('kind').notNull(),
    /** The contact form's topic, or why a new card is needed (lost, stolen, damaged). */
    topic: text('topic').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    orderNumber: text('order_number'),
    /** The day of the delivery, collection or visit the message is about (London calendar). */
    eventDate: date('event_date', { mode: 'string' }),
    productName: text('product_name'),
    productQuantity: text('product_quantity'),
    message: text('message').notNull(),
    /** A replacement card's postal address and card number, as checked by the form's rule. */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    customerId: integer('customer_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('customer_care_messages_kind', sql`${t.kind} IN ('contact', 'replacement-card')`),
    check('customer_care_messages_message_length', sql`char_length(${t.message}) <= 2000`),
    index('customer_care_messages_open_idx').on(t.handledAt, t.createdAt),
    index('customer_care_messages_customer_idx').on(t.customerId),
  ],
);

/**
 * What staff did with a message, and when (its audit): opened, marked handled, replied (with
 * the reply's text). Rows are only ever added; a message's go with it.
 */
export const customerCareEvents = pgTable(
  'customer_care_events',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => customerCareMessages.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** opened | handled | replied */
    action: text('action').notNull(),
    /** A reply's text as it was sent. */
    body: text('body'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('customer_care_events_action', sql`${t.action} IN ('opened', 'handled', 'replied')`),
    index('customer_care_events_message_idx').on(t.messageId, t.at),
  ],
);

/**
 * The contact forms' anti-automation counters (decision 0076): one fixed window per key
 * (`contact:ip:<address>`, `contact:email:<sha-256 of the address>`), in PostgreSQL so every
 * server process counts against the same limits.
 */
export const customerCareRateWindows = pgTable(
  'customer_care_rate_windows',
  {
    key: text('key').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('customer_care_rate_windows_started_idx').on(t.startedAt)],
);
