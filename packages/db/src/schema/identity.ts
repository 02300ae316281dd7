import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Signed-in browser sessions (decision 0020). The cookie holds a random secret; only its SHA-256
 * is stored, so a copy of this table cannot be replayed as a cookie. `account_id` is who signed in
 * (the principal); `customer_id` is whom the session acts for, which differs only while staff are
 * signed on as a customer. A session ends by `revoked_at` or by passing `expires_at` or its idle
 * limit (`last_seen_at`).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** signed-out | password-changed | staff-returned | … */
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    index('sessions_account_idx').on(t.accountId),
    check('sessions_id_is_sha256_hex', sql`${t.id} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * Secrets every server process on one database must share (the access-token signing key), made
 * once by whichever process starts first. A deployment may instead set them in configuration.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
