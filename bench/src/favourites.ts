/**
 * `npm run bench:favourites`: the favourites issue's figure (issue 25, decision 0079), on
 * PostgreSQL: the favourites page and its call for shoppers with 300 favourites and 50 orders,
 * fresh (the page is the shopper's own and never cached), at 20 connections (target p99 ≤ 50 ms),
 * beside what a page of cards costs without any shopper's data (the category page `npm run bench`
 * renders afresh) and the ceilings of the same run: a bare Fastify hello-world in its own process
 * and the server's own /api/health (one `select 1`). Numbers, not pass/fail.
 *
 * Each connection plays one shopper of its own. A shopper has 300 hearted products and 50
 * completed orders of 30 lines over the last year (regulars in most, the rest varying), written
 * straight into the tables for the run, as the orders context keeps placed orders; they are
 * signed in through the end-to-end test hook (the server runs with E2E_TEST_HOOKS).
 *
 * The server runs against DATABASE_URL if set, otherwise the database `grocer_bench_favourites`
 * on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432), created and seeded on first use
 * and reused; the run's accounts stay (with their rows) and are not read by later runs.
 *
 * Environment: BENCH_SECONDS (10), BENCH_CONNECTIONS (20), BENCH_FAVOURITES (300),
 * BENCH_ORDERS (50), BENCH_ORDER_LINES (30); BENCH_FAVOURITES_ROWS=page runs the page's row
 * alone (with the ceilings), as a profile of the page wants.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@grocer/db/client';
import { hashPassword } from '@grocer/db/password-hash';
import { sql } from 'drizzle-orm';
import { startGrocer } from './bench-server.ts';
import {
  currentOrderId,
  ensureDatabase,
  helloWorldCeiling,
  loadAverage,
  perShopperLoad,
  pickTargets,
  signInByHook,
} from './bench-tools.ts';
import { type LoadResult, load, printTable } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const favouriteCount = Number(process.env.BENCH_FAVOURITES ?? 300);
const orderCount = Number(process.env.BENCH_ORDERS ?? 50);
const orderLines = Number(process.env.BENCH_ORDER_LINES ?? 30);
const pageOnly = process.env.BENCH_FAVOURITES_ROWS === 'page';
const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const runId = randomBytes(4).toString('hex');
const DAY_MS = 86_400_000;

interface Shopper {
  headers: Record<string, string>;
  orderId: string;
}

interface Product {
  id: string;
  lineNumber: string;
}

/** Products to buy and heart: available, sold by the item, the better sellers first. */
async function productPool(databaseUrl: string, count: number): Promise<Product[]> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const result = await database.db.execute(
      sql`SELECT id, line_number FROM products
        WHERE availability = 'AVAILABLE' AND uoms @> '["C62"]'::jsonb
        ORDER BY popularity DESC, id LIMIT ${count}`,
    );
    return (result as unknown as { rows: { id: string; line_number: string }[] }).rows.map(
      (row) => ({ id: row.id, lineNumber: row.line_number }),
    );
  } finally {
    await database.close();
  }
}

/**
 * The run's accounts, each with its favourites and orders written, then signed in. Orders:
 * `orderCount` over the last year, each of `orderLines` products: the first 20 of the pool
 * (regulars) three times in four, the rest from the pool in turn.
 */
