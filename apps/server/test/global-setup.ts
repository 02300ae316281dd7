import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dumpPglite, openDatabase } from '@grocer/db/client';
import type { TestProject } from 'vitest/node';
import './provided-context.ts';
import { dropDemoCatalogueTemplate } from './demo-catalogue-template.ts';
import { seedTestCatalogue, seedTestSlots } from './seed-test-catalogue.ts';

/**
 * Prepares the database once for the whole server suite (see prepareTestDatabase) and builds the
 * small storefront fixture the server tests mount.
 */
export default async function setup(project: TestProject) {
  const storefront = buildStorefrontFixture();
  project.provide('storefrontBuildDir', storefront.directory);
  const removeDatabase = await prepareTestDatabase(project);
  return async () => {
    await removeDatabase();
    await storefront.remove();
  };
}

/**
 * On PostgreSQL (DATABASE_URL) it migrates and seeds the given database; otherwise it seeds an
 * in-memory PGlite and dumps it for each test file to restore. Returns the clean-up.
 */
export async function prepareTestDatabase(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL || undefined;
  if (url) {
    // A template left by a run that did not finish may hold an older schema.
    await dropDemoCatalogueTemplate(url);
    const database = await openDatabase({ url });
    try {
      await database.migrate();
      await seedTestCatalogue(database);
      await seedTestSlots(database);
    } finally {
      await database.close();
    }
    project.provide('databaseUrl', url);
    project.provide('pgliteDumpPath', undefined);
    project.provide('testRunDirectory', undefined);
    // The search files' demo catalogue template, if one of them made it.
    return () => dropDemoCatalogueTemplate(url);
  }

  const directory = await mkdtemp(join(tmpdir(), 'grocer-server-tests-'));
  const dumpPath = join(directory, 'seeded.tar.gz');
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedTestCatalogue(database);
    await seedTestSlots(database);
    const dump = await dumpPglite(database);
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('databaseUrl', undefined);
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('testRunDirectory', directory);
  return () => rm(directory, { recursive: true, force: true });
}

const fixtureRoot = fileURLToPath(new URL('./fixtures/storefront/', import.meta.url));

/**
 * Builds the small storefront fixture with React Router's own build, so the mount is tested
 * against real build output without depending on apps/web being built. It is built inside the
 * repository (under an ignored build/) because the server bundle resolves its externals there.
 */
function buildStorefrontFixture(): { directory: string; remove: () => Promise<void> } {
  const directory = join(fixtureRoot, 'build', `run-${process.pid}-${Date.now()}`);
  const cli = join(
    dirname(createRequire(import.meta.url).resolve('@react-router/dev/package.json')),
    'bin.cjs',
  );
  const result = spawnSync(process.execPath, [cli, 'build'], {
    cwd: fixtureRoot,
    env: { ...process.env, STOREFRONT_FIXTURE_BUILD: directory, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`storefront fixture build failed:\n${result.stdout}\n${result.stderr}`);
  }
  return { directory, remove: () => rm(directory, { recursive: true, force: true }) };
}
