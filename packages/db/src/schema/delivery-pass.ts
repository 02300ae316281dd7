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
 * Every payment the delivery pass context asks the provider for (decision 0094): a buy (its
 * 3-D Secure wait included) or a renewal, written before the provider is asked, with the step it
 * reached. The money recovery sweep finishes a run left IN_PROGRESS (asking again with the same
 * idempotency key) and gives back a CHALLENGE nobody came back to; the money invariants read
 * TAKEN rows as the owners of the captured payments.
 */
export const deliveryPassPayments = pgTable(
  'delivery_pass_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique('delivery_pass_payments_key'),
    plan: text('plan').notNull(),
    cardId: integer('card_id').notNull(),
    pricePence: integer('price_pence').notNull(),
    /** BUY: the buys before this one (the pass row starts again only from this count). */
    purchases: integer('purchases').notNull(),
    /** RENEWAL: the pass and the expiry it renews from; BUY: the pass once started. */
    passId: bigint('pass_id', { mode: 'number' }),
    fromExpiry: timestamp('from_expiry', { withTimezone: true }),
    paymentId: text('payment_id'),
    status: text('status').notNull().default('IN_PROGRESS'),
    step: text('step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    progressedAt: timestamp('progressed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_pass_payments_customer_idx').on(t.customerId),
    index('delivery_pass_payments_payment_idx').on(t.paymentId),
    index('delivery_pass_payments_open_idx').on(t.status, t.progressedAt),
    check('delivery_pass_payments_kind_known', sql`${t.kind} in ('BUY', 'RENEWAL')`),
    check(
      'delivery_pass_payments_status_known',
      sql`${t.status} in ('IN_PROGRESS', 'CHALLENGE', 'TAKEN', 'REFUSED', 'REFUNDED', 'ABANDONED')`,
    ),
  ],
);
