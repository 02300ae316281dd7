import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * An order being amended (decision 0042): the order as it stood when the amend began (its
 * totals, slot, payment and lines), so the re-checkout can put it back if a later step fails,
 * and cancelling the amend knows the slot to return to. One row per AMENDING order; it goes when
 * the amend ends (checked out again or cancelled).
 */
export const orderAmendments = pgTable('order_amendments', {
  customerOrderId: bigint('customer_order_id', { mode: 'number' })
    .primaryKey()
    .references(() => orders.customerOrderId, { onDelete: 'cascade' }),
  customerId: integer('customer_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** The order row's fields and its lines as placed (`AmendSnapshot`). */
  original: jsonb('original').notNull(),
  /** A re-authorisation waiting for the card challenge (3-D Secure) of this payment. */
  pendingPaymentId: text('pending_payment_id'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});
