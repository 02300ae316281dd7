import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The trolley context's tables (decision 0031). A trolley belongs to one customer order: the
 * trolley context allocates the customer order id (until the checkout issue's orders context
 * takes it over) and each customer has at most one OPEN trolley. `version` goes up with every
 * change; changes lock the trolley row first, so writers on any server process take turns.
 */
export const trolleys = pgTable(
  'trolleys',
  {
    customerOrderId: bigint('customer_order_id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 10_000_001 }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** OPEN while the customer shops; the orders context adds its states. */
    status: text('status').notNull().default('OPEN'),
    version: integer('version').notNull().default(0),
    /** The order-level substitution preference last set; null until set. */
    subPreference: boolean('sub_preference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trolleys_one_open_per_customer').on(t.customerId).where(sql`${t.status} = 'OPEN'`),
    check('trolleys_status_shape', sql`${t.status} ~ '^[A-Z][A-Z_]{0,29}$'`),
  ],
);

/**
 * A trolley's lines. One line per product line number, except for personalisable products
 * (each personalised cake is its own line). A line at quantity 0 is deleted, not kept.
 */
export const trolleyItems = pgTable(
  'trolley_items',
  {
    trolleyItemId: integer('trolley_item_id').primaryKey().generatedAlwaysAsIdentity(),
    customerOrderId: bigint('customer_order_id', { mode: 'number' })
      .notNull()
      .references(() => trolleys.customerOrderId, { onDelete: 'cascade' }),
    lineNumber: text('line_number').notNull(),
    /** The catalogue's product id; no foreign key: a product gone from the catalogue stays as a conflict. */
    productId: text('product_id').notNull(),
    quantityAmount: doublePrecision('quantity_amount').notNull(),
    /** C62 | KGM | GRM | LBR */
    quantityUom: text('quantity_uom').notNull(),
    reservedQuantity: doublePrecision('reserved_quantity').notNull().default(0),
    canSubstitute: boolean('can_substitute').notNull().default(true),
    noteToShopper: text('note_to_shopper'),
    personalisedMessage: text('personalised_message'),
    /** The product took a personalised message when the line was added: lines may repeat. */
    personalisable: boolean('personalisable').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trolley_items_order_idx').on(t.customerOrderId, t.trolleyItemId),
    uniqueIndex('trolley_items_one_line_per_product')
      .on(t.customerOrderId, t.lineNumber)
      .where(sql`NOT ${t.personalisable}`),
    check('trolley_items_quantity_positive', sql`${t.quantityAmount} > 0`),
    check('trolley_items_uom_known', sql`${t.quantityUom} in ('C62', 'KGM', 'GRM', 'LBR')`),
  ],
);

/** A line as a saved trolley keeps it. */
export interface SavedTrolleyLine {
  lineNumber: string;
  productId: string;
  quantity: { amount: number; uom: string };
  canSubstitute: boolean;
  noteToShopper: string | null;
  personalisedMessage: string | null;
  personalisable: boolean;
}

/**
 * Broken trolleys staff saved aside for a customer (spec doc 1 §4, doc 2 §1), until restored.
 * At most one waits per customer.
 */
export const savedTrolleys = pgTable(
  'saved_trolleys',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The order whose trolley was saved. */
    customerOrderId: bigint('customer_order_id', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<SavedTrolleyLine[]>().notNull(),
    savedBy: integer('saved_by').references(() => accounts.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    restoredBy: integer('restored_by').references(() => accounts.id, { onDelete: 'set null' }),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_trolleys_one_waiting_per_customer')
      .on(t.customerId)
      .where(sql`${t.restoredAt} IS NULL`),
  ],
);