async function shoppers(
  origin: string,
  databaseUrl: string,
  products: Product[],
): Promise<Shopper[]> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  const emails = Array.from(
    { length: connections },
    (_, i) => `bench-favourites-${runId}-${i}@example.com`,
  );
  try {
    const hash = await hashPassword(`bench favourites ${runId} not used`);
    const now = Date.now();
    for (const [index, email] of emails.entries()) {
      const inserted = (await database.db.execute(
        sql`INSERT INTO accounts (email, password_hash, first_name, last_name, role)
            VALUES (${email}, ${hash}, 'Bench', 'Shopper', 'customer') RETURNING id`,
      )) as unknown as { rows: { id: number }[] };
      const customerId = Number(inserted.rows[0]?.id);
      const hearted = products.slice(0, favouriteCount);
      await database.db.execute(
        sql`INSERT INTO favourites (customer_id, line_number, added_at)
            SELECT ${customerId}, line, now() FROM unnest(${sql.param(hearted.map((p) => p.lineNumber))}::text[]) AS line`,
      );
      let cursor = index * 7;
      for (let o = 0; o < orderCount; o++) {
        const orderId = 8_000_000_000 + customerId * 1000 + o;
        const at = new Date(now - Math.round(((o + 1) * 365) / (orderCount + 1)) * DAY_MS);
        const lines: Product[] = [];
        for (const regular of products.slice(0, 20)) {
          if ((o + lines.length + index) % 4 !== 0) lines.push(regular);
        }
        while (lines.length < orderLines) {
          const next = products[20 + (cursor++ % (products.length - 20))] as Product;
          if (!lines.includes(next)) lines.push(next);
        }
        await database.db.execute(
          sql`INSERT INTO orders (customer_order_id, customer_id, status, totals, slot,
                amount_to_pay_pence, payment_card_id, created_at, updated_at)
              VALUES (${orderId}, ${customerId}, 'COMPLETED', '{}'::jsonb, '{}'::jsonb, 0, 0,
                ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`,
        );
        await database.db.execute(
          sql`INSERT INTO order_lines (customer_order_id, line_number, position, product_id,
                quantity, can_substitute, price_pence, retail_price_pence, saving_pence,
                total_price_pence, deposit_charge_pence, estimated)
              SELECT ${orderId}, line.line_number, line.position - 1, line.product_id,
                '{"amount": 1, "uom": "C62"}'::jsonb, true, 100, 100, 0, 100, 0, false
              FROM unnest(${sql.param(lines.map((p) => p.lineNumber))}::text[],
                          ${sql.param(lines.map((p) => p.id))}::text[])
                WITH ORDINALITY AS line(line_number, product_id, position)`,
        );
      }
    }
    await database.db.execute(sql`ANALYZE favourites`);
    await database.db.execute(sql`ANALYZE orders`);
    await database.db.execute(sql`ANALYZE order_lines`);
  } finally {
    await database.close();
  }
  const signedIn: Shopper[] = [];
  for (const email of emails) {
    const { headers, accountId } = await signInByHook(origin, email);
    signedIn.push({ headers, orderId: await currentOrderId(origin, headers, accountId) });
  }
  return signedIn;
}

console.log(`load average before: ${loadAverage()}`);
const databaseUrl =
  process.env.DATABASE_URL ?? (await ensureDatabase(pgServerUrl, 'grocer_bench_favourites'));
const server = await startGrocer({ DATABASE_URL: databaseUrl, E2E_TEST_HOOKS: 'true' });
try {
  const products = await productPool(databaseUrl, Math.max(favouriteCount, 400));
  if (products.length < favouriteCount) throw new Error(`only ${products.length} products`);
  const started = performance.now();
  const group = await shoppers(server.origin, databaseUrl, products);
  console.log(
    `\n${group.length} shoppers with ${favouriteCount} favourites and ${orderCount} orders of ${orderLines} lines each, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const sample = await fetch(
    `${server.origin}/api/favourites/v1/favourites/${group[0]?.orderId}?sortBy=PURCHASE_FREQUENCY`,
    { headers: group[0]?.headers },
  );
  const sampleText = await sample.text();
  const view = JSON.parse(sampleText) as {
    summary: { totalMatches: number; products: unknown[] };
    forgottenProducts: unknown[];
  };
  console.log(
    `one shopper's favourites: ${view.summary.totalMatches} products (${view.summary.products.length} on the first page), ${view.forgottenProducts.length} forgotten; the answer is ${Math.round(Buffer.byteLength(sampleText) / 1024)} kB`,
  );

  // The category page `npm run bench` renders afresh for issue 22's figure.
  const { categoryUrl } = await pickTargets(server.origin);
  const categoryCards = (await (await fetch(categoryUrl)).text()).match(/<article /g)?.length ?? 0;
  const loadBefore = loadAverage();
  const rows: LoadResult[] = [
    await helloWorldCeiling(connections, seconds),
    await load('grocer GET /api/health (select 1)', `${server.origin}/api/health`, {
      connections,
      seconds,
    }),
    ...(pageOnly
      ? []
      : [
          await perShopperLoad(
            'GET favourites/{customerOrderId} (Frequently bought, page 1)',
            server.origin,
            group,
            (shopper) =>
              `/api/favourites/v1/favourites/${shopper.orderId}?sortBy=PURCHASE_FREQUENCY`,
            seconds,
          ),
          await perShopperLoad(
            'GET favourites/{customerOrderId} (Category, page 2)',
            server.origin,
            group,
            (shopper) => `/api/favourites/v1/favourites/${shopper.orderId}?start=48`,
            seconds,
          ),
        ]),
    // Beside it, what a page of cards costs with no shopper's data: a category page afresh.
    await load(
      `category page of ${categoryCards} cards, fresh render (no-cache), signed out`,
      categoryUrl,
      { connections, seconds, headers: { 'cache-control': 'no-cache' } },
    ),
    await perShopperLoad(
      '/ecom/favourites page (Frequently bought), fresh',
      server.origin,
      group,
      () => '/ecom/favourites?sortBy=PURCHASE_FREQUENCY',
      seconds,
    ),
  ];
  printTable(
    `favourites at ${connections} connections, ${seconds} s each (load average before: ${loadBefore}, after: ${loadAverage()})`,
    rows,
  );
} finally {
  await server.stop();
}
