import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The shopping-lists context's tables (issue 25, decision 0081): a shopper's named lists (spec
 * doc 3 §3: id, name, numItems, created, items with lineNumber and quantity). Names are unique
 * per shopper whatever their case (the service compares them by the domain's key under the
 * shopper's lock; the index stops two processes racing past it). An account's lists go with it.
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Normalised (trimmed, one space between words), as the shopper sees it. */
    name: text('name').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull(),
    modified: timestamp('modified', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('shopping_lists_customer_idx').on(t.customerId, t.created),
    uniqueIndex('shopping_lists_name_per_customer').on(t.customerId, sql`lower(${t.name})`),
    // The domain's limit is tighter (50); this only stops a bug storing a novel.
    check('shopping_lists_name_size', sql`char_length(${t.name}) BETWEEN 1 AND 100`),
  ],
);

/**
 * A list's lines: one per product line number, in the order they were added (`position`), each
 * with its quantity in one of the trolley's units. A product gone from the catalogue stays until
 * the shopper removes it (Add all items leaves it out).
 */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    shoppingListId: integer('shopping_list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    lineNumber: text('line_number').notNull(),
    quantityAmount: doublePrecision('quantity_amount').notNull(),
    /** C62 | KGM | GRM | LBR */
    quantityUom: text('quantity_uom').notNull(),
    /** Orders the list's lines: the first added first (its thumbnails are its first four). */
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shoppingListId, t.lineNumber] }),
    index('shopping_list_items_order_idx').on(t.shoppingListId, t.position),
    check('shopping_list_items_line_number_shape', sql`${t.lineNumber} ~ '^[0-9]{1,12}$'`),
    check('shopping_list_items_quantity_positive', sql`${t.quantityAmount} > 0`),
    check('shopping_list_items_uom_known', sql`${t.quantityUom} in ('C62', 'KGM', 'GRM', 'LBR')`),
  ],
);
