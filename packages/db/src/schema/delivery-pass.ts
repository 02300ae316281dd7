import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The delivery pass context's tables (issue 27, decision 0087). One pass row per customer: a
 * buy after the last one lapsed starts it again (a new period, `purchases` + 1), a renewal moves
 * its period on. The card is the payments context's saved card id (no foreign key across
 * contexts); the provider's payment of the period is kept for support.
 */
export const deliveryPasses = pgTable(
  'delivery_passes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .unique('delivery_passes_one_per_customer')
      .references(() => accounts.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    pricePence: integer('price_pence').notNull(),
    cardId: integer('card_id').notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Buys so far: the buy's idempotency key names the next one. */
    purchases: integer('purchases').notNull().default(1),
    /** Renewals taken so far in this run of the pass. */
    renewals: integer('renewals').notNull().default(0),
    paymentId: text('payment_id'),
    /** The last renewal was refused (the email said so); the pass runs out at its expiry. */
    renewalFailedAt: timestamp('renewal_failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_passes_plan_known', sql`${t.plan} in ('ANYTIME_6', 'ANYTIME_12', 'MIDWEEK_6')`),
    check('delivery_passes_period', sql`${t.startsAt} < ${t.expiresAt}`),
    check('delivery_passes_price_not_negative', sql`${t.pricePence} >= 0`),
  ],
);

/**
 * The orders a pass paid the delivery of: one row per customer order, written when its slot is
 * booked with the pass (and removed when it is booked again without it), with what the slot
 * would have cost.
 */
export const deliveryPassUses = pgTable(
  'delivery_pass_uses',
  {
    customerOrderId: bigint('customer_order_id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    passId: bigint('pass_id', { mode: 'number' })
      .notNull()
      .references(() => deliveryPasses.id, { onDelete: 'cascade' }),
    savedPence: integer('saved_pence').notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('delivery_pass_uses_pass_idx').on(t.passId),
    check('delivery_pass_uses_saved_not_negative', sql`${t.savedPence} >= 0`),
  ],
);

/**
 * Buys waiting on the shopper's 3-D Secure check (decision 0087): the provider's payment with
 * the plan, card and price it is for, so the buy completes only for the shopper who began it.
 */
export const deliveryPassPending = pgTable(
  'delivery_pass_pending',
  {
    paymentId: text('payment_id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    cardId: integer('card_id').notNull(),
    pricePence: integer('price_pence').notNull(),
    purchases: integer('purchases').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('delivery_pass_pending_customer_idx').on(t.customerId)],
);
