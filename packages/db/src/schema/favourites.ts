import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The favourites context's table (issue 25, decision 0079): the products a shopper hearted, by
 * line number. The primary key makes adding twice one row and removing twice no row, so two
 * server processes toggling the same favourite agree on what is left. An account's favourites go
 * with it; a product gone from the catalogue stays until the shopper removes it (the catalogue's
 * lookup leaves it out of listings).
 */
export const favourites = pgTable(
  'favourites',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lineNumber: text('line_number').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.lineNumber] }),
    check('favourites_line_number_shape', sql`${t.lineNumber} ~ '^[0-9]{1,12}$'`),
  ],
);
