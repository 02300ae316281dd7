import { sql } from 'drizzle-orm';
import {
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
import { addresses } from './addresses.ts';

/**
 * Saved payment cards (the payments context's; decision 0038). The shop keeps only what the
 * payment provider hands back for a card it tokenised: the token, the masked number (last four
 * digits), the type, the cardholder, the expiry and the billing address. Never the number or the
 * security code (PCI SAQ A). An account's cards go with it; a deleted billing address leaves the
 * card without one.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Which provider issued the token (PAYMENT_PROVIDER, e.g. 'sandbox'). */
    provider: text('provider').notNull(),
    providerToken: text('provider_token').notNull(),
    /** '************4242': only the last four digits. */
    maskedNumber: text('masked_number').notNull(),
    /** VISA | MASTERCARD | MAESTRO | AMEX | BUSINESS_ACCOUNT | PARTNERSHIP (CardType) */
    cardType: text('card_type').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    billingAddressId: integer('billing_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payment_cards_customer').on(t.customerId),
    uniqueIndex('payment_cards_provider_token').on(t.provider, t.providerToken),
    check('payment_cards_masked', sql`${t.maskedNumber} ~ '^\\*+[0-9]{4}$'`),
    check(
      'payment_cards_type',
      sql`${t.cardType} IN ('VISA', 'MASTERCARD', 'MAESTRO', 'AMEX', 'BUSINESS_ACCOUNT', 'PARTNERSHIP')`,
    ),
    check('payment_cards_expiry_month', sql`${t.expiryMonth} BETWEEN 1 AND 12`),
  ],
);
