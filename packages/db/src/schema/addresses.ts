import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The address book (the addresses context's; decision 0027): a customer's delivery addresses,
 * each with its addressee and the note to the driver. At most one is the contact address (the
 * partial unique index); the service keeps exactly one once the book has any, changing a
 * customer's book one request at a time. An account's addresses go with it.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    isContact: boolean('is_contact').notNull().default(false),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    line3: text('line3').notNull().default(''),
    town: text('town').notNull().default(''),
    region: text('region').notNull().default(''),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull().default('GB'),
    postalCode: text('postal_code').notNull(),
    /** '' when none was chosen. */
    title: text('title').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Digits, keeping a leading plus; '' when none. */
    contactNumber: text('contact_number').notNull().default(''),
    addresseeModified: timestamp('addressee_modified', { withTimezone: true })
      .notNull()
      .defaultNow(),
    customerNote: text('customer_note').notNull().default(''),
    /** The lookup provider's reference (UK: the Royal Mail UDPRN) when picked from a suggestion. */
    udprn: text('udprn'),
    /** ACTIVE (picked from the postcode lookup) | UNVERIFIED (typed in, or changed since). */
    status: text('status').notNull().default('UNVERIFIED'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customerId, t.created),
    uniqueIndex('addresses_one_contact_per_customer').on(t.customerId).where(sql`${t.isContact}`),
    check('addresses_status_known', sql`${t.status} in ('ACTIVE', 'UNVERIFIED')`),
    check('addresses_country_code', sql`${t.country} ~ '^[A-Z]{2}$'`),
    // The domain's limits are tighter (ADDRESS_LIMITS); these only stop a bug storing a novel.
    check(
      'addresses_sizes',
      sql`char_length(${t.line1}) between 1 and 200 and char_length(${t.line2}) <= 200 and char_length(${t.line3}) <= 200 and char_length(${t.town}) <= 200 and char_length(${t.region}) <= 200 and char_length(${t.postalCode}) between 1 and 20 and char_length(${t.firstName}) <= 200 and char_length(${t.lastName}) <= 200 and char_length(${t.contactNumber}) <= 20 and char_length(${t.customerNote}) <= 1000`,
    ),
  ],
);
