import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * What shoppers bought in the shop's branches, recorded against their account (the
 * branch-purchases context's; decision 0079): one row per line of a till receipt. Products and
 * branches are referred to by id only, as an order line does.
 */
export const branchPurchases = pgTable(
  'branch_purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').notNull(),
    /** The till receipt the line is on: one visit to the branch. */
    receiptId: text('receipt_id').notNull(),
    lineNumber: text('line_number').notNull(),
    productId: text('product_id').notNull(),
    /** `Quantity` as the till recorded it: items (C62) or a weight. */
    quantityAmount: doublePrecision('quantity_amount').notNull(),
    quantityUom: text('quantity_uom').notNull().default('C62'),
    pricePence: integer('price_pence').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('branch_purchases_customer_idx').on(t.customerId, t.purchasedAt),
    check('branch_purchases_quantity_positive', sql`${t.quantityAmount} > 0`),
    check('branch_purchases_uom_known', sql`${t.quantityUom} in ('C62', 'KGM', 'GRM', 'LBR')`),
    check('branch_purchases_price_not_negative', sql`${t.pricePence} >= 0`),
  ],
);
