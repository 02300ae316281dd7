/**
 * `npm run bench:recipes`: issue 26's figures (decisions 0083–0085), on PostgreSQL, at
 * BENCH_CONNECTIONS (20) connections:
 * - a recipe page, cached (the shared page cache) and fresh (`cache-control: no-cache`, each
 *   request another recipe's page, rendered afresh; target p99 ≤ 40 ms), and beside it a help
 *   page rendered afresh the same way: the shop's plainest page, the floor under that figure;
 * - recipe search, `GET /api/recipes/v1/recipes?searchTerm=…`, terms in turn, a typo among them
 *   (target p99 ≤ 25 ms);
 * - fill the trolley from a week of five dinners for four, `POST
 *   /api/meal-plans/v1/plans/{id}/trolley`, each request another shopper's plan (BENCH_SHOPPERS,
 *   5000), each plan once (target p99 ≤ 200 ms): a plan's lines already in the trolley are not
 *   added again, so only a shopper's first fill is the call the figure is about; the warm-up
 *   takes the first 200 shoppers and the measured run the rest, however long that takes (about
 *   10 s at 450 fills a second); the run counts fills that added nothing (should be none);
 * beside the ceilings of the same run: a bare Fastify hello-world in its own process and the
 * server's own /api/health (one `select 1`). Numbers, not pass/fail.
 *
 * The server runs against DATABASE_URL if set, otherwise the database `grocer_bench_recipes` on
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432), created and seeded (catalogue and
 * demo recipes) on first use and reused. Shoppers are accounts made for the run, signed in through
 * the end-to-end test hook (the server runs with E2E_TEST_HOOKS), their plans saved through the
 * meal-plan call; the accounts, and with them their plans and trolleys, are removed at the end.
 *
 * Environment: BENCH_SECONDS (10), BENCH_CONNECTIONS (20), BENCH_SHOPPERS (5000).
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@grocer/db/client';
import { hashPassword } from '@grocer/db/password-hash';
import { sql } from 'drizzle-orm';
import { startGrocer } from './bench-server.ts';
import {
  ensureDatabase,
  HELP_PAGE_PATH,
  helloWorldCeiling,
  loadAverage,
  signInByHook,
} from './bench-tools.ts';
import { type LoadResult, load, postInTurn, printTable } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const shopperCount = Math.max(connections, Number(process.env.BENCH_SHOPPERS ?? 5000));
const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const runId = randomBytes(4).toString('hex');
const emailPrefix = `bench-recipes-${runId}-`;

/** What shoppers type: dishes, ingredients, a diet, and a misspelling or two. */
const SEARCH_TERMS = [
  'chicken',
  'pasta',
  'curry',
  'chiken curry',
  'vegetarian',
  'risoto',
  'salmon',
  'soup',
  'beef mince',
  'lasagne',
];

interface RecipeRef {
  id: number;
  path: string;
}

interface Shopper {
  headers: Record<string, string>;
  planId: number;
}

/** Every demo recipe, once the server has seeded them (it does at start-up). */
async function allRecipes(origin: string): Promise<RecipeRef[]> {
  const recipes: RecipeRef[] = [];
  for (let start = 0; ; start += 54) {
    const response = await fetch(`${origin}/api/recipes/v1/recipes?start=${start}&size=54`);
    if (!response.ok) throw new Error(`recipes: ${response.status} ${await response.text()}`);
    const page = (await response.json()) as { recipes: RecipeRef[]; totalMatches: number };
    recipes.push(...page.recipes.map(({ id, path }) => ({ id, path })));
    if (page.recipes.length === 0 || recipes.length >= page.totalMatches) return recipes;
  }
}

/** The Monday of this week, YYYY-MM-DD (any day of the week names it). */
function thisWeek(): string {
  return new Date().toISOString().slice(0, 10);
}

