import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Analytics events as the collector stores them (the analytics context's; decision 0070). The
 * table is partitioned by day on `received_at` (migration 0030 declares it so): the collector
 * makes each day's partition before its first insert, and the retention sweep drops whole days.
 * No foreign keys: events outlive accounts, and an insert must never wait on another table.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    clientId: text('client_id').notNull(),
    sessionId: text('session_id').notNull(),
    customerId: integer('customer_id'),
    channel: text('channel').notNull(),
    pageLocation: text('page_location').notNull(),
    eventName: text('event_name').notNull(),
    params: jsonb('params').notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.receivedAt] }),
    index('analytics_events_name_idx').on(t.eventName, t.receivedAt),
  ],
);
