import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Shop accounts: customers and staff. Passwords are argon2id hashes, never plain text. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased so sign-in matches whatever case the shopper types. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** customer | staff */
    role: text('role').notNull().default('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    check('accounts_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('accounts_role_known', sql`${t.role} in ('customer', 'staff')`),
  ],
);
