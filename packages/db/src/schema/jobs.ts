import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The durable job queue (decision 0043): background work that must survive a restart (an order
 * advancing at its cut-off, a capture). A worker claims a due row with `FOR UPDATE SKIP LOCKED`
 * in a short transaction and leases it (`locked_until`); several processes never run one job at
 * once, and a job whose worker died is taken again once its lease has lapsed.
 *
 * status: QUEUED (waiting for run_at) → RUNNING (leased) → DONE, or QUEUED again after a
 * failure (backoff), or FAILED after max_attempts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Unique when set: enqueueing the same key again does nothing (one job per order and step). */
    jobKey: text('job_key'),
    payload: jsonb('payload').notNull().default({}),
    status: text('status').notNull().default('QUEUED'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Attempts started so far (counted when claimed). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_job_key').on(t.jobKey),
    index('jobs_due').on(t.runAt).where(sql`${t.status} in ('QUEUED', 'RUNNING')`),
    check('jobs_status', sql`${t.status} IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED')`),
  ],
);
