import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The incentives context's table (issue 27 part C, decision 0088): a loyalty member's personal
 * offers and whether each is loaded. An offer belongs to one account and goes with it. Kinds and
 * values as the domain's incentive rules read them (incentive-rules.ts): pence or percent off one
 * product (line_number), or pence off a spend over threshold_pence. valid_from and valid_to are
 * Europe/London calendar dates, both days included; null means no limit that side.
 */
export const incentiveOffers = pgTable(
  'incentive_offers',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** PRODUCT_AMOUNT_OFF | PRODUCT_PERCENT_OFF | SPEND_AMOUNT_OFF */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    /** Pence off, or percent off for PRODUCT_PERCENT_OFF. */
    value: integer('value').notNull(),
    lineNumber: text('line_number'),
    thresholdPence: integer('threshold_pence').notNull().default(0),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    loaded: boolean('loaded').notNull().default(false),
    loadedAt: timestamp('loaded_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('incentive_offers_customer').on(t.customerId, t.id),
    check(
      'incentive_offers_kind',
      sql`${t.kind} IN ('PRODUCT_AMOUNT_OFF', 'PRODUCT_PERCENT_OFF', 'SPEND_AMOUNT_OFF')`,
    ),
    check(
      'incentive_offers_value',
      sql`${t.value} > 0 AND (${t.kind} <> 'PRODUCT_PERCENT_OFF' OR ${t.value} <= 100) AND ${t.thresholdPence} >= 0`,
    ),
    check(
      'incentive_offers_product',
      sql`(${t.kind} = 'SPEND_AMOUNT_OFF') = (${t.lineNumber} IS NULL)`,
    ),
    check(
      'incentive_offers_dates',
      sql`${t.validFrom} IS NULL OR ${t.validTo} IS NULL OR ${t.validFrom} <= ${t.validTo}`,
    ),
  ],
);
