import { type Database, openDatabase } from '@grocer/db/client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import {
  type DemoCatalogueSeed,
  databaseFromDemoCatalogueTemplate,
  demoCatalogueDump,
} from '../../../test/demo-catalogue-template.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import '../../../test/provided-context.ts';

/**
 * Search is judged on the demo catalogue (6,000 products), not the harness's small fixture:
 * relevance needs real shelves. The catalogue is seeded once per run and each file gets a copy of
 * its own (test/demo-catalogue-template.ts): on PGlite an in-memory database loaded from the dump,
 * on PostgreSQL (DATABASE_URL) a fresh sibling database named after the file.
 */
export const DEMO_PRODUCTS = 6_000;
/** Promotions in the demo catalogue run either side of this instant. */
export const DEMO_NOW = new Date('2026-11-22T12:00:00Z');

export interface DemoCatalogueApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function createDemoCatalogueApp(name: string): Promise<DemoCatalogueApp> {
  const url = inject('databaseUrl');
  const demo = { products: DEMO_PRODUCTS, now: DEMO_NOW };
  const sibling = url ? await freshSiblingDatabase(url, name, demo) : null;
  const database = sibling
    ? await openDatabase({ url: sibling.url, poolSize: 4 })
    : await openDatabase({ loadDataDir: await demoCatalogueDump(runDirectory(), demo) });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }),
    database,
    now: () => DEMO_NOW,
    webBuildDirectory: inject('storefrontBuildDir'),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await sibling?.drop();
    },
  };
}

function runDirectory(): string {
  const directory = inject('testRunDirectory');
  if (!directory) throw new Error('global-setup did not make a directory for this run');
  return directory;
}

/**
 * `<test database>_<name>`, made afresh from the run's demo catalogue template so every run
 * starts from the same rows, and dropped when the suite closes so runs leave no databases behind.
 */
async function freshSiblingDatabase(
  url: string,
  name: string,
  demo: DemoCatalogueSeed,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const target = new URL(url);
  const database = `${target.pathname.slice(1)}_${name}`.replace(/[^a-z0-9_]/gi, '_');
  await databaseFromDemoCatalogueTemplate(url, database, demo);
  target.pathname = `/${database}`;
  return {
    url: target.toString(),
    drop: async () => {
      const admin = await openDatabase({ url, poolSize: 1 });
      try {
        await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
      } finally {
        await admin.close();
      }
    },
  };
}
