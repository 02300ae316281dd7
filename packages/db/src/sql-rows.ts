import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** What runs a statement: the database, or a transaction of it. */
export type SqlExecutor = Pick<Db, 'execute'>;

/** The rows a raw statement answers, typed by the caller (PostgreSQL and PGlite both answer `rows`). */
export async function sqlRows<T>(db: SqlExecutor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
