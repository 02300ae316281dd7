import type { Database } from '@grocer/db/client';
import { sql } from 'drizzle-orm';

/**
 * Row count and content hash of every table in the public schema, so a test can say "the data
 * is unchanged" without knowing which tables exist: a table added later is covered too.
 */
export async function databaseFingerprint(database: Database): Promise<Record<string, string>> {
  const tables = rows<{ name: string }>(
    await database.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    const table = sql.identifier(name);
    const [row] = rows<{ n: number; h: string }>(
      await database.db.execute(
        // A sum of row hashes: independent of row order, so no sort is needed.
        sql`select count(*)::int as n, coalesce(sum(hashtext(t::text)::bigint), 0)::text as h
            from ${table} t`,
      ),
    );
    fingerprint[name] = `${row?.n} rows, ${row?.h}`;
  }
  return fingerprint;
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
