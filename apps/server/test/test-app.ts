import { readFile } from 'node:fs/promises';
import { type Database, openDatabase } from '@grocer/db/client';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AddressUsageSource } from '../src/contexts/addresses/addresses.contract.ts';
import './provided-context.ts';

/**
 * The database prepared by global-setup. On PostgreSQL a pool of its own on the one shared
 * database. On PGlite the copy this Vitest worker shares among its test files in turn (decision
 * 0100), as every file shares the one database on PostgreSQL: loading a copy costs nearly a second
 * of CPU, once per worker rather than once per app. Its `close()` leaves it open for the next
 * file. `fresh`: a copy of its own, really closed by `close()` (a test that breaks its database).
 */
export async function openTestDatabase(options: { fresh?: boolean } = {}): Promise<Database> {
  const url = inject('databaseUrl');
  if (url) return openDatabase({ url, poolSize: 4 });
  const dumpPath = inject('pgliteDumpPath');
  if (!dumpPath) throw new Error('global-setup did not prepare a database');
  if (options.fresh) return loadCopy(dumpPath);
  let shared = sharedCopies.get(dumpPath);
  if (!shared) {
    shared = loadCopy(dumpPath);
    sharedCopies.set(dumpPath, shared);
  }
  return { ...(await shared), close: async () => {} };
}

/** This worker's shared PGlite copies, by the dump they were loaded from (one per project). */
const sharedCopies = new Map<string, Promise<Database>>();

async function loadCopy(dumpPath: string): Promise<Database> {
  return openDatabase({ loadDataDir: new Blob([await readFile(dumpPath)]) });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** JSON log lines written so far (parsed). */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/** A real app on a real database; `env` overrides configuration variables. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    webBuildDirectory?: string;
    /** What else knows an address is in use (the slot and order contexts' part). */
    addressUsage?: readonly AddressUsageSource[];
    /** The incentives source and deadline the trolley and checkout read (decision 0088). */
    incentives?: BuildAppOptions['incentives'];
    /** The way to the payment provider, wrapped (decision 0094). */
    paymentTransport?: BuildAppOptions['paymentTransport'];
    /** The interstitials' sources and times (decision 0093). */
    interstitials?: BuildAppOptions['interstitials'];
    /** Adds test-only routes before the app is ready. */
    extend?: (app: FastifyInstance) => void;
    /**
     * Another app's database, for a second server process on the same database (PGlite can only
     * be shared within one process this way). close() leaves it open for its owner.
     */
    database?: Database;
    /** A database of its own, closed with the app (openTestDatabase's `fresh`). */
    freshDatabase?: boolean;
  } = {},
): Promise<TestApp> {
  const database =
    options.database ?? (await openTestDatabase({ fresh: options.freshDatabase === true }));
  const logs: Record<string, unknown>[] = [];
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', ...options.env }),
    database,
    logDestination: { write: (line: string) => logs.push(JSON.parse(line)) },
    ...(options.now ? { now: options.now } : {}),
    ...(options.addressUsage ? { addressUsage: options.addressUsage } : {}),
    ...(options.incentives ? { incentives: options.incentives } : {}),
    ...(options.paymentTransport ? { paymentTransport: options.paymentTransport } : {}),
    ...(options.interstitials ? { interstitials: options.interstitials } : {}),
    // The fixture build, not apps/web/build, so results never depend on what was built last.
    webBuildDirectory: options.webBuildDirectory ?? inject('storefrontBuildDir'),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    logs,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
