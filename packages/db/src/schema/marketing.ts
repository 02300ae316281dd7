import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Marketing consents (the marketing context's; decision 0028): one row per customer, scheme and
 * channel that has ever been set. No row means not consented (opt-in). `updated_at` is when that
 * consent last changed, so the shop can say since when a shopper agreed. An account's rows go
 * with it.
 */
export const marketingPreferences = pgTable(
  'marketing_preferences',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** RETAILER | LOYALTY | PARTNER | PARTNER_MONEY (MarketingScheme) */
    scheme: text('scheme').notNull(),
    /** EMAIL | SMS (MarketingChannel) */
    channel: text('channel').notNull(),
    consented: boolean('consented').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.scheme, t.channel] }),
    check(
      'marketing_preferences_scheme',
      sql`${t.scheme} IN ('RETAILER', 'LOYALTY', 'PARTNER', 'PARTNER_MONEY')`,
    ),
    check('marketing_preferences_channel', sql`${t.channel} IN ('EMAIL', 'SMS')`),
  ],
);
