/**
 * `npm run bench:trolley`: the trolley issue's figures (decision 0031), on PostgreSQL.
 * - add-to-trolley: 200 shoppers adding at a combined 400 requests a second, spread evenly
 *   (open loop, see openLoop; target p99 ≤ 30 ms);
 * - the highest add rate at 50 connections (50 shoppers, as fast as the server answers);
 * - get-trolley of a 100-line trolley at 20 connections (target p99 ≤ 20 ms, issue 22), and at
 *   BENCH_CONNECTIONS (50), which on two cores measures the queue more than the read;
 * each beside the ceilings of the same run: a bare Fastify hello-world in its own process, the
 * server's own /api/health (one `select 1`), and the open loop asking GraphQL for a constant at
 * the add rate. Numbers, not pass/fail.
 *
 * The server runs against DATABASE_URL if set, otherwise the database `grocer_bench_trolley` on
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432), created and seeded on first use and
 * reused. Shoppers are accounts made for the run, signed in through the end-to-end test hook
 * (the server runs with E2E_TEST_HOOKS), each on its own connection: autocannon keeps one
 * shopper per connection, so a trolley is changed by one client at a time, as a shopper does.
 * GraphQL calls carry the session cookie and its CSRF token, as the storefront's do.
 *
 * Environment: BENCH_SECONDS (10), BENCH_ADD_RATE (400), BENCH_ADD_SHOPPERS (200),
 * BENCH_CONNECTIONS (50), BENCH_READ_CONNECTIONS (20), BENCH_TROLLEY_LINES (100),
 * BENCH_TROLLEY_ROWS (`add,read`: `read` alone runs only the ceilings and the getTrolley rows).
 */
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { openDatabase } from '@grocer/db/client';
import { hashPassword } from '@grocer/db/password-hash';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { startGrocer } from './bench-server.ts';
import {
  currentOrderId,
  ensureDatabase,
  helloWorldCeiling,
  loadAverage,
  percentile,
  plainProducts,
  postJson,
  signInByHook,
} from './bench-tools.ts';
import { type LoadResult, load, measured, printTable } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const addRate = Number(process.env.BENCH_ADD_RATE ?? 400);
const addShoppers = Number(process.env.BENCH_ADD_SHOPPERS ?? 200);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const readConnections = Math.min(connections, Number(process.env.BENCH_READ_CONNECTIONS ?? 20));
const trolleyLines = Number(process.env.BENCH_TROLLEY_LINES ?? 100);
const rowsWanted = new Set((process.env.BENCH_TROLLEY_ROWS ?? 'add,read').split(','));
const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const runId = randomBytes(4).toString('hex');

const ADD = `mutation AddItemToTrolley($orderId: String!, $trolleyItem: TrolleyItemInput!) {
  addItemToTrolley(orderId: $orderId, trolleyItem: $trolleyItem) {
    trolleyItems { trolleyItemId lineNumber quantity { amount uom } totalPrice { amount } }
    trolley { version trolleyTotals { itemTotalEstimatedCost { amount } savingsFromOffers { amount }
      trolleyItemCounts { hardConflicts softConflicts noConflicts } } }
    failures { message type } } }`;

const GET = `query GetTrolley($orderId: String!) { getTrolley(orderId: $orderId) {
  trolley { orderId version
    trolleyItems { trolleyItemId lineNumber productId quantity { amount uom } canSubstitute
      noteToShopper retailPrice { amount } price { amount } saving { amount } totalPrice { amount }
      discounts { id description status } }
    trolleyTotals { itemTotalEstimatedCost { amount } totalEstimatedCost { amount }
      savingsFromOffers { amount } minimumSpendThresholdMet
      trolleyItemCounts { hardConflicts softConflicts noConflicts } }
    conflicts { lineNumber type reason messages { title } } }
  failures { message type } } }`;

const BATCH = `mutation UpdateTrolleyItems($orderId: String!, $trolleyItems: [TrolleyItemInput!]!) {
  updateTrolleyItems(orderId: $orderId, trolleyItems: $trolleyItems) { failures { message type } } }`;

interface Shopper {
  headers: Record<string, string>;
  orderId: string;
}

interface Product {
  id: string;
  lineNumber: string;
}

