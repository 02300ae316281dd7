import type { Db } from '@grocer/db/client';
import { executeNamed } from '@grocer/db/named-statement';
import { sqlRows as rows } from '@grocer/db/sql-rows';
import { sql } from 'drizzle-orm';

/**
 * The favourites table (decision 0079). Adding is an insert that does nothing when the row is
 * there, removing a delete: the primary key (customer, line number) keeps one row whichever
 * server process writes, so concurrent toggles never duplicate or fail.
 */
export class FavouritesRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async lineNumbers(customerId: number): Promise<{ lineNumber: string; addedAt: Date }[]> {
    // Named: the viewer and the favourites page ask it on every view.
    const { rows: found } = await executeNamed<{ line_number: string; added_at: Date | string }>(
      this.#db,
      sql`SELECT line_number, added_at FROM favourites WHERE customer_id = ${customerId}
          ORDER BY added_at DESC, line_number`,
    );
    return found.map((row) => ({ lineNumber: row.line_number, addedAt: new Date(row.added_at) }));
  }

  async add(customerId: number, lineNumber: string, at: Date): Promise<void> {
    await this.#db.execute(
      sql`INSERT INTO favourites (customer_id, line_number, added_at)
          VALUES (${customerId}, ${lineNumber}, ${at.toISOString()}::timestamptz)
          ON CONFLICT (customer_id, line_number) DO NOTHING`,
    );
  }

  /** True when a row was there to remove. */
  async remove(customerId: number, lineNumber: string): Promise<boolean> {
    const removed = await rows<{ line_number: string }>(
      this.#db,
      sql`DELETE FROM favourites WHERE customer_id = ${customerId} AND line_number = ${lineNumber}
          RETURNING line_number`,
    );
    return removed.length > 0;
  }
}
