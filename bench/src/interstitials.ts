/**
 * `npm run bench:interstitials`: issue 28's figures for Before you go (decision 0093), on
 * PostgreSQL with one server process, beside the bare Fastify hello-world of the same run:
 * - the interstitials call (GET /api/interstitials/v1/interstitials/{orderId}) for shoppers with
 *   a BENCH_TROLLEY_LINES (30) line trolley and a booked slot, at BENCH_CONNECTIONS (20), each
 *   connection one shopper (target p99 ≤ 50 ms);
 * - the trolley-to-checkout step: the first interstitial page a shopper meets after Checkout
 *   (`/ecom/interstitials/missed-offers`, server-rendered with its interstitials) next to the
 *   checkout page it would otherwise go straight to (`/ecom/checkout`), same shoppers and
 *   connections (target: within 20%).
 * Numbers, not pass/fail.
 *
 * Each trolley holds a third of its lines from live multibuy offers at one item each, so the
 * missed offers step has offers to show ("add 1 more") and the page is not a redirect; the rest
 * are plain products. Shoppers are accounts made for the run, signed in through the end-to-end
 * test hook, with a collection slot of the run booked through the API. New accounts have no
 * order history, so before you go and missed favourites read empty histories: their queries run
 * but find nothing (the favourites bench measures history reads).
 *
 * The server runs against DATABASE_URL if set, otherwise the database
 * `grocer_bench_interstitials` on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432),
 * created and seeded on first use and reused. The run's accounts and slots are removed after.
 *
 * Environment: BENCH_SECONDS (10), BENCH_CONNECTIONS (20), BENCH_TROLLEY_LINES (30).
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@grocer/db/client';
import { sql } from 'drizzle-orm';
import { startGrocer } from './bench-server.ts';
import {
  currentOrderId,
  ensureDatabase,
  helloWorldCeiling,
  insertBenchAccounts,
  loadAverage,
  perShopperLoad,
  plainProducts,
  postShop,
  setTrolleyLines,
  signInByHook,
} from './bench-tools.ts';
import { type LoadResult, printTable } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const trolleyLines = Number(process.env.BENCH_TROLLEY_LINES ?? 30);
const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const runId = randomBytes(4).toString('hex');
const BRANCH_ID = 651;

interface Product {
  id: string;
  lineNumber: string;
}

interface Shopper {
  headers: Record<string, string>;
  orderId: string;
}

/** Up to `count` plain products, each from a different live, visible, non-member multibuy. */
async function multibuyProducts(databaseUrl: string, count: number): Promise<Product[]> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const result = await database.db.execute(
      sql`SELECT DISTINCT ON (pr.id) p.id, p.line_number FROM products p
          JOIN promotion_products pp ON pp.product_id = p.id
          JOIN promotions pr ON pr.id = pp.promotion_id
          WHERE pr.type_code = 'MULTIBUY' AND NOT pr.hidden AND NOT pr.loyalty_only
            AND pr.start_date <= now() AND pr.expiry_date > now() + interval '7 days'
            AND p.availability = 'AVAILABLE' AND p.uoms @> '["C62"]'::jsonb
            AND p.order_cap IS NULL AND p.max_personalised_message_length IS NULL
            AND p.restriction IS NULL
          ORDER BY pr.id, p.id LIMIT ${count}`,
    );
    return (result as unknown as { rows: { id: string; line_number: string }[] }).rows.map(
      (row) => ({ id: row.id, lineNumber: row.line_number }),
    );
  } finally {
    await database.close();
  }
}

/**
 * One collection slot of the run, three days on before the shop opens (a start no seeded slot
 * has), with room for everybody: offers are live against it (their expiry is judged against the
 * booked slot, decision 0092), so the missed offers step has something to show.
 */
async function makeSlot(databaseUrl: string): Promise<string> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const minute = 1 + Math.floor(Math.random() * 58);
    const made = (await database.db.execute(
      sql`INSERT INTO slots (branch_id, slot_type, grid_type, slot_date, start_at, end_at,
          capacity, base_price_pence)
        SELECT ${BRANCH_ID}, 'GROCERY_COLLECTION', 'DEFAULT', day::date,
          day + make_interval(hours => 3, mins => ${minute}),
          day + make_interval(hours => 4, mins => ${minute}), 10000, 0
        FROM (SELECT date_trunc('day', now() AT TIME ZONE 'Europe/London')
          AT TIME ZONE 'Europe/London' + interval '3 days' AS day) d
        RETURNING id::text AS id`,
    )) as unknown as { rows: { id: string }[] };
    return made.rows[0]?.id as string;
  } finally {
    await database.close();
  }
}

