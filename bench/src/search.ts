/**
 * `npm run bench:search`: p50/p99 latency and requests per second for product search and
 * autosuggest at several catalogue sizes. Each PostgreSQL size gets its own database
 * (`grocer_bench_search_<n>` by default, seeded once with the seed CLI and reused while its product count
 * matches); PGlite runs on a throwaway data directory. Numbers, not pass/fail.
 *
 * Environment: BENCH_PG_URL (server URL without a database, default
 * postgres://postgres@127.0.0.1:5432), BENCH_SIZES (e.g. `pg:6000,pg:50000,pg:500000,pglite:6000`),
 * BENCH_SECONDS (default 10), BENCH_SEARCH_CONNECTIONS (default 4,20: one fresh search row per
 * count; the cached row uses the first), BENCH_SUGGEST_CONNECTIONS (default 20),
 * BENCH_REINDEX=0 to keep a reused database's index, BENCH_DB_PREFIX (default
 * `grocer_bench_search_`) to bench other copies of the databases.
 *
 * Fresh rows (`Cache-Control: no-cache`: every answer computed, the server's result and
 * suggestion caches bypassed) are what the latency targets are about and are printed first;
 * the cached row shows what repeated popular searches cost.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '@grocer/db/client';
import { rebuildSearchIndex } from '@grocer/db/search-index';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { repoRoot, startGrocer } from './bench-server.ts';
import { type LoadResult, measured, printTable } from './load.ts';

// Each size names its own database below; an inherited DATABASE_URL must not leak into PGlite runs.
delete process.env.DATABASE_URL;

const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const databasePrefix = process.env.BENCH_DB_PREFIX ?? 'grocer_bench_search_';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const searchConnections = (process.env.BENCH_SEARCH_CONNECTIONS ?? '4,20').split(',').map(Number);
const suggestConnections = Number(process.env.BENCH_SUGGEST_CONNECTIONS ?? 20);
const sizes = (process.env.BENCH_SIZES ?? 'pg:6000,pg:50000,pg:500000,pglite:6000')
  .split(',')
  .map((entry) => {
    const [engine, products] = entry.split(':');
    if ((engine !== 'pg' && engine !== 'pglite') || !Number(products)) {
      throw new Error(`BENCH_SIZES entry '${entry}' is not pg:N or pglite:N`);
    }
    return { engine, products: Number(products) } as const;
  });

/** What shoppers type: plain words, phrases, typos, US spellings and a few filters and sorts. */
const SEARCH_TERMS = [
  'milk',
  'semi skimmed milk',
  'semi skimed milk',
  'cheddar',
  'chedar',
  'mature cheddar cheese',
  'bananas',
  'bananna',
  'yoghurt',
  'yogurt',
  'greek yoghurt',
  'bread',
  'sourdough',
  'eggs',
  'free range eggs',
  'chicken breast',
  'chiken',
  'beef mince',
  'ground beef',
  'salmon',
  'prawns',
  'shrimp',
  'pasta',
  'spagetti',
  'tomatoes',
  'tomatos',
  'potatoes',
  'courgette',
  'zucchini',
  'aubergine',
  'rocket',
  'coriander',
  'crisps',
  'chocolate',
  'choclate',
  'biscuits',
  'coffee',
  'tea bags',
  'orange juice',
  'butter',
  'ice cream',
  'pizza',
  'wine',
  'red wine',
  'prosecco',
  'beer',
  'toilet roll',
  'washing up liquid',
  'dog food',
  'cat food',
  'nappies',
  'apples',
  'strawberries',
  'avocado',
  'avacado',
  'onions',
  'spring onions',
  'garlic',
  'rice',
  'baked beans',
];
const SEARCH_VARIANTS = [
  '',
  '&sortBy=PRICE_LOW_2_HIGH',
  '&filterTags=offers',
  '&sortBy=TOP_RATED',
  '&filterTags=dietary:vegetarian',
  '&start=48',
];

