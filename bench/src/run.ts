/**
 * `npm run bench`: SSR category page and catalogue API under load (autocannon), next to a bare
 * Fastify hello-world as the ceiling, then Lighthouse mobile scores for home, category and
 * product pages. Needs a built storefront (`npm run build`). Prints tables and writes
 * bench/results/latest.json. Numbers, not pass/fail.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, repoRoot, startGrocer, waitForHealth } from './bench-server.ts';
import { HELP_PAGE_PATH, pickTargets, type Targets } from './bench-tools.ts';
import { javascriptBytes, printBundleTable } from './bundle-budget.ts';
import { lighthouseMobile, pageSlug } from './lighthouse.ts';
import { type LoadResult, load, printTable } from './load.ts';
import { prepareViewerShopper } from './viewer-shopper.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_LIGHTHOUSE=0 skips the Lighthouse runs (a quick smoke run of the load rows). */
const withLighthouse = process.env.BENCH_LIGHTHOUSE !== '0';
/** BENCH_LOAD=0 skips the load rows: the bundle budget and Lighthouse only. */
const withLoad = process.env.BENCH_LOAD !== '0';

/**
 * A session cookie for the demo shopper. Signed in through the end-to-end test hook (the server
 * runs with E2E_TEST_HOOKS): the shop's sign-in API can replace it once it exists.
 */
async function signedInCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/test-hooks/v1/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'shopper@example.com' }),
  });
  const session = /^session=([^;]+);/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (response.status !== 201 || !session) {
    throw new Error(`could not sign the demo shopper in: ${response.status}`);
  }
  // Like a browser's: the session next to the cookies every visitor has.
  return `session=${session}; consent=all`;
}

async function ceiling(): Promise<LoadResult> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(import.meta.dirname, 'hello-world.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (
        await fetch(origin).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return await load('bare Fastify hello-world (ceiling)', origin, { connections, seconds });
  } finally {
    child.kill('SIGTERM');
  }
}

/** The products of the whole groceries listing: what the viewer's shopper fills a trolley from. */
async function groceries(origin: string) {
  const listing = (await (
    await fetch(`${origin}/api/content/v2/browse?categoryPath=groceries&size=200`)
  ).json()) as { products: Parameters<typeof prepareViewerShopper>[1] };
  return listing.products;
}

/** The autocannon rows: the ceiling, the category page as shoppers get it, the viewer, the APIs. */
async function loadRows(origin: string, targets: Targets, cookie: string): Promise<LoadResult[]> {
  const rows: LoadResult[] = [await ceiling()];
  // Anonymous shoppers: pages come from the 30-second page cache after their first render.
  rows.push(await load('SSR category page', targets.categoryUrl, { connections, seconds }));
  // Signed-in shoppers get the same shared page from the cache (decision 0020)…
  rows.push(
    await load('SSR category page, signed in (100 favourites)', targets.categoryUrl, {
      connections,
      seconds,
      headers: { cookie },
    }),
  );
  // …and their header from the viewer route, once per page load: the shopper, with a
  // 30-line trolley and a booked slot (the demo shopper, filled by prepareViewerShopper).
  rows.push(
    await load(
      'GET viewer (header), signed in, 30 lines + slot + 100 favourites',
      `${origin}/ecom/resources/viewer`,
      { connections, seconds, headers: { cookie } },
    ),
  );
  // A content page (decision 0074) is a shared page too: the same cache, next to the category.
  rows.push(
    await load('SSR content page (help: booking a slot)', `${origin}${HELP_PAGE_PATH}`, {
      connections,
      seconds,
    }),
  );
  rows.push(
    await load('SSR category pages in turn', targets.categoryUrl, {
      connections,
      seconds,
      paths: targets.categoryPaths,
    }),
  );
  rows.push(
    await load('SSR category page, br like a browser', targets.categoryUrl, {
      connections,
      seconds,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    }),
  );
  // Every request rendered afresh: what a page-cache miss costs.
  rows.push(
    await load('SSR category page, fresh render (no-cache)', targets.categoryUrl, {
      connections,
      seconds,
      headers: { 'cache-control': 'no-cache' },
    }),
  );
  rows.push(
    await load('GET taxonomy', `${origin}/api/taxonomy-entity/v1/taxonomy/groceries`, {
      connections,
      seconds,
    }),
  );
  rows.push(
    await load(
      `GET products/{${targets.lineNumbers.length} lineNumbers}`,
      `${origin}/api/products/v1/products/${targets.lineNumbers.join(',')}?view=SUMMARY`,
      { connections, seconds },
    ),
  );
  return rows;
}

const server = await startGrocer({ E2E_TEST_HOOKS: 'true' });
try {
  await waitForHealth(server.origin, 60_000);
  const targets = await pickTargets(server.origin);
  // The demo shopper, with the viewer row's trolley and slot (signed-in pages show them too).
  await prepareViewerShopper(server.origin, await groceries(server.origin));
  const cookie = await signedInCookie(server.origin);
  const rows: LoadResult[] = withLoad ? await loadRows(server.origin, targets, cookie) : [];
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  // SERVER_PROCESSES (decision 0067) reaches the server through the environment, as in production.
  const processes = Number(process.env.SERVER_PROCESSES || 1);
  if (withLoad) {
    printTable(
      `autocannon, ${connections} connections, ${seconds} s each, database ${database}, ${processes} server process${processes === 1 ? '' : 'es'}`,
      rows,
    );
  }

  // The pages Lighthouse runs: home, and category and product pages signed in and out, and a
  // recipe page (issue 26).
  const recipe = (
    (await (await fetch(`${server.origin}/api/recipes/v1/recipes?size=1`)).json()) as {
      recipes: { path: string }[];
    }
  ).recipes[0];
  if (!recipe) throw new Error('no demo recipes');
  const allPages = [
    { page: 'home', url: `${server.origin}/ecom` },
    { page: 'help page', url: `${server.origin}${HELP_PAGE_PATH}` },
    { page: 'category', url: targets.categoryUrl },
    { page: 'category, signed in', url: targets.categoryUrl, headers: { cookie } },
    { page: 'product', url: targets.productUrl },
    { page: 'product, signed in', url: targets.productUrl, headers: { cookie } },
    { page: 'recipe', url: `${server.origin}/ecom/recipe/${encodeURIComponent(recipe.path)}` },
  ];
  // BENCH_LIGHTHOUSE_PAGES: the pages above to run, comma-separated, each named in lower case
  // with dashes for spaces and punctuation (category-signed-in); all of them when unset.
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  const pages = only ? allPages.filter(({ page }) => only.includes(pageSlug(page))) : allPages;
  const javascript = await javascriptBytes(pages);
  printBundleTable(javascript);

  const scores = withLighthouse ? await lighthouseMobile(pages) : [];
  console.log('\nLighthouse (mobile)\n');
  console.log('| page | performance | accessibility | SEO | LCP ms | CLS | TBT ms | script kB |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const s of scores) {
    console.log(
      `| ${s.page} | ${s.performance} | ${s.accessibility} | ${s.seo} | ${s.lcpMs} | ${s.cls} | ${s.tbtMs} | ${s.scriptKB} |`,
    );
  }
  mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
  writeFileSync(
    join(repoRoot, 'bench/results/latest.json'),
    `${JSON.stringify({ at: new Date().toISOString(), database, processes, load: rows, javascript, lighthouse: scores }, null, 2)}\n`,
  );
} finally {
  await server.stop();
}
