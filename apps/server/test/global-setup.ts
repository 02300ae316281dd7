import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
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
  // The build is another process: it runs on the other core while this one seeds the database.
  const [built, prepared] = await Promise.allSettled([
    buildStorefrontFixture(),
    prepareTestDatabase(project),
  ]);
  if (built.status === 'rejected' || prepared.status === 'rejected') {
    // What did get made goes, so a failed setup leaves nothing behind.
    if (built.status === 'fulfilled') await built.value.remove();
    if (prepared.status === 'fulfilled') await prepared.value();
    throw built.status === 'rejected' ? built.reason : (prepared as PromiseRejectedResult).reason;
  }
  const storefront = built.value;
  const removeDatabase = prepared.value;
  project.provide('storefrontBuildDir', storefront.directory);
  return async () => {
    await removeDatabase();
    await storefront.remove();
  };
}

interface PreparedDatabase {
  databaseUrl: string | undefined;
  pgliteDumpPath: string | undefined;
  testRunDirectory: string | undefined;
  remove: () => Promise<void>;
}

/** The run's one prepared database and how many projects still use it (a global: one per run). */
const preparedKey = Symbol.for('grocer.tests.prepared-database');
const run = globalThis as {
  [preparedKey]?: { prepared: Promise<PreparedDatabase>; users: number };
};

/**
 * On PostgreSQL (DATABASE_URL) it migrates and seeds the given database; otherwise it seeds an
 * in-memory PGlite and dumps it for each test file to restore. The server and fuzz projects
 * start from the same seeded database, so it is prepared once a run and removed when the last
 * project using it is done. Returns that project's clean-up.
 */
export async function prepareTestDatabase(project: TestProject): Promise<() => Promise<void>> {
  run[preparedKey] ??= { prepared: prepareOnce(), users: 0 };
  const shared = run[preparedKey];
  shared.users++;
  const prepared = await shared.prepared;
  project.provide('databaseUrl', prepared.databaseUrl);
  project.provide('pgliteDumpPath', prepared.pgliteDumpPath);
  project.provide('testRunDirectory', prepared.testRunDirectory);
  return async () => {
    shared.users--;
    if (shared.users > 0) return;
    delete run[preparedKey];
    await prepared.remove();
  };
}

async function prepareOnce(): Promise<PreparedDatabase> {
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
    return {
      databaseUrl: url,
      pgliteDumpPath: undefined,
      testRunDirectory: undefined,
      // The search files' demo catalogue template, if one of them made it.
      remove: () => dropDemoCatalogueTemplate(url),
    };
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
  return {
    databaseUrl: undefined,
    pgliteDumpPath: dumpPath,
    testRunDirectory: directory,
    remove: () => rm(directory, { recursive: true, force: true }),
  };
}

const execFileAsync = promisify(execFile);
const fixtureRoot = fileURLToPath(new URL('./fixtures/storefront/', import.meta.url));

/**
 * Builds the small storefront fixture with React Router's own build, so the mount is tested
 * against real build output without depending on apps/web being built. It is built inside the
 * repository (under an ignored build/) because the server bundle resolves its externals there.
 */
async function buildStorefrontFixture(): Promise<{
  directory: string;
  remove: () => Promise<void>;
}> {
  const directory = join(fixtureRoot, 'build', `run-${process.pid}-${Date.now()}`);
  const cli = join(
    dirname(createRequire(import.meta.url).resolve('@react-router/dev/package.json')),
    'bin.cjs',
  );
  try {
    await execFileAsync(process.execPath, [cli, 'build'], {
      cwd: fixtureRoot,
      env: { ...process.env, STOREFRONT_FIXTURE_BUILD: directory, NODE_ENV: 'production' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`storefront fixture build failed:\n${stdout}\n${stderr}`);
  }
  return { directory, remove: () => rm(directory, { recursive: true, force: true }) };
}
