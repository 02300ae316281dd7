import type { Db } from '@grocer/db/client';
import { sqlRows as rows } from '@grocer/db/sql-rows';
import { sql } from 'drizzle-orm';

/**
 * Writes products.popularity in two set-based statements in one transaction (decision 0048):
 * the listed products', then everyone else's; rows already right are left alone.
 */
export class PopularityRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async setPopularity(byProductId: ReadonlyMap<string, number>, others: number): Promise<number> {
    const listed = JSON.stringify(Object.fromEntries(byProductId));
    return this.#db.transaction(async (tx) => {
      const own = await rows<{ id: string }>(
        tx,
        sql`UPDATE products p SET popularity = s.value::int
            FROM jsonb_each_text(${listed}::jsonb) s
            WHERE p.id = s.key AND p.popularity <> s.value::int
            RETURNING p.id`,
      );
      const rest = await rows<{ id: string }>(
        tx,
        sql`UPDATE products p SET popularity = ${others}
            WHERE p.popularity <> ${others}
              AND NOT EXISTS (SELECT 1 FROM jsonb_each_text(${listed}::jsonb) s WHERE s.key = p.id)
            RETURNING p.id`,
      );
      return own.length + rest.length;
    });
  }
}