function shuffle<T>(items: T[], seed = 42): T[] {
  const result = [...items];
  let state = seed;
  for (let i = result.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

function searchPaths(): string[] {
  return shuffle(
    SEARCH_TERMS.flatMap((term) =>
      SEARCH_VARIANTS.map(
        (v) => `/api/search/v1/products?searchTerm=${encodeURIComponent(term)}${v}`,
      ),
    ),
  );
}

/**
 * Every 2-to-8-character prefix of the terms above and of common words: thousands of distinct
 * requests, so the server's short suggestion cache is not all that is measured.
 */
function suggestPaths(words: string[]): string[] {
  const prefixes = new Set<string>();
  for (const text of [...SEARCH_TERMS, ...words]) {
    for (let n = 2; n <= Math.min(8, text.length); n++) prefixes.add(text.slice(0, n));
  }
  return shuffle([...prefixes]).map(
    (p) => `/api/term-suggest/v1/terms?term=${encodeURIComponent(p)}`,
  );
}

async function run(
  name: string,
  origin: string,
  paths: string[],
  connections: number,
  headers: Record<string, string> = {},
  cached = false,
): Promise<LoadResult> {
  let next = 0;
  const nextPath = () => {
    const path = paths[next % paths.length] as string;
    next += 1;
    return path;
  };
  const options: autocannon.Options = {
    url: origin,
    connections,
    headers,
    requests: [
      {
        setupRequest: (request) => {
          request.path = nextPath();
          return request;
        },
      },
    ],
  };
  // Warm-up: JIT, pools and planner caches; a cached run first asks every request once so
  // the measured seconds see the cache, not its first fill.
  await autocannon(
    cached
      ? { ...options, amount: Math.max(paths.length, connections) }
      : { ...options, duration: 2 },
  );
  next = 0;
  const result = await autocannon({ ...options, duration: seconds });
  return {
    name,
    url: `${origin} (${paths.length} distinct requests)`,
    connections,
    seconds,
    ...measured(result),
  };
}

async function productCount(url: string): Promise<number | null> {
  let database: Database | null = null;
  try {
    database = await openDatabase({ url, poolSize: 1 });
    const result = await database.db.execute(sql`SELECT count(*)::int AS n FROM products`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? null;
  } catch {
    return null; // no such database, or not seeded yet
  } finally {
    await database?.close();
  }
}

async function ensureDatabase(name: string): Promise<string> {
  const admin = await openDatabase({ url: `${pgServerUrl}/postgres`, poolSize: 1 });
  try {
    const found = await admin.db.execute(sql`SELECT 1 FROM pg_database WHERE datname = ${name}`);
    if ((found as unknown as { rows: unknown[] }).rows.length === 0) {
      await admin.db.execute(sql.raw(`CREATE DATABASE "${name}"`));
    }
  } finally {
    await admin.close();
  }
  return `${pgServerUrl}/${name}`;
}

/** Migrates and rebuilds the search index, so a reused database runs the current engine. */
async function reindex(url: string): Promise<number> {
  // migrate() holds its advisory lock on one pooled connection and migrates on another.
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    await database.migrate();
    const started = Date.now();
    await rebuildSearchIndex(database.db);
    return Date.now() - started;
  } finally {
    await database.close();
  }
}

function seed(env: Record<string, string>, products: number): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(repoRoot, 'packages/db/src/cli/seed.ts'), '--products', String(products), '--reset'],
      { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve(Date.now() - started) : reject(new Error(`seed exited with ${code}`)),
    );
  });
}

/** Words from the catalogue's own suggestions, so prefixes look like what shoppers type. */
async function catalogueWords(origin: string): Promise<string[]> {
  const words = new Set<string>();
  for (const letters of ['ch', 'mi', 'br', 'sa', 'po', 'to', 'ba', 'ca', 'or', 'wi', 'be', 'so']) {
    const response = await fetch(`${origin}/api/term-suggest/v1/terms?term=${letters}`);
    const body = (await response.json()) as { terms: { term: string }[] };
    for (const t of body.terms) words.add(t.term);
  }
  return [...words];
}

const freshRows: LoadResult[] = [];
const cachedRows: LoadResult[] = [];
const notes: string[] = [];
const NO_CACHE = { 'cache-control': 'no-cache' };
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
for (const size of sizes) {
  const label = `${size.engine === 'pg' ? 'PostgreSQL' : 'PGlite'} ${size.products.toLocaleString('en-GB')}`;
  let env: Record<string, string>;
  let cleanup = () => {};
  if (size.engine === 'pg') {
    const url = await ensureDatabase(`${databasePrefix}${size.products}`);
    if ((await productCount(url)) !== size.products) {
      const ms = await seed({ DATABASE_URL: url }, size.products);
      notes.push(`${label}: seeded (catalogue and search index) in ${(ms / 1000).toFixed(0)} s`);
    }
    if (process.env.BENCH_REINDEX !== '0') {
      console.log(`${label}: rebuilding the search index…`);
      const ms = await reindex(url);
      notes.push(`${label}: search index rebuilt in ${(ms / 1000).toFixed(1)} s`);
    }
    env = { DATABASE_URL: url };
  } else {
    // The server seeds an empty PGlite directory itself on first start (6,000 products).
    if (size.products !== 6_000) throw new Error('PGlite runs use the default 6,000 products');
    const directory = mkdtempSync(join(tmpdir(), 'grocer-bench-search-'));
    env = { PGLITE_DIR: join(directory, 'pglite') };
    cleanup = () => rmSync(directory, { recursive: true, force: true });
  }
  console.log(`${label}: starting the server…`);
  const server = await startGrocer(env);
  try {
    console.log(`${label}: measuring…`);
    const loadBefore = loadAverage();
    for (const connections of searchConnections) {
      freshRows.push(
        await run(
          `search (no-cache), ${label}`,
          server.origin,
          searchPaths(),
          connections,
          NO_CACHE,
        ),
      );
    }
    const words = await catalogueWords(server.origin);
    freshRows.push(
      await run(
        `autosuggest (no-cache), ${label}`,
        server.origin,
        suggestPaths(words),
        suggestConnections,
        NO_CACHE,
      ),
    );
    // Popular searches repeat: 60 of them, asked once to fill the cache, then measured.
    cachedRows.push(
      await run(
        `search (cached, 60 popular), ${label}`,
        server.origin,
        searchPaths().slice(0, 60),
        searchConnections[0] ?? 4,
        {},
        true,
      ),
    );
    notes.push(`${label}: load average ${loadBefore} before, ${loadAverage()} after`);
  } finally {
    await server.stop();
    cleanup();
  }
}

const rows = [...freshRows, ...cachedRows];
printTable(
  `search bench, fresh (no-cache): autocannon, ${seconds} s a row after a 2 s warm-up`,
  freshRows,
);
printTable('search bench, cached', cachedRows);
for (const note of notes) console.log(`- ${note}`);
mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
writeFileSync(
  join(repoRoot, 'bench/results/search-latest.json'),
  `${JSON.stringify({ at: new Date().toISOString(), rows, notes }, null, 2)}\n`,
);
