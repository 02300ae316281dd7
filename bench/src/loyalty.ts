/**
 * `npm run bench:loyalty`: the loyalty issue's figures (issue 27, decisions 0086 and 0088), on
 * PostgreSQL, beside the bare Fastify hello-world of the same run:
 * - the cached category page for a signed-in member, next to a signed-in non-member's and an
 *   anonymous visitor's (a member's page must be no slower: the shared HTML is the same, the
 *   member's prices come with the viewer), at BENCH_CONNECTIONS (50);
 * - the viewer (the per-user data of every signed-in page view) for a member and a non-member;
 * - getTrolley of a 30-line trolley for a member with 20 loaded personal offers, next to a
 *   non-member's, at 20 connections (target p99 ≤ 20 ms).
 * Numbers, not pass/fail.
 *
 * Shoppers are accounts made for the run, signed in through the end-to-end test hook (the server
 * runs with E2E_TEST_HOOKS). Memberships and offers are written straight into the loyalty and
 * incentives contexts' tables for the run, as joining and a member's offers would leave them.
 *
 * The server runs against DATABASE_URL if set, otherwise the database `grocer_bench_loyalty` on
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432), created and seeded on first use and
 * reused; the run's accounts stay and are not read by later runs.
 *
 * Environment: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_READ_CONNECTIONS (20),
 * BENCH_TROLLEY_LINES (30), BENCH_INCENTIVES (20).
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@grocer/db/client';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { startGrocer } from './bench-server.ts';
import {
  currentOrderId,
  ensureDatabase,
  helloWorldCeiling,
  insertBenchAccounts,
  loadAverage,
  plainProducts,
  setTrolleyLines,
  signInByHook,
} from './bench-tools.ts';
import { type LoadResult, load, printTable } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const readConnections = Number(process.env.BENCH_READ_CONNECTIONS ?? 20);
const trolleyLines = Number(process.env.BENCH_TROLLEY_LINES ?? 30);
const incentiveCount = Number(process.env.BENCH_INCENTIVES ?? 20);
const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const runId = randomBytes(4).toString('hex');

const GET = `query GetTrolley($orderId: String!) { getTrolley(orderId: $orderId) {
  trolley { orderId version
    trolleyItems { trolleyItemId lineNumber productId quantity { amount uom }
      retailPrice { amount } price { amount } saving { amount } totalPrice { amount }
      discounts { id description status } }
    trolleyTotals { itemTotalEstimatedCost { amount } totalEstimatedCost { amount }
      savingsFromOffers { amount } minimumSpendThresholdMet } }
  failures { message type } } }`;

interface Shopper {
  accountId: number;
  headers: Record<string, string>;
  orderId: string;
}

interface Product {
  id: string;
  lineNumber: string;
}

/** Accounts for the run, signed in, each with a trolley of `products` (one of each). */
async function shoppers(
  origin: string,
  databaseUrl: string,
  count: number,
  group: string,
  products: Product[],
): Promise<Shopper[]> {
  const emails = Array.from(
    { length: count },
    (_, i) => `bench-loyalty-${runId}-${group}-${i}@example.com`,
  );
  await insertBenchAccounts(databaseUrl, emails, 'Member');
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
        amount: 1,
      })),
    );
    signedIn.push({ accountId, headers, orderId });
  }
  return signedIn;
}

/**
 * Makes each shopper a member with a card of their own, and gives them `offers` loaded personal
 * offers: money off products in their trolley and money off a spend, valid today.
 */
async function makeMembers(
  databaseUrl: string,
  members: readonly Shopper[],
  products: readonly Product[],
  offers: number,
): Promise<void> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    for (const [i, member] of members.entries()) {
      // 16 digits with the scheme's prefix: the run's id and the member's place keep it unique.
      const card = `9210${(Number.parseInt(runId, 16) % 1e8).toString().padStart(8, '0')}${String(i).padStart(4, '0')}`;
      await database.db.execute(
        sql`INSERT INTO loyalty_memberships (customer_id, type, card_number, points, created, modified)
          VALUES (${member.accountId}, 'mywaitrose', ${card}, 1200, now(), now())`,
      );
      const rows = Array.from({ length: offers }, (_, n) => {
        const product = products[n % products.length] as Product;
        return n % 4 === 3
          ? sql`(${member.accountId}, 'SPEND_AMOUNT_OFF', ${`£${n} off a spend of £${20 + n}`}, ${100 * n}, NULL, ${2000 + 100 * n}, true, now(), now())`
          : sql`(${member.accountId}, 'PRODUCT_AMOUNT_OFF', ${`10p off ${product.lineNumber}`}, 10, ${product.lineNumber}, 0, true, now(), now())`;
      });
      await database.db.execute(
        sql`INSERT INTO incentive_offers
          (customer_id, kind, description, value, line_number, threshold_pence, loaded, loaded_at, created)
          VALUES ${sql.join(rows, sql`, `)}`,
      );
    }
  } finally {
    await database.close();
  }
}