async function graphql(origin: string, shopper: Shopper, query: string, variables: object) {
  const response = await fetch(`${origin}/api/graphql`, {
    method: 'POST',
    headers: { ...shopper.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL ${response.status}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Accounts for this run, each signed in (test hook), with its CSRF token and open order. */
async function shoppers(
  origin: string,
  databaseUrl: string,
  count: number,
  group: string,
): Promise<Shopper[]> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  const emails = Array.from(
    { length: count },
    (_, i) => `bench-trolley-${runId}-${group}-${i}@example.com`,
  );
  try {
    // Signed in through the test hook, so the password is never used; one hash serves them all.
    const hash = await hashPassword(`bench trolley ${runId} not used`);
    for (let i = 0; i < emails.length; i += 100) {
      const values = emails
        .slice(i, i + 100)
        .map((email) => sql`(${email}, ${hash}, 'Bench', 'Shopper', 'customer')`);
      await database.db.execute(
        sql`INSERT INTO accounts (email, password_hash, first_name, last_name, role)
          VALUES ${sql.join(values, sql`, `)}`,
      );
    }
  } finally {
    await database.close();
  }
  const signIn = async (email: string): Promise<Shopper> => {
    const { headers, accountId } = await signInByHook(origin, email);
    return { headers, orderId: await currentOrderId(origin, headers, accountId) };
  };
  const signedIn: Shopper[] = [];
  for (let i = 0; i < emails.length; i += 20) {
    signedIn.push(...(await Promise.all(emails.slice(i, i + 20).map(signIn))));
  }
  return signedIn;
}

const itemOf = (product: Product, amount: number) => ({
  lineNumber: product.lineNumber,
  productId: product.id,
  quantity: { amount, uom: 'C62' },
});

interface Run extends LoadResult {
  failures: number;
}

/**
 * One autocannon run of GraphQL calls, each connection playing one shopper (its own trolley);
 * `body(shopper, n)` is the shopper's n-th request. Failures in answers are counted.
 */
async function graphqlLoad(
  name: string,
  origin: string,
  group: Shopper[],
  body: (shopper: Shopper, n: number) => object,
  options: { warm?: boolean } = {},
): Promise<Run> {
  let failures = 0;
  let nextShopper = 0;
  const base = {
    url: `${origin}/api/graphql`,
    connections: group.length,
    requests: [
      {
        method: 'POST' as const,
        setupRequest: (request: autocannon.Request, context: { shopper?: Shopper; n?: number }) => {
          context.shopper ??= group[nextShopper++ % group.length] as Shopper;
          context.n = (context.n ?? 0) + 1;
          request.headers = { ...context.shopper.headers, 'content-type': 'application/json' };
          request.body = JSON.stringify(body(context.shopper, context.n));
          return request;
        },
        onResponse: (_status: number, responseBody: string) => {
          if (!/"failures":null/.test(responseBody)) failures += 1;
        },
      },
    ],
  };
  if (options.warm !== false) await autocannon({ ...base, duration: 2 });
  failures = 0;
  const result = await autocannon({ ...base, duration: seconds });
  return {
    name,
    url: base.url,
    connections: group.length,
    seconds,
    ...measured(result),
    failures,
  };
}

/** Keeps connections open between requests, as autocannon does (fetch costs more CPU here). */
const keepAlive = new Agent({ keepAlive: true, maxSockets: 1024 });

function post(origin: string, headers: Record<string, string>, payload: string) {
  return postJson(keepAlive, `${origin}/api/graphql`, headers, payload);
}

/**
 * An open-loop run: requests start at an even `rate` a second, whatever the answers do, each
 * shopper in turn, one of a shopper's requests at a time (a late one starts when the shopper's
 * previous one ends). Latency counts from when a request was due, so a server falling behind
 * shows as the queue it builds. (autocannon's rate sends each connection's share in a burst at
 * the start of every second: 400 requests at once, not 400 spread over the second.)
 */
async function openLoop(
  name: string,
  origin: string,
  group: Shopper[],
  rate: number,
  body: (shopper: Shopper, n: number) => object,
  durationSeconds: number,
): Promise<Run> {
  const total = Math.round(rate * durationSeconds);
  const latencies: number[] = [];
  let failures = 0;
  let errors = 0;
  let non2xx = 0;
  const busy = new Map<Shopper, Promise<void>>();
  const sent = new Map<Shopper, number>();
  const started = performance.now();
  const send = async (shopper: Shopper, from: number) => {
    const n = (sent.get(shopper) ?? 0) + 1;
    sent.set(shopper, n);
    try {
      const { status, text } = await post(
        origin,
        shopper.headers,
        JSON.stringify(body(shopper, n)),
      );
      if (status < 200 || status > 299) non2xx += 1;
      else if (!/"failures":null/.test(text)) failures += 1;
    } catch {
      errors += 1;
    }
    latencies.push(performance.now() - from);
  };
  const all: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // From when it was sent, or due if the loop is behind; a timer firing late is not the
    // server's time, a shopper's earlier request still running is.
    const from = Math.min(due + 1, performance.now());
    const shopper = group[i % group.length] as Shopper;
    const previous = busy.get(shopper) ?? Promise.resolve();
    const next = previous.then(() => send(shopper, from));
    busy.set(shopper, next);
    all.push(next);
  }
  await Promise.all(all);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    url: `${origin}/api/graphql`,
    connections: group.length,
    seconds: durationSeconds,
    rps: Math.round(latencies.length / elapsed),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    errors,
    non2xx,
    failures,
  };
}

console.log(`load average before: ${loadAverage()}`);
const databaseUrl =
  process.env.DATABASE_URL ?? (await ensureDatabase(pgServerUrl, 'grocer_bench_trolley'));
const server = await startGrocer({ DATABASE_URL: databaseUrl, E2E_TEST_HOOKS: 'true' });
try {
  const products = await plainProducts(databaseUrl, Math.max(trolleyLines, 100));
  if (products.length < trolleyLines) throw new Error(`only ${products.length} plain products`);
  const started = performance.now();
  const adding = rowsWanted.has('add');
  const adders = adding ? await shoppers(server.origin, databaseUrl, addShoppers, 'add') : [];
  const fast = adding ? await shoppers(server.origin, databaseUrl, connections, 'fast') : [];
  const readers = await shoppers(server.origin, databaseUrl, connections, 'get');
  // Each reader's trolley: `trolleyLines` lines in one batch call per 100.
  for (const reader of readers) {
    for (let i = 0; i < trolleyLines; i += 100) {
      const data = (await graphql(server.origin, reader, BATCH, {
        orderId: reader.orderId,
        trolleyItems: products
          .slice(i, Math.min(trolleyLines, i + 100))
          .map((p, k) => itemOf(p, (k % 3) + 1)),
      })) as { updateTrolleyItems: { failures: unknown } };
      if (data.updateTrolleyItems.failures) {
        throw new Error(`filling a trolley: ${JSON.stringify(data.updateTrolleyItems.failures)}`);
      }
    }
  }
  console.log(
    `\n${adders.length + fast.length + readers.length} shoppers signed in, ${readers.length} trolleys of ${trolleyLines} lines filled, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const addBody = (shopper: Shopper, n: number) => ({
    query: ADD,
    variables: {
      orderId: shopper.orderId,
      trolleyItem: itemOf(products[n % products.length] as Product, (n % 5) + 1),
    },
  });
  const loadBefore = loadAverage();
  const rows: Run[] = [];
  const ceilings: LoadResult[] = [
    await helloWorldCeiling(connections, seconds),
    await load('grocer GET /api/health (select 1)', `${server.origin}/api/health`, {
      connections,
      seconds,
    }),
    await load('grocer GET /api/health (select 1)', `${server.origin}/api/health`, {
      connections: readConnections,
      seconds,
    }),
  ];
  // The open loop's own ceiling: the same shoppers at the same rate asking for a constant
  // (minimumOrderValues: no database), so the add row can be read against what the loop and
  // the HTTP and GraphQL layers cost by themselves on this machine.
  const constant = () => ({ query: '{ minimumOrderValues { failures { message } } }' });
  if (adding) {
    await openLoop('warm-up', server.origin, adders, addRate, constant, 2);
    ceilings.push(
      await openLoop(
        `GraphQL minimumOrderValues, ${adders.length} shoppers at ${addRate}/s (open loop)`,
        server.origin,
        adders,
        addRate,
        constant,
        seconds,
      ),
    );
    // A 2 s warm-up at the same rate, then the measured run.
    await openLoop('warm-up', server.origin, adders, addRate, addBody, 2);
    rows.push(
      await openLoop(
        `addItemToTrolley, ${adders.length} shoppers at ${addRate}/s in all (open loop)`,
        server.origin,
        adders,
        addRate,
        addBody,
        seconds,
      ),
    );
    rows.push(
      await graphqlLoad(
        `addItemToTrolley, highest rate, ${fast.length} shoppers`,
        server.origin,
        fast,
        addBody,
      ),
    );
  }
  const getBody = (shopper: Shopper) => ({ query: GET, variables: { orderId: shopper.orderId } });
  // The target's row (each connection one shopper, sending again as soon as answered), then the
  // same read at every reader's connection at once.
  for (const group of [readers.slice(0, readConnections), readers]) {
    rows.push(
      await graphqlLoad(
        `getTrolley of ${trolleyLines} lines, ${group.length} shoppers`,
        server.origin,
        group,
        getBody,
      ),
    );
  }
  printTable('ceilings of this run', ceilings);
  printTable(`trolley over GraphQL on PostgreSQL, ${seconds} s each (after a 2 s warm-up)`, rows);
  for (const row of rows) console.log(`${row.name}: answers with failures ${row.failures}`);
  console.log(`\nload average: ${loadBefore} before the rows, ${loadAverage()} after`);
} finally {
  keepAlive.destroy();
  await server.stop();
}