/** Accounts for the run, signed in, each with a trolley of `products` and the slot booked. */
async function shoppers(
  origin: string,
  databaseUrl: string,
  count: number,
  products: Product[],
  multibuy: ReadonlySet<string>,
  slotId: string,
): Promise<Shopper[]> {
  const emails = Array.from(
    { length: count },
    (_, i) => `bench-interstitials-${runId}-${i}@example.com`,
  );
  await insertBenchAccounts(databaseUrl, emails);
  const signedIn: Shopper[] = [];
  for (const email of emails) {
    const { headers, accountId } = await signInByHook(origin, email);
    const orderId = await currentOrderId(origin, headers, accountId);
    await setTrolleyLines(
      origin,
      headers,
      orderId,
      products.map((product) => ({
        lineNumber: product.lineNumber,
        productId: product.id,
        // One of each multibuy product (an offer left to complete), two of the plain ones.
        amount: multibuy.has(product.id) ? 1 : 2,
      })),
    );
    await postShop(origin, '/api/slots/v1/bookslot', headers, { slotId });
    signedIn.push({ headers, orderId });
  }
  return signedIn;
}

async function removeRun(databaseUrl: string, slotId: string): Promise<void> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    await database.db.execute(
      sql`DELETE FROM accounts WHERE email LIKE ${`bench-interstitials-${runId}-%`}`,
    );
    await database.db.execute(sql`DELETE FROM slot_reservations WHERE slot_id = ${slotId}::bigint`);
    await database.db.execute(sql`DELETE FROM slots WHERE id = ${slotId}::bigint`);
  } finally {
    await database.close();
  }
}

const databaseUrl =
  process.env.DATABASE_URL ?? (await ensureDatabase(pgServerUrl, 'grocer_bench_interstitials'));
const server = await startGrocer({
  DATABASE_URL: databaseUrl,
  E2E_TEST_HOOKS: 'true',
  MINIMUM_ORDER_COLLECTION_PENCE: '100',
});
const slotId = await makeSlot(databaseUrl);
try {
  const origin = server.origin;
  const onOffer = await multibuyProducts(databaseUrl, Math.ceil(trolleyLines / 3));
  const offerIds = new Set(onOffer.map((product) => product.id));
  const plain = (await plainProducts(databaseUrl, trolleyLines * 2))
    .filter((product) => !offerIds.has(product.id))
    .slice(0, trolleyLines - onOffer.length);
  const group = await shoppers(
    origin,
    databaseUrl,
    connections,
    [...onOffer, ...plain],
    offerIds,
    slotId,
  );
  const first = group[0] as Shopper;
  const sample = await fetch(`${origin}/api/interstitials/v1/interstitials/${first.orderId}`, {
    headers: first.headers,
  });
  const kinds = (await sample.json()) as Record<string, unknown>;
  console.log(
    `${onOffer.length} multibuy + ${plain.length} plain lines; the interstitials call answered ${sample.status}: ${JSON.stringify(kinds).slice(0, 240)}…`,
  );

  for (const path of ['/ecom/interstitials/missed-offers', '/ecom/checkout']) {
    const page = await fetch(`${origin}${path}`, { headers: first.headers, redirect: 'manual' });
    console.log(`${path} answered ${page.status} ${page.headers.get('location') ?? ''}`);
  }

  const rows: LoadResult[] = [];
  rows.push(await helloWorldCeiling(connections, seconds));
  rows.push(
    await perShopperLoad(
      `GET interstitials, ${trolleyLines}-line trolley, slot booked`,
      origin,
      group,
      (shopper) => `/api/interstitials/v1/interstitials/${shopper.orderId}`,
      seconds,
    ),
  );
  rows.push(
    await perShopperLoad(
      'trolley → checkout with interstitials: first step page',
      origin,
      group,
      () => '/ecom/interstitials/missed-offers',
      seconds,
    ),
  );
  rows.push(
    await perShopperLoad(
      'trolley → checkout without: the checkout page',
      origin,
      group,
      () => '/ecom/checkout',
      seconds,
    ),
  );
  printTable(
    `interstitials bench (PostgreSQL, one server process, ${seconds} s a row; load ${loadAverage()})`,
    rows,
  );
} finally {
  await server.stop();
  await removeRun(databaseUrl, slotId);
}