/** getTrolley at `group.length` connections, each connection one shopper; failures counted. */
async function getTrolleyLoad(name: string, origin: string, group: Shopper[]) {
  let failures = 0;
  let next = 0;
  const base = {
    url: `${origin}/api/graphql`,
    connections: group.length,
    requests: [
      {
        method: 'POST' as const,
        setupRequest: (request: autocannon.Request, context: { shopper?: Shopper }) => {
          context.shopper ??= group[next++ % group.length] as Shopper;
          request.headers = { ...context.shopper.headers, 'content-type': 'application/json' };
          request.body = JSON.stringify({
            query: GET,
            variables: { orderId: context.shopper.orderId },
          });
          return request;
        },
        onResponse: (_status: number, body: string) => {
          if (!/"failures":null/.test(body)) failures += 1;
        },
      },
    ],
  };
  await autocannon({ ...base, duration: 2 });
  failures = 0;
  const result = await autocannon({ ...base, duration: seconds });
  return {
    name,
    url: base.url,
    connections: group.length,
    seconds,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + failures,
    non2xx: result.non2xx,
  };
}

/** The first category of the groceries taxonomy that has products: the page every row asks. */
async function categoryPath(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/ecom/shop/browse/groceries`)).text();
  const path = /href="(\/ecom\/shop\/browse\/groceries\/[a-z0-9_]+)"/.exec(html)?.[1];
  if (!path) throw new Error('no category link on the groceries page');
  return path;
}

const databaseUrl =
  process.env.DATABASE_URL ?? (await ensureDatabase(pgServerUrl, 'grocer_bench_loyalty'));
const server = await startGrocer({ DATABASE_URL: databaseUrl, E2E_TEST_HOOKS: 'true' });
try {
  const origin = server.origin;
  const products = await plainProducts(databaseUrl, trolleyLines);
  const members = await shoppers(origin, databaseUrl, readConnections, 'member', products);
  const others = await shoppers(origin, databaseUrl, readConnections, 'other', products);
  await makeMembers(databaseUrl, members, products, incentiveCount);
  const member = members[0] as Shopper;
  const other = others[0] as Shopper;
  const category = `${origin}${await categoryPath(origin)}`;
  // The cached page is made once, by anybody: every row below asks for the same shared copy.
  await fetch(category);

  const rows: LoadResult[] = [];
  rows.push(await helloWorldCeiling(connections, seconds));
  rows.push(await load('cached category page, anonymous', category, { connections, seconds }));
  rows.push(
    await load('cached category page, signed in, not a member', category, {
      connections,
      seconds,
      headers: other.headers,
    }),
  );
  rows.push(
    await load('cached category page, signed in member', category, {
      connections,
      seconds,
      headers: member.headers,
    }),
  );
  rows.push(
    await load(
      `GET viewer, not a member, ${trolleyLines} lines`,
      `${origin}/ecom/resources/viewer`,
      {
        connections,
        seconds,
        headers: other.headers,
      },
    ),
  );
  rows.push(
    await load(
      `GET viewer, member with ${incentiveCount} loaded offers, ${trolleyLines} lines`,
      `${origin}/ecom/resources/viewer`,
      { connections, seconds, headers: member.headers },
    ),
  );
  rows.push(await getTrolleyLoad(`getTrolley ${trolleyLines} lines, not a member`, origin, others));
  rows.push(
    await getTrolleyLoad(
      `getTrolley ${trolleyLines} lines, member with ${incentiveCount} loaded offers`,
      origin,
      members,
    ),
  );
  printTable(
    `loyalty bench (PostgreSQL, one server process, ${seconds} s a row; load ${loadAverage()})`,
    rows,
  );
} finally {
  await server.stop();
}
