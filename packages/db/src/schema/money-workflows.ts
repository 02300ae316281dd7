import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Progress of the orders context's money workflows (decision 0055): one row per run of a cancel,
 * an amend's checkout, a change of slot, a payment resolution or a capture. Each step records its
 * start here before it runs (and what the recovery needs to know, in `data`); a run still
 * IN_PROGRESS a lease after its last step is taken as dead by the recovery sweep, which rolls it
 * forward or back by its kind's rule. Placement keeps its own record on `order_placements`
 * (decision 0045) and is swept by the same entry point.
 */
export const moneyWorkflows = pgTable(
  'money_workflows',
  {
    id: serial('id').primaryKey(),
    /** cancel | amend-checkout | change-slot | resolve-payment | capture */
    kind: text('kind').notNull(),
    customerOrderId: bigint('customer_order_id', { mode: 'number' }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The step last started; null before the first. */
    step: text('step'),
    /** IN_PROGRESS while it runs; DONE once it answered (or was recovered). */
    status: text('status').notNull().default('IN_PROGRESS'),
    /** What the recovery needs beyond the order: provider keys, payment ids, flags. */
    data: jsonb('data').notNull().default({}),
    /** When the run last started a step (or a sweep took it): older than the lease is dead. */
    progressedAt: timestamp('progressed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** How it ended: completed, refused, suspended, rolled-forward, rolled-back. */
    outcome: text('outcome'),
  },
  (t) => [
    index('money_workflows_in_progress').on(t.progressedAt).where(sql`${t.status} = 'IN_PROGRESS'`),
    index('money_workflows_order').on(t.customerOrderId),
    check('money_workflows_status', sql`${t.status} IN ('IN_PROGRESS', 'DONE')`),
  ],
);
