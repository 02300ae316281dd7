import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Feature flags' states as staff set them (the flags context's; decision 0068). A flag with no
 * row is at its catalogue default (`@grocer/domain/flags/flag-catalogue`). Every server process
 * keeps the states in memory and reads them again when one is changed (NOTIFY feature_flags).
 */
export const featureFlags = pgTable(
  'feature_flags',
  {
    key: text('key').primaryKey(),
    enabled: boolean('enabled').notNull(),
    /** The share of visitors it is on for, when enabled: 100 is everyone. */
    rolloutPercent: integer('rollout_percent').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('feature_flags_key_shape', sql`${t.key} ~ '^[a-z][a-z_]{0,62}$'`),
    check('feature_flags_rollout', sql`${t.rolloutPercent} BETWEEN 0 AND 100`),
  ],
);

/** Who changed which flag to what, and when: rows are only ever added. */
export const featureFlagChanges = pgTable(
  'feature_flag_changes',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    enabled: boolean('enabled').notNull(),
    rolloutPercent: integer('rollout_percent').notNull(),
    staffId: integer('staff_id').references(() => accounts.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feature_flag_changes_key_idx').on(t.key, t.at)],
);
