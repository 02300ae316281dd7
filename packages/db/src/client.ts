import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { mayWrite, noteWrite, writeEpoch } from './write-epoch.ts';

export type Schema = typeof schema;
/** The query builder both drivers share: services are written once against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call from several processes at once on PostgreSQL. */
  migrate(): Promise<void>;
  /**
   * LISTENs on `channel` (decision 0034): `onNotify` gets each NOTIFY's payload, from every
   * process on PostgreSQL (one dedicated connection, reopened if it drops) or this process on
   * PGlite. Resolves once listening, with the function that stops.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onError?: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * PGlite only: a number that moves whenever data may have changed (write-epoch.ts), so a
   * value worked out from reads can be kept while it stands still. Undefined on PostgreSQL.
   */
  writeEpoch?: () => number;
  /**
   * Both databases: a number that moves whenever this process may have written (every statement
   * that may write is counted as it is sent, and every transaction's begin and end; write-epoch.ts).
   * Unlike `writeEpoch` it says nothing of other processes' writes: a value read for a request is
   * known not to predate that request's own writes while it stands (decision 0103).
   */
  processWrites: () => number;
}

export type DatabaseOptions =
  | {
      url: string;
      poolSize?: number;
      /** Told when an idle pooled connection fails (the pool replaces it). */
      onIdleError?: (error: Error) => void;
    }
  | { dataDir?: string; loadDataDir?: Blob | File };

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
/** Arbitrary constant key for pg_advisory_lock while migrating. */
const MIGRATION_LOCK_KEY = 4_711_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options)
    return openPostgres(options.url, options.poolSize ?? 10, options.onIdleError);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(
  url: string,
  poolSize: number,
  onIdleError: (error: Error) => void = () => {},
): Promise<Database> {
  // JIT compilation pays off for long analytical scans, never for these short statements: a
  // high cost estimate (stale statistics, a 500k-product search) made PostgreSQL spend ~240 ms
  // compiling a product lookup. PGlite has no JIT.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  watchPoolWrites(pool);
  // An idle connection killed under us (a restart, a failover) must not crash the process:
  // the pool drops that client and the next query opens a new one.
  pool.on('error', onIdleError);
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    processWrites: () => writeEpoch(pool),
    async migrate() {
      // The lock lives on its own connection, outside the pool, so migrating works whatever
      // the pool size (a pool of one would otherwise wait for itself).
      const lock = new pg.Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(db, { migrationsFolder });
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await lock.end();
      }
    },
    listen: (channel, onNotify, onError) => listenPostgres(url, channel, onNotify, onError),
    close: () => pool.end(),
  };
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * One connection of its own for LISTEN, outside the pool (a pooled client would be handed to
 * other queries). When it drops it is reopened after a pause, LISTENing again; notifications
 * sent while it was down are lost, which listeners treat as "something may have changed".
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onError: (error: Error) => void = () => {},
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError(error);
      reopen(next);
    });
    next.on('end', () => reopen(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  const schedule = (delayMs: number) => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      if (stopped) return;
      open().catch((error: Error) => {
        onError(error);
        schedule(1000);
      });
    }, delayMs);
  };
  const reopen = (dropped: pg.Client) => {
    if (stopped || client !== dropped) return;
    client = null;
    dropped.end().catch(() => {});
    schedule(500);
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir?: Blob | File,
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  watchWrites(client);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite delivers NOTIFY to listeners in this process (it has no other).
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
    writeEpoch: () => writeEpoch(client),
    processWrites: () => writeEpoch(client),
  };
}

/**
 * Counts every statement this process sends to PostgreSQL that may write, and every transaction:
 * each client the pool opens is watched as it connects (the pool's own `query` runs on them).
 * This process's writes only.
 */
function watchPoolWrites(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query as (...args: unknown[]) => unknown;
    client.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
      const text =
        typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
      if (typeof text !== 'string' || mayWrite(text)) noteWrite(pool);
      return query.call(this, config, ...rest);
    } as typeof client.query;
  });
}

/** Counts every statement that may write, and every transaction (write-epoch.ts). */
function watchWrites(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    if (mayWrite(text)) noteWrite(client);
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as PGlite['query'];
  client.exec = ((text: string, ...rest: unknown[]) => {
    if (mayWrite(text)) noteWrite(client);
    return (exec as (...args: unknown[]) => unknown)(text, ...rest);
  }) as PGlite['exec'];
  client.transaction = (async (callback: Parameters<PGlite['transaction']>[0]) => {
    noteWrite(client);
    try {
      return await transaction(callback);
    } finally {
      noteWrite(client);
    }
  }) as PGlite['transaction'];
}

/** Raw PGlite handle, for dumping a prepared database (tests restore it per worker). */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('gzip');
}
