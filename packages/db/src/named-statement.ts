import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';

const dialect = new PgDialect();
/** Statement text → its name; the texts come from a few code paths, so this stays small. */
const names = new Map<string, string>();
const MAX_NAMES = 5_000;

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `g_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * Runs `query` as a named prepared statement on PostgreSQL: each pooled connection parses and
 * plans a statement text once, then only binds and executes it (parsing and planning the
 * search statements cost about as much as running them). The name is a hash of the text, so
 * one text always has one name and two texts never share one. PGlite runs the query as usual.
 *
 * Only for statements whose plan does not depend on the parameter values: PostgreSQL may keep
 * one generic plan for every value after a few runs.
 */
/** Whether executeNamed prepares statements on this database (PostgreSQL, not PGlite). */
export function preparesStatements(db: Db): boolean {
  return (db as unknown as { $client: unknown }).$client instanceof pg.Pool;
}

export async function executeNamed<T>(db: Db, query: SQL): Promise<{ rows: T[] }> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query({ name: nameOf(text), text, values: params as unknown[] });
    return result as unknown as { rows: T[] };
  }
  return (await db.execute(query)) as unknown as { rows: T[] };
}
