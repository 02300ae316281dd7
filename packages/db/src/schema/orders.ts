import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The orders context's tables (issue 13, decision 0040). An order keeps the trolley's customer
 * order id and snapshots what was bought: totals, slot and lines with their prices, so later
 * catalogue or price changes never change a placed order. Other contexts' rows (slot
 * reservations, tenders, payment cards) are referred to by id only, never joined.
 */
export const orders = pgTable(
  'orders',
  {
    /** The trolley's customer order id (decision 0031): one order per trolley. */
    customerOrderId: bigint('customer_order_id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Spec doc 2 §4 order lifecycle (domain `ORDER_STATUSES`). */
    status: text('status').notNull(),
    /** The trolley's totals as placed (`TrolleyTotals`, money in pence). */
    totals: jsonb('totals').notNull(),
    /** The booked slot as placed (`BookedSlot`). */
    slot: jsonb('slot').notNull(),
    /** What gift cards and vouchers took, and what the card is asked for. */
    redeemedPence: integer('redeemed_pence').notNull().default(0),
    amountToPayPence: integer('amount_to_pay_pence').notNull(),
    paymentCardId: integer('payment_card_id').notNull(),
    /** The payment provider's authorisation id, once authorised. */
    paymentId: text('payment_id'),
    /** The 3-D Secure challenge URL while the order waits for it. */
    challengeUrl: text('challenge_url'),
    contactNumber: text('contact_number'),
    deliveryNote: text('delivery_note'),
    subPreference: boolean('sub_preference'),
    paperStatement: boolean('paper_statement').notNull().default(false),
    /** The partner discount card on the order when it was placed (issue 21); null for none. */
    partnerDiscountCardNumber: text('partner_discount_card_number'),
    /** Fulfilment (decision 0043): what picking recorded per line (`LinePick[]`), null until picked. */
    picking: jsonb('picking'),
    /** Spec doc 2 §3 "Actual totals" (`ActualTotals`, money in pence), null until picked. */
    actualTotals: jsonb('actual_totals'),
    /** What the capture took from the card; null until captured. */
    capturedPence: integer('captured_pence'),
    /** Owed beyond the authorised amount and not charged (decision 0043). */
    uncoveredPence: integer('uncovered_pence'),
    /** Why the capture failed, for staff. */
    captureFailure: text('capture_failure'),
    /** The payment that settled a PAYMENT_FAILED order. */
    resolutionPaymentId: text('resolution_payment_id'),
    /**
     * The `order_placements` row whose workflow wrote this order (decision 0045): the recovery
     * sweep undoes only an order its dead placement made, never another tab's.
     */
    placementId: integer('placement_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    /** The recovery sweep's search for card challenges never completed (decision 0045). */
    index('orders_pending_idx').on(t.updatedAt).where(sql`${t.status} = 'PENDING'`),
    check(
      'orders_status',
      sql`${t.status} IN ('AMENDING', 'CANCELLED', 'COMPLETED', 'FULFIL', 'PAID', 'PAYMENT_FAILED', 'PENDING', 'PICKED', 'PLACED', 'REFUND_PENDING')`,
    ),
    // The fulfilment scheduler looks for placed orders by status.
    index('orders_status_idx').on(t.status),
    check(
      'orders_amounts_not_negative',
      sql`${t.redeemedPence} >= 0 AND ${t.amountToPayPence} >= 0`,
    ),
  ],
);

/** The trolley's lines copied at placement, priced as they were. */
export const orderLines = pgTable(
  'order_lines',
  {
    customerOrderId: bigint('customer_order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.customerOrderId, { onDelete: 'cascade' }),
    lineNumber: text('line_number').notNull(),
    /** Position in the trolley (oldest first), so a line repeated for a personalised message keeps its own row. */
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    /** `Quantity` as the trolley held it ({amount, uom}). */
    quantity: jsonb('quantity').notNull(),
    canSubstitute: boolean('can_substitute').notNull(),
    noteToShopper: text('note_to_shopper'),
    personalisedMessage: text('personalised_message'),
    pricePence: integer('price_pence').notNull(),
    retailPricePence: integer('retail_price_pence').notNull(),
    savingPence: integer('saving_pence').notNull(),
    totalPricePence: integer('total_price_pence').notNull(),
    depositChargePence: integer('deposit_charge_pence').notNull(),
    estimated: boolean('estimated').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerOrderId, t.position] }),
    /** What other shoppers' orders held beside a product (the basket builder, decision 0095). */
    index('order_lines_line_number_idx').on(t.lineNumber, t.customerOrderId),
  ],
);

/**
 * Idempotency of placement: the first answer to a customer's key is kept and given again for the
 * same key; the key is unique per customer, so two customers' keys never meet.
 */
export const orderPlacements = pgTable(
  'order_placements',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    customerOrderId: bigint('customer_order_id', { mode: 'number' }).notNull(),
    /** A hash of the request, so the same key with a different request is refused. */
    requestHash: text('request_hash').notNull(),
    /** IN_PROGRESS while the workflow runs; then the answer given (HTTP status and body). */
    state: text('state').notNull().default('IN_PROGRESS'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /**
     * The workflow step this placement last started (decision 0045); null before create-order.
     * The recovery sweep undoes it and every step before it when the process died.
     */
    step: text('step'),
    /** When the placement last started a step: one older than the lease is taken as dead. */
    progressedAt: timestamp('progressed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_placements_customer_key').on(t.customerId, t.idempotencyKey),
    index('order_placements_in_progress').on(t.progressedAt).where(sql`${t.state} = 'IN_PROGRESS'`),
    check('order_placements_state', sql`${t.state} IN ('IN_PROGRESS', 'DONE')`),
  ],
);
