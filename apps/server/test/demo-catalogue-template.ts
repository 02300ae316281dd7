import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Database, dumpPglite, openDatabase } from '@grocer/db/client';
import { seedDemoCatalogue } from '@grocer/db/demo/seed';
import { sql } from 'drizzle-orm';

/**
 * The search files judge search on the demo catalogue (6,000 products). Seeding it takes far
 * longer than copying it, so it is seeded once per run, by the first file that needs it, and
 * every file then gets a copy of its own (decision 0073):
 * - on PGlite, a dump in the run's directory, which each file loads;
 * - on PostgreSQL, a template database beside the run's database (`<database>_demo_catalogue`),
 *   which each file's own database is created from, and which global-setup drops at the end.
 */
export interface DemoCatalogueSeed {
  products: number;
  now: Date;
}

async function seed(database: Database, demo: DemoCatalogueSeed): Promise<void> {
  await database.migrate();
  await seedDemoCatalogue(database, { products: demo.products, accounts: false, now: demo.now });
}

/** The run's seeded demo catalogue as a PGlite dump, made by whichever file asks first. */
export async function demoCatalogueDump(directory: string, demo: DemoCatalogueSeed): Promise<Blob> {
  const file = join(directory, `demo-catalogue-${demo.products}.tar.gz`);
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return new Blob([await readFile(file)]);
    try {
      await mkdir(lock);
    } catch {
      // Another file is seeding it: wait for its dump (or for its lock to go, if it failed).
      await sleep(250);
      continue;
    }
    try {
      const database = await openDatabase({});
      try {
        await seed(database, demo);
        const dump = await dumpPglite(database);
        await writeFile(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
        await rename(`${file}.part`, file);
      } finally {
        await database.close();
      }
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

function templateName(url: string): string {
  return `${new URL(url).pathname.slice(1)}_demo_catalogue`.replace(/[^a-z0-9_]/gi, '_');
}

async function asAdmin<T>(url: string, work: (database: Database) => Promise<T>): Promise<T> {
  const admin = await openDatabase({ url, poolSize: 1 });
  try {
    return await work(admin);
  } finally {
    await admin.close();
  }
}

/**
 * Creates `database` afresh as a copy of the run's demo catalogue template, seeding the template
 * first if no file has yet. An advisory lock makes one file at a time seed or copy it (PostgreSQL
 * copies a template only while nobody else is connected to it).
 */
export async function databaseFromDemoCatalogueTemplate(
  url: string,
  database: string,
  demo: DemoCatalogueSeed,
): Promise<void> {
  const template = templateName(url);
  await asAdmin(url, async (admin) => {
    await admin.db.execute(sql`SELECT pg_advisory_lock(hashtext(${template}))`);
    try {
      const found = await admin.db.execute(
        sql`SELECT 1 FROM pg_database WHERE datname = ${template}`,
      );
      if ((found as unknown as { rows: unknown[] }).rows.length === 0) {
        await admin.db.execute(sql.raw(`CREATE DATABASE "${template}"`));
        const target = new URL(url);
        target.pathname = `/${template}`;
        const seeded = await openDatabase({ url: target.toString(), poolSize: 4 });
        try {
          await seed(seeded, demo);
        } finally {
          await seeded.close();
        }
      }
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
      await admin.db.execute(sql.raw(`CREATE DATABASE "${database}" TEMPLATE "${template}"`));
    } finally {
      await admin.db.execute(sql`SELECT pg_advisory_unlock(hashtext(${template}))`);
    }
  });
}

/** Drops the run's demo catalogue template, if a file made one. */
export async function dropDemoCatalogueTemplate(url: string): Promise<void> {
  await asAdmin(url, (admin) =>
    admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS "${templateName(url)}" WITH (FORCE)`)),
  );
}
