import type { Db } from '@grocer/db/client';
import { marketingPreferences } from '@grocer/db/schema/marketing';
import {
  consentChanges,
  type MarketingConsent,
  type MarketingPreferences,
  preferencesFrom,
} from '@grocer/domain/marketing/marketing-preferences';
import { eq, sql } from 'drizzle-orm';

/** The marketing_preferences table, for the marketing context only. */
export class MarketingPreferencesRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async preferencesOf(customerId: number): Promise<MarketingPreferences> {
    const rows = await this.db
      .select({
        scheme: marketingPreferences.scheme,
        channel: marketingPreferences.channel,
        consented: marketingPreferences.consented,
      })
      .from(marketingPreferences)
      .where(eq(marketingPreferences.customerId, customerId));
    return preferencesFrom(rows as MarketingConsent[]);
  }

  /**
   * Makes the stored preferences `after`, writing only the consents that change (each with `now`
   * as the time it changed), and returns those changes. The customer's rows are read FOR UPDATE,
   * so two saves at once do not both see the old consents; a row neither could lock (never set)
   * is settled by the upsert, last save winning.
   */
  replace(customerId: number, after: MarketingPreferences, now: Date): Promise<MarketingConsent[]> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select({
          scheme: marketingPreferences.scheme,
          channel: marketingPreferences.channel,
          consented: marketingPreferences.consented,
        })
        .from(marketingPreferences)
        .where(eq(marketingPreferences.customerId, customerId))
        .for('update');
      const changes = consentChanges(preferencesFrom(rows as MarketingConsent[]), after);
      if (changes.length === 0) return changes;
      await tx
        .insert(marketingPreferences)
        .values(changes.map((change) => ({ customerId, ...change, updatedAt: now })))
        .onConflictDoUpdate({
          target: [
            marketingPreferences.customerId,
            marketingPreferences.scheme,
            marketingPreferences.channel,
          ],
          set: {
            consented: sql`excluded.consented`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
      return changes;
    });
  }
}