/** This run's accounts, signed in, each with this week's five dinners for four saved. */
async function makeShoppers(
  origin: string,
  databaseUrl: string,
  recipes: readonly RecipeRef[],
): Promise<Shopper[]> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  const emails = Array.from({ length: shopperCount }, (_, i) => `${emailPrefix}${i}@example.com`);
  try {
    // Signed in through the test hook, so the password is never used; one hash serves them all.
    const hash = await hashPassword(`bench recipes ${runId} not used`);
    for (let i = 0; i < emails.length; i += 500) {
      await database.db.execute(
        sql`INSERT INTO accounts (email, password_hash, first_name, last_name, role)
          VALUES ${sql.join(
            emails
              .slice(i, i + 500)
              .map((email) => sql`(${email}, ${hash}, 'Bench', 'Planner', 'customer')`),
            sql`, `,
          )}`,
      );
    }
  } finally {
    await database.close();
  }
  const days = ['MON', 'TUE', 'WED', 'THU', 'FRI'] as const;
  const shoppers: Shopper[] = [];
  for (let i = 0; i < emails.length; i += 10) {
    shoppers.push(
      ...(await Promise.all(
        emails.slice(i, i + 10).map(async (email, k) => {
          const { headers } = await signInByHook(origin, email);
          const meals = days.map((day, d) => ({
            day,
            meal: 'DINNER',
            recipeId: (recipes[(i + k + d * 7) % recipes.length] as RecipeRef).id,
            servings: 4,
          }));
          const saved = await fetch(`${origin}/api/meal-plans/v1/weeks/${thisWeek()}`, {
            method: 'PUT',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ meals }),
          });
          const text = await saved.text();
          if (!saved.ok) throw new Error(`save a week: ${saved.status} ${text.slice(0, 300)}`);
          return { headers, planId: (JSON.parse(text) as { id: number }).id };
        }),
      )),
    );
  }
  return shoppers;
}

async function removeShoppers(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    // Their plans, trolleys and sessions go with them.
    await database.db.execute(sql`DELETE FROM accounts WHERE email LIKE ${`${emailPrefix}%`}`);
  } finally {
    await database.close();
  }
}

/** Fill the trolley from each shopper's plan in turn. */
async function fillLoad(origin: string, group: Shopper[]) {
  const run = await postInTurn({
    name: `Fill the trolley from a week of 5 dinners for 4, ${group.length} shoppers in turn`,
    origin,
    urlPattern: '/api/meal-plans/v1/plans/{id}/trolley',
    connections,
    seconds,
    targets: group.map((shopper) => ({
      path: `/api/meal-plans/v1/plans/${shopper.planId}/trolley`,
      headers: shopper.headers,
    })),
    counts: (status, body) => status === 200 && body.includes('"added":[]'),
    once: true,
  });
  return { ...run, empty: run.counted };
}

console.log(`load average before: ${loadAverage()}`);
const databaseUrl =
  process.env.DATABASE_URL ?? (await ensureDatabase(pgServerUrl, 'grocer_bench_recipes'));
const server = await startGrocer({ DATABASE_URL: databaseUrl, E2E_TEST_HOOKS: 'true' });
try {
  const recipes = await allRecipes(server.origin);
  const first = recipes[0];
  if (!first) throw new Error('no demo recipes');
  const started = performance.now();
  const group = await makeShoppers(server.origin, databaseUrl, recipes);
  console.log(
    `\n${recipes.length} recipes; ${group.length} shoppers signed in, each with 5 dinners for 4 planned, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const pagePaths = recipes.map((recipe) => `/ecom/recipe/${encodeURIComponent(recipe.path)}`);
  const loadBefore = loadAverage();
  const rows: LoadResult[] = [
    await helloWorldCeiling(connections, seconds),
    await load('grocer GET /api/health (select 1)', `${server.origin}/api/health`, {
      connections,
      seconds,
    }),
    await load('recipe page, cached', `${server.origin}${pagePaths[0]}`, { connections, seconds }),
    await load(
      `recipe page, fresh render (no-cache), ${pagePaths.length} recipes in turn`,
      server.origin,
      { connections, seconds, paths: pagePaths, headers: { 'cache-control': 'no-cache' } },
    ),
    // The floor under the recipe page's figure: the shop's plainest page (the shell and a short
    // help text, seeded demo content) rendered afresh the same way.
    await load(
      'help page, fresh render (no-cache): the render floor',
      `${server.origin}${HELP_PAGE_PATH}`,
      { connections, seconds, headers: { 'cache-control': 'no-cache' } },
    ),
    await load(`recipe search, ${SEARCH_TERMS.length} terms in turn`, server.origin, {
      connections,
      seconds,
      paths: SEARCH_TERMS.map(
        (term) => `/api/recipes/v1/recipes?searchTerm=${encodeURIComponent(term)}`,
      ),
    }),
  ];
  const fill = await fillLoad(server.origin, group);
  rows.push(fill);
  printTable(`recipes on PostgreSQL, ${connections} connections, ${seconds} s each`, rows);
  console.log(
    `fills: each shopper's plan once, ${fill.measuredRequests} measured in ${fill.seconds} s after ${fill.warmUp}; fills that added nothing: ${fill.empty}`,
  );
  console.log(`\nload average: ${loadBefore} before the rows, ${loadAverage()} after`);
} finally {
  await server.stop();
  await removeShoppers(databaseUrl);
}
