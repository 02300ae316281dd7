import { type Database, openDatabase } from '@grocer/db/client';
import { seedDemoCatalogue } from '@grocer/db/demo/seed';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import '../../../test/provided-context.ts';

/**
 * Search is judged on the demo catalogue (6,000 products), not the harness's small fixture:
 * relevance needs real shelves. On PGlite each test file seeds its own in-memory database; on
 * PostgreSQL (DATABASE_URL) each file gets a fresh sibling database named after it.
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
  const sibling = url ? await freshSiblingDatabase(url, name) : null;
  const database = sibling
    ? await openDatabase({ url: sibling.url, poolSize: 4 })
    : await openDatabase({});
  await database.migrate();
  await seedDemoCatalogue(database, { products: DEMO_PRODUCTS, accounts: false, now: DEMO_NOW });
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

/**
 * `<test database>_<name>`, dropped and created again so every run starts from the same rows,
 * and dropped when the suite closes so runs leave no databases behind.
 */
async function freshSiblingDatabase(
  url: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const target = new URL(url);
  const database = `${target.pathname.slice(1)}_${name}`.replace(/[^a-z0-9_]/gi, '_');
  const run = async (statement: string) => {
    const admin = await openDatabase({ url, poolSize: 1 });
    try {
      await admin.db.execute(sql.raw(statement));
    } finally {
      await admin.close();
    }
  };
  await run(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await run(`CREATE DATABASE "${database}"`);
  target.pathname = `/${database}`;
  return {
    url: target.toString(),
    drop: () => run(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`),
  };
}
