import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Password-reset links sent by email (the identity context's; decision 0023). The link carries
 * 32 random bytes; only their SHA-256 is stored, so a copy of this table cannot be used to reset
 * anyone's password. A link works once (`used_at`) and until `expires_at`; resetting or changing
 * the password retires every other link of the account. An account's links go with it.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_resets_account_idx').on(t.accountId),
    index('password_resets_expires_idx').on(t.expiresAt),
    check('password_resets_id_is_sha256_hex', sql`${t.id} ~ '^[0-9a-f]{64}$'`),
  ],
);
