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
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * What staff did to or for a customer (the staff context's; decision 0022): signing on as the
 * customer, returning to the console, and later saving or restoring a trolley and changing an
 * address. Rows are only ever added. An account's rows go with the account.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** signed-on | returned | … (StaffAuditAction) */
    action: text('action').notNull(),
    /** Small facts about the action (which session, what changed); never secrets. */
    detail: jsonb('detail').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_log_customer_idx').on(t.customerId, t.at),
    index('staff_audit_log_staff_idx').on(t.staffId, t.at),
    check('staff_audit_log_action_shape', sql`${t.action} ~ '^[a-z][a-z-]{0,39}$'`),
  ],
);
