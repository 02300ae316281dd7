import { createHash } from 'node:crypto';
import { PGlite, types } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';
import { mayWrite, noteWrite } from './write-epoch.ts';

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

/** Whether executeNamed prepares statements on this database (PostgreSQL, not PGlite). */
export function preparesStatements(db: Db): boolean {
  return (db as unknown as { $client: unknown }).$client instanceof pg.Pool;
}

/**
 * Runs `query` as a named prepared statement: each PostgreSQL pooled connection, and the
 * embedded PGlite database, parses and plans a statement text once, then only binds and
 * executes it (parsing and planning cost about as much as running these short statements; on
 * PGlite, which runs in this process's thread, a three-table lookup took 2.3 ms of CPU planned
 * each time against 0.4 ms prepared, decision 0060). The name is a hash of the text, so one text
 * always has one name and two texts never share one.
 *
 * Only for statements whose plan does not depend on the parameter values: PostgreSQL may keep
 * one generic plan for every value after a few runs. Inside a transaction (`db` a transaction's
 * handle) the statement runs as usual.
 */
export async function executeNamed<T>(db: Db, query: SQL): Promise<{ rows: T[] }> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query({
      name: nameOf(text),
      text,
      values: params as unknown[],
      types: NODE_PG_TYPES,
    });
    return result as unknown as { rows: T[] };
  }
  if (client instanceof PGlite) return executePrepared<T>(client, query);
  return (await db.execute(query)) as unknown as { rows: T[] };
}

/** Per PGlite instance: the statements it has prepared (or is preparing), by name. */
const preparedOn = new WeakMap<PGlite, Map<string, Promise<void>>>();

/**
 * The types drizzle's raw queries leave as the strings PostgreSQL sent (its node-postgres and
 * PGlite sessions alike): dates, times, intervals and numeric arrays. A named statement answers
 * as `db.execute` would, on either database.
 */
const TEXT_TYPES = new Set([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const KEEP_AS_TEXT = (value: string) => value;
const RAW_PARSERS = Object.fromEntries([...TEXT_TYPES].map((type) => [type, KEEP_AS_TEXT]));
const NODE_PG_TYPES = {
  getTypeParser: (type: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(type) ? KEEP_AS_TEXT : pg.types.getTypeParser(type, format as 'text'),
};

/**
 * PGlite has no named statements in its query API, so the statement is PREPAREd once by SQL and
 * run with EXECUTE, its values written as quoted literals (pg's escapeLiteral): PostgreSQL
 * converts each to its parameter's type as it would a bound text value. One round trip into
 * the database per run, against two for an extended-protocol query.
 */
async function executePrepared<T>(client: PGlite, query: SQL): Promise<{ rows: T[] }> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = nameOf(text);
  let prepared = preparedOn.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedOn.set(client, prepared);
  }
  let ready = prepared.get(name);
  if (!ready) {
    ready = client.exec(`PREPARE "${name}" AS ${text}`).then(() => undefined);
    prepared.set(name, ready);
    // A statement that failed to prepare is prepared again next time (and fails as it did).
    ready.catch(() => prepared.delete(name));
  }
  await ready;
  // The statement is run with EXECUTE, which the database's watch does not count.
  if (mayWrite(text)) noteWrite(client);
  const values = params.length === 0 ? '' : `(${params.map(literalOf).join(', ')})`;
  const [result] = await client.exec(`EXECUTE "${name}"${values}`, { parsers: RAW_PARSERS });
  return { rows: (result?.rows ?? []) as T[] };
}

/** A parameter value as an SQL literal PostgreSQL converts to the parameter's type. */
export function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return pg.escapeLiteral(textOf(value));
}

/** The text form of a value, as node-postgres and PGlite send it. */
function textOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return `{${value.map(arrayElementOf).join(',')}}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function arrayElementOf(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return textOf(value);
  return `"${textOf(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
