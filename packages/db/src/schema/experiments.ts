import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Experiments as staff run them (the experiments context's; decision 0072). Each row is one run
 * of a built experiment (`@grocer/domain/experiments/experiment-catalogue`): created as a draft,
 * started, stopped. At most one run per experiment is not stopped. Its seed is its own, so a new
 * run buckets visitors afresh. Every server process keeps the runs in memory and reads them again
 * when one changes (NOTIFY experiments).
 */
export const experiments = pgTable(
  'experiments',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    hypothesis: text('hypothesis').notNull(),
    status: text('status').notNull(),
    coveragePercent: integer('coverage_percent').notNull(),
    variantPercent: integer('variant_percent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    startedBy: integer('started_by').references(() => accounts.id, { onDelete: 'set null' }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    stoppedBy: integer('stopped_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('experiments_key_shape', sql`${t.key} ~ '^[a-z][a-z_]{0,62}$'`),
    check('experiments_status', sql`${t.status} IN ('draft', 'running', 'stopped')`),
    check('experiments_coverage', sql`${t.coveragePercent} BETWEEN 1 AND 100`),
    check('experiments_variant', sql`${t.variantPercent} BETWEEN 1 AND 99`),
    uniqueIndex('experiments_one_open_per_key').on(t.key).where(sql`${t.status} <> 'stopped'`),
    index('experiments_created_idx').on(t.createdAt),
  ],
);

/**
 * The visitor id a signed-in customer's experiments are bucketed by: the browser's id at their
 * first sign-in with experiments allowed, adopted by every browser they sign in on after, so a
 * shopper keeps one variation across sign-in and devices.
 */
export const experimentVisitors = pgTable('experiment_visitors', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  visitorId: text('visitor_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
