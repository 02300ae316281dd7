import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** What runs a statement: the database, or a transaction of it. */
export type SqlExecutor = Pick<Db, 'execute'>;

/** The rows a raw statement answers, typed by the caller (PostgreSQL and PGlite both answer `rows`). */
export async function sqlRows<T>(db: SqlExecutor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * `AND customer_id IN (…)` for a sweep limited to these customers' rows (tests sweep their own
 * rows on a shared database); nothing when no list is given, and no row for an empty one.
 */
export function andCustomerIn(customerIds: readonly number[] | undefined): SQL {
  if (customerIds === undefined) return sql``;
  if (customerIds.length === 0) return sql`AND false`;
  return sql`AND customer_id IN (${sql.join(
    customerIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}
