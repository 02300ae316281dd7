import type { Database } from '@grocer/db/client';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { countsOfThisFile } from './fuzz-counts.ts';

/**
 * Tables that count requests rather than hold anything a request changes: sign-in, registration
 * and token throttles (decision 0021), password-reset requests and current-password checks
 * (decision 0023). A refused sign-in is counted on purpose, so these change
 * under hostile input and are left out of "the data is unchanged". What they may hold is checked
 * instead (throttleCountersOnly), and they are emptied after each property so every property
 * starts unthrottled, whatever ran before it.
 */
export const COUNTER_TABLES = ['rate_limit_windows', 'sign_in_guards'] as const;

/**
 * Row count and content hash of every table in the public schema but the counters, so a test
 * can say "the data is unchanged" without knowing which tables exist: a table added later is
 * covered too.
 */
export async function databaseFingerprint(database: Database): Promise<Record<string, string>> {
  const position = await writeAheadLogPosition(database);
  const fingerprint = await hashTables(database);
  unchangedSince.set(fingerprint, position);
  return fingerprint;
}

/**
 * The write-ahead log's position when each fingerprint (a baseline, or a later one found equal
 * to it) was taken, read just before its tables were. Every insert, update or delete in a logged
 * table writes to the log, so while the position is where it was, no table can have changed
 * since: a later check there is answered without hashing every table again (about 150 ms each
 * time on two cores, after each of some 1,200 properties). Any write at all, a counter's or one
 * rolled back, moves it, and the tables are hashed as before. The fuzz suites' own test proves
 * both halves.
 */
const unchangedSince = new WeakMap<Record<string, string>, string>();

/** Where PostgreSQL's write-ahead log ends now. */
export async function writeAheadLogPosition(database: Database): Promise<string> {
  const [row] = rows<{ position: string }>(
    await database.db.execute(sql`select pg_current_wal_insert_lsn()::text as position`),
  );
  return row?.position ?? '';
}

async function hashTables(database: Database): Promise<Record<string, string>> {
  const tables = rows<{ name: string }>(
    await database.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).filter(({ name }) => !(COUNTER_TABLES as readonly string[]).includes(name));
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

/**
 * Throttle keys the counters may hold after hostile input: what is counted and for whom. By
 * address (sign-in, staff sign-in, registration, tokens, password-reset requests: an IPv4 or
 * IPv6 address), by email (the SHA-256 hex of the address, never the address: sign-in and
 * password-reset requests) and by account (My details' current-password checks: the account's id). A key of
 * any other shape (input written into it unchecked) is a finding.
 */
const COUNTER_KEY = new RegExp(
  [
    '^(sign-in|staff-sign-in|register|token|password-reset):ip:[\\w.:%-]{1,100}$',
    '^(sign-in|password-reset):email:[0-9a-f]{64}$',
    '^password-check:account:[1-9][0-9]{0,18}$',
  ].join('|'),
);

/** Empties the counters, returning the keys they held that are not throttle keys. */
export async function resetCounters(database: Database): Promise<string[]> {
  const keys = rows<{ key: string }>(
    await database.db.execute(sql`select key from rate_limit_windows`),
  ).map(({ key }) => key);
  await database.db.execute(sql`delete from rate_limit_windows`);
  await database.db.execute(sql`delete from sign_in_guards`);
  return keys.filter((key) => !COUNTER_KEY.test(key));
}

/**
 * After each property: the counters held only throttle keys (then they are emptied), and every
 * other table is as it was: hashed again unless the write-ahead log is where it was when they
 * were last found so.
 */
export async function expectDataUnchanged(
  database: Database,
  baseline: Record<string, string>,
): Promise<void> {
  expect(await resetCounters(database), 'counter keys that are not throttle keys').toEqual([]);
  const position = await writeAheadLogPosition(database);
  if (position === unchangedSince.get(baseline)) {
    countsOfThisFile().byLogPosition++;
    return;
  }
  countsOfThisFile().hashed++;
  expect(await hashTables(database)).toEqual(baseline);
  unchangedSince.set(baseline, position);
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
