import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The loyalty context's table (issue 27 part A, decision 0086): an account's memberships of the
 * loyalty scheme (spec doc 3 §3: type mywaitrose or myjohnlewismywaitrose, and a card with
 * cardNumber, cardStatus, modified, points; picks). At most one membership of each type per
 * account (the primary key), and a card belongs to one account only (the unique index stops two
 * processes linking one card to two accounts). Leaving deletes the row: the card is cleared.
 */
export const loyaltyMemberships = pgTable(
  'loyalty_memberships',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** mywaitrose | myjohnlewismywaitrose (the spec's codes). */
    type: text('type').notNull(),
    /** 16 digits. */
    cardNumber: text('card_number').notNull(),
    /** ACTIVE | REPLACEMENT_ORDERED */
    cardStatus: text('card_status').notNull().default('ACTIVE'),
    points: integer('points').notNull().default(0),
    /** Picks locked in or used (propositions: ipick). */
    picksUsed: integer('picks_used').notNull().default(0),
    created: timestamp('created', { withTimezone: true }).notNull(),
    modified: timestamp('modified', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.type] }),
    uniqueIndex('loyalty_memberships_card_number').on(t.cardNumber),
    check('loyalty_memberships_type', sql`${t.type} IN ('mywaitrose', 'myjohnlewismywaitrose')`),
    check('loyalty_memberships_card_number_digits', sql`${t.cardNumber} ~ '^[0-9]{16}$'`),
    check('loyalty_memberships_points', sql`${t.points} >= 0 AND ${t.picksUsed} >= 0`),
  ],
);

/**
 * Points given for an order (decision 0099): one row per order, written in the transaction that
 * adds the points to the counting card (or with none, for a customer who was not a member when
 * it completed), so a completed order is awarded once however often completion runs.
 */
export const loyaltyPointAwards = pgTable(
  'loyalty_point_awards',
  {
    customerOrderId: bigint('customer_order_id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The card given the points; null when the customer was not a member (nothing given). */
    cardNumber: text('card_number'),
    points: integer('points').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('loyalty_point_awards_points', sql`${t.points} >= 0`)],
);
