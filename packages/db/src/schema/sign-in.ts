import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in throttling, shared by every server process (decision 0021).
 *
 * `rate_limit_windows`: fixed-window counters for bursts, keyed by what is counted, e.g.
 * `sign-in:ip:203.0.113.9`, `sign-in:email:<hash>`, `register:ip:…`, `token:ip:…`.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [check('rate_limit_windows_count_positive', sql`${t.count} > 0`)],
);

/**
 * Failed sign-ins in a row and the locks they cause, per email address whether or not it has an
 * account (so an unknown address behaves like a known one). Keyed by `signInGuardKey`, never by
 * the address itself, so the table is not a list of addresses people tried.
 */
export const signInGuards = pgTable(
  'sign_in_guards',
  {
    emailKey: text('email_key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    hardLocked: boolean('hard_locked').notNull().default(false),
  },
  (t) => [check('sign_in_guards_key_is_sha256_hex', sql`${t.emailKey} ~ '^[0-9a-f]{64}$'`)],
);

/** The guard key of an email address: SHA-256 (hex) of the lower-cased, trimmed address. */
export function signInGuardKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
