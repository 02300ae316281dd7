import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dumpPglite, openDatabase } from '@grocer/db/client';
import type { TestProject } from 'vitest/node';
import './provided-context.ts';
import { seedTestCatalogue } from './seed-test-catalogue.ts';

/**
 * Prepares the database once for the whole server suite: on PostgreSQL (DATABASE_URL) it
 * migrates and seeds the given database; otherwise it seeds an in-memory PGlite and dumps it.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL || undefined;
  if (url) {
    const database = await openDatabase({ url });
    try {
      await database.migrate();
      await seedTestCatalogue(database);
    } finally {
      await database.close();
    }
    project.provide('databaseUrl', url);
    project.provide('pgliteDumpPath', undefined);
    return;
  }

  const directory = await mkdtemp(join(tmpdir(), 'grocer-server-tests-'));
  const dumpPath = join(directory, 'seeded.tar.gz');
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedTestCatalogue(database);
    const dump = await dumpPglite(database);
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('databaseUrl', undefined);
  project.provide('pgliteDumpPath', dumpPath);
  return async () => {
    await rm(directory, { recursive: true, force: true });
  };
}
