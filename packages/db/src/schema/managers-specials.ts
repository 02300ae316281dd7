import { sql } from 'drizzle-orm';
import { check, index, integer, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { products, promotions } from './catalogue.ts';

/**
 * Ids of the promotions staff make (manager's specials, decision 0097): far above the demo
 * catalogue's (50,001 up) and the tests' own (990,000 up), so they never meet.
 */
export const staffPromotionIds = pgSequence('staff_promotion_id_seq', {
  startWith: 800_000_001,
  minValue: 800_000_001,
  maxValue: 2_000_000_000,
  increment: 1,
  cache: 1,
});

/**
 * Manager's specials (the catalogue's; decision 0097): each is a catalogue promotion that the
 * pricing engine prices (one item for `special_price_pence`), and this row says which staff
 * member made it and when, and who ended it and when. Rows are never deleted by the console:
 * changing a price ends one special and makes another, so the table is the audit trail.
 */
export const managersSpecials = pgTable(
  'managers_specials',
  {
    promotionId: integer('promotion_id')
      .primaryKey()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    specialPricePence: integer('special_price_pence').notNull(),
    /** The shelf price when the special was made, for the console's list. */
    shelfPricePence: integer('shelf_price_pence').notNull(),
    createdByStaffId: integer('created_by_staff_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedByStaffId: integer('ended_by_staff_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('managers_specials_product_idx').on(t.productId),
    check(
      'managers_specials_price_below_shelf',
      sql`${t.specialPricePence} > 0 AND ${t.specialPricePence} < ${t.shelfPricePence}`,
    ),
  ],
);
