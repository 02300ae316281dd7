import type { Db } from '@grocer/db/client';
import { featureFlagChanges, featureFlags } from '@grocer/db/schema/flags';
import type { FlagState } from '@grocer/domain/flags/flag-catalogue';
import { desc, sql } from 'drizzle-orm';

/** The channel a flag change is announced on, to every server process. */
export const FLAGS_CHANNEL = 'feature_flags';

export interface FlagRow extends FlagState {
  key: string;
  updatedAt: Date;
  updatedBy: number | null;
}

export interface FlagChangeRow extends FlagState {
  key: string;
  staffId: number | null;
  at: Date;
}

/** The feature_flags and feature_flag_changes tables, for the flags context only. */
export class FlagsRepository {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  states(): Promise<FlagRow[]> {
    return this.#db
      .select({
        key: featureFlags.key,
        enabled: featureFlags.enabled,
        rolloutPercent: featureFlags.rolloutPercent,
        updatedAt: featureFlags.updatedAt,
        updatedBy: featureFlags.updatedBy,
      })
      .from(featureFlags);
  }

  /** Saves the state and its audit row, and announces it as the transaction commits. */
  async save(key: string, state: FlagState, staffId: number, now: Date): Promise<void> {
    const values = { enabled: state.enabled, rolloutPercent: state.rolloutPercent };
    await this.#db.transaction(async (tx) => {
      await tx
        .insert(featureFlags)
        .values({ key, ...values, updatedAt: now, updatedBy: staffId })
        .onConflictDoUpdate({
          target: featureFlags.key,
          set: { ...values, updatedAt: now, updatedBy: staffId },
        });
      await tx.insert(featureFlagChanges).values({ key, ...values, staffId, at: now });
      await tx.execute(sql`SELECT pg_notify(${FLAGS_CHANNEL}, ${key})`);
    });
  }

  changes(limit: number): Promise<FlagChangeRow[]> {
    return this.#db
      .select({
        key: featureFlagChanges.key,
        enabled: featureFlagChanges.enabled,
        rolloutPercent: featureFlagChanges.rolloutPercent,
        staffId: featureFlagChanges.staffId,
        at: featureFlagChanges.at,
      })
      .from(featureFlagChanges)
      .orderBy(desc(featureFlagChanges.at), desc(featureFlagChanges.id))
      .limit(limit);
  }
}
