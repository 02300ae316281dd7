/**
 * `npm run bench:checkout`: the checkout issue's figure (issue 13, decision 0045), on PostgreSQL
 * with two server processes: place-order throughput and latency with BENCH_SHOPPERS (20)
 * shoppers placing at once (a closed loop: each places again as soon as answered), beside the
 * server's /api/health ceiling. Target: at least 50 orders a second with p99 ≤ 400 ms.
 *
 * Every placement is a real one through POST /api/orders/v1/orders: the whole workflow
 * (validate, create the order, confirm the slot, redeem tenders, authorise with the sandbox
 * provider over HTTP, each step recorded for recovery). Each needs a trolley of its own that has
 * never been placed, so the bench first prepares one shopper per placement, through the API as a
 * shopper would: an account signed in (test hook), a line in the trolley, a collection slot
 * booked and the 4242 test card saved through the provider's hosted form. The 20 connections
 * then take prepared shoppers in turn. Afterwards every placement must have answered 201 with
 * a PLACED order and the database must hold exactly one order per trolley; the bench exits
 * non-zero otherwise.
 *
 * The servers run against DATABASE_URL if set, otherwise the database `grocer_bench_checkout`
 * on BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432), created and seeded on first use.
 * The run's accounts (and with them their orders, trolleys, reservations and cards) and slots
 * are removed afterwards. The servers run with MINIMUM_ORDER_COLLECTION_PENCE=100, so one line
 * meets the minimum spend.
 *
 * Environment: BENCH_ORDERS (600 measured, plus BENCH_WARM_ORDERS 60 first), BENCH_SHOPPERS
 * (20), BENCH_SECONDS (10, the health ceiling's run).
 */
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { openDatabase } from '@grocer/db/client';
import { hashPassword } from '@grocer/db/password-hash';
import { sql } from 'drizzle-orm';
import { type RunningServer, startGrocer } from './bench-server.ts';
import {
  type Answer,
  currentOrderId,
  ensureDatabase,
  loadAverage,
  percentile,
  postJson,
  setTrolleyLines,
  signInByHook,
} from './bench-tools.ts';
import { type LoadResult, load, printTable } from './load.ts';

const orderCount = Number(process.env.BENCH_ORDERS ?? 600);
const warmCount = Number(process.env.BENCH_WARM_ORDERS ?? 60);
const concurrency = Number(process.env.BENCH_SHOPPERS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const runId = randomBytes(4).toString('hex');
const BRANCH_ID = 651;
const SERVER_ENV = { E2E_TEST_HOOKS: 'true', MINIMUM_ORDER_COLLECTION_PENCE: '100' };

const keepAlive = new Agent({ keepAlive: true, maxSockets: 256 });

interface Prepared {
  headers: Record<string, string>;
  orderId: string;
  paymentCardId: number;
}

async function call(origin: string, path: string, headers: Record<string, string>, body: object) {
  const answer = await postJson(keepAlive, `${origin}${path}`, headers, JSON.stringify(body));
  if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text) as Record<string, unknown>;
}

/** One plain product (available, in items, no cap, message or restriction). */
async function plainProduct(databaseUrl: string): Promise<{ id: string; lineNumber: string }> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const result = (await database.db.execute(
      sql`SELECT id, line_number FROM products
        WHERE availability = 'AVAILABLE' AND uoms @> '["C62"]'::jsonb AND order_cap IS NULL
          AND max_personalised_message_length IS NULL AND restriction IS NULL
        ORDER BY popularity DESC, id LIMIT 1`,
    )) as unknown as { rows: { id: string; line_number: string }[] };
    const [row] = result.rows;
    if (!row) throw new Error('no plain product');
    return { id: row.id, lineNumber: row.line_number };
  } finally {
    await database.close();
  }
}

/** Collection slots on a far-future day with room for everyone; their ids. */
async function makeSlots(databaseUrl: string, count: number): Promise<string[]> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const year = 2500 + Math.floor(Math.random() * 400);
    const made = (await database.db.execute(
      sql`INSERT INTO slots (branch_id, slot_type, grid_type, slot_date, start_at, end_at,
          capacity, base_price_pence)
        SELECT ${BRANCH_ID}, 'GROCERY_COLLECTION', 'DEFAULT', ${`${year}-06-10`}::date,
          ${`${year}-06-10T08:00:00Z`}::timestamptz + n * interval '1 hour',
          ${`${year}-06-10T09:00:00Z`}::timestamptz + n * interval '1 hour', 10000, 0
        FROM generate_series(0, ${count - 1}) AS n
        RETURNING id::text AS id`,
    )) as unknown as { rows: { id: string }[] };
    return made.rows.map((row) => row.id);
  } finally {
    await database.close();
  }
}

async function makeAccounts(databaseUrl: string, count: number): Promise<string[]> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  const emails = Array.from(
    { length: count },
    (_, i) => `bench-checkout-${runId}-${i}@example.com`,
  );
  try {
    const hash = await hashPassword(`bench checkout ${runId} not used`);
    for (let i = 0; i < emails.length; i += 500) {
      await database.db.execute(
        sql`INSERT INTO accounts (email, password_hash, first_name, last_name, role)
          SELECT email, ${hash}, 'Bench', 'Shopper', 'customer'
          FROM unnest(${sql.param(emails.slice(i, i + 500))}::text[]) AS email`,
      );
    }
  } finally {
    await database.close();
  }
  return emails;
}

/** A shopper ready to place: signed in, one line in the trolley, a slot booked, a card saved. */
async function prepare(
  origin: string,
  email: string,
  product: { id: string; lineNumber: string },
  slotId: string,
): Promise<Prepared> {
  const { headers, accountId } = await signInByHook(origin, email);
  const orderId = await currentOrderId(origin, headers, accountId);
  await setTrolleyLines(origin, headers, orderId, [
    { lineNumber: product.lineNumber, productId: product.id, amount: 10 },
  ]);
  await call(origin, '/api/slots/v1/bookslot', headers, { slotId });
  const form = (await call(origin, '/api/payments/v1/card-form-sessions', headers, {
    returnUrl: '/ecom/myaccount/payment-cards',
  })) as { formUrl: string };
  const posted = await fetch(new URL(form.formUrl, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      cardholderName: 'Bench Shopper',
      cardNumber: '4242 4242 4242 4242',
      expiryDate: '12/39',
      securityCode: '123',
    }),
  });
  const token = /name="token" value="([^"]+)"/.exec(await posted.text())?.[1];
  if (!token) throw new Error(`card form: ${posted.status}`);
  const card = (await call(origin, '/api/payments/v1/payment-cards', headers, { token })) as {
    id: number;
  };
  return { headers, orderId, paymentCardId: card.id };
}

async function prepareAll(
  servers: RunningServer[],
  emails: string[],
  product: { id: string; lineNumber: string },
  slotIds: string[],
): Promise<Prepared[]> {
  const prepared: Prepared[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async (_, worker) => {
      for (let i = next++; i < emails.length; i = next++) {
        const origin = (servers[(i + worker) % servers.length] as RunningServer).origin;
        prepared[i] = await prepare(
          origin,
          emails[i] as string,
          product,
          slotIds[i % slotIds.length] as string,
        );
      }
    }),
  );
  return prepared;
}

interface PlaceRun {
  latencies: number[];
  statuses: Map<number, number>;
  codes: Map<string, number>;
  seconds: number;
}

/** `concurrency` shoppers at once, each placing the next prepared trolley as soon as answered. */
async function placeAll(servers: RunningServer[], shoppers: Prepared[]): Promise<PlaceRun> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const codes = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      const origin = (servers[worker % servers.length] as RunningServer).origin;
      for (let i = next++; i < shoppers.length; i = next++) {
        const shopper = shoppers[i] as Prepared;
        const sent = performance.now();
        let answer: Answer;
        try {
          answer = await postJson(
            keepAlive,
            `${origin}/api/orders/v1/orders`,
            { ...shopper.headers, 'idempotency-key': `bench-${runId}-${i}` },
            JSON.stringify({
              customerOrderId: shopper.orderId,
              paymentCardId: shopper.paymentCardId,
            }),
          );
        } catch {
          answer = { status: 0, text: '' };
        }
        latencies.push(performance.now() - sent);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const code =
          answer.status === 201
            ? (/"status":"([A-Z_]+)"/.exec(answer.text)?.[1] ?? '?')
            : (/"code":"([A-Z_]+)"/.exec(answer.text)?.[1] ?? '?');
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { latencies, statuses, codes, seconds: (performance.now() - started) / 1000 };
}

async function ordersOfRun(databaseUrl: string): Promise<{ orders: number; trolleys: number }> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const result = (await database.db.execute(
      sql`SELECT count(*)::int AS orders, count(DISTINCT o.customer_order_id)::int AS trolleys
        FROM orders o JOIN accounts a ON a.id = o.customer_id
        WHERE a.email LIKE ${`bench-checkout-${runId}-%`} AND o.status = 'PLACED'`,
    )) as unknown as { rows: { orders: number; trolleys: number }[] };
    return result.rows[0] ?? { orders: 0, trolleys: 0 };
  } finally {
    await database.close();
  }
}

async function removeRun(databaseUrl: string, slotIds: string[]): Promise<void> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    await database.db.execute(
      sql`DELETE FROM accounts WHERE email LIKE ${`bench-checkout-${runId}-%`}`,
    );
    if (slotIds.length > 0) {
      await database.db.execute(
        sql`DELETE FROM slot_reservations WHERE slot_id = ANY(${sql.param(slotIds)}::bigint[])`,
      );
      await database.db.execute(
        sql`DELETE FROM slots WHERE id = ANY(${sql.param(slotIds)}::bigint[])`,
      );
    }
  } finally {
    await database.close();
  }
}

const row = (name: string, run: PlaceRun): LoadResult => ({
  name,
  url: '/api/orders/v1/orders',
  connections: concurrency,
  seconds: Math.round(run.seconds * 10) / 10,
  rps: Math.round((run.latencies.length / run.seconds) * 10) / 10,
  p50: Math.round(percentile(run.latencies, 50) * 10) / 10,
  p99: Math.round(percentile(run.latencies, 99) * 10) / 10,
  errors: run.statuses.get(0) ?? 0,
  non2xx: [...run.statuses].filter(([s]) => s !== 201 && s !== 0).reduce((n, [, c]) => n + c, 0),
});

console.log(`load average before: ${loadAverage()}`);
const databaseUrl =
  process.env.DATABASE_URL ?? (await ensureDatabase(pgServerUrl, 'grocer_bench_checkout'));
const first = await startGrocer({ DATABASE_URL: databaseUrl, ...SERVER_ENV });
const servers = [first, await startGrocer({ DATABASE_URL: databaseUrl, ...SERVER_ENV })];
let slotIds: string[] = [];
let failed = false;
try {
  const started = performance.now();
  const product = await plainProduct(databaseUrl);
  slotIds = await makeSlots(databaseUrl, 10);
  const emails = await makeAccounts(databaseUrl, warmCount + orderCount);
  const prepared = await prepareAll(servers, emails, product, slotIds);
  console.log(
    `\n${prepared.length} shoppers prepared (trolley, slot, saved card) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const loadBefore = loadAverage();
  const warm = await placeAll(servers, prepared.slice(0, warmCount));
  const measured = await placeAll(servers, prepared.slice(warmCount));
  const held = await ordersOfRun(databaseUrl);
  for (const [name, run] of [
    ['warm-up', warm],
    ['measured', measured],
  ] as const) {
    console.log(
      `\n${name}: ${run.latencies.length} placements by ${concurrency} shoppers over 2 processes in ${run.seconds.toFixed(2)} s`,
    );
    console.log(`  answers: ${JSON.stringify(Object.fromEntries(run.statuses))}`);
    console.log(`  outcomes: ${JSON.stringify(Object.fromEntries(run.codes))}`);
  }
  const placed = (warm.statuses.get(201) ?? 0) + (measured.statuses.get(201) ?? 0);
  console.log(
    `  database: ${held.orders} PLACED orders for ${held.trolleys} trolleys (expected ${prepared.length})`,
  );
  failed =
    placed !== prepared.length || held.orders !== prepared.length || held.trolleys !== held.orders;
  console.log(failed ? '  FAILED: not one order per placement' : '  exact: one order per trolley');

  const rows: LoadResult[] = [
    await load('grocer GET /api/health (select 1), one process', `${first.origin}/api/health`, {
      connections: concurrency,
      seconds,
    }),
    row(`place order (${concurrency} shoppers, 2 processes, closed loop)`, measured),
  ];
  printTable(
    `Checkout bench (load average before ${loadBefore}, after ${loadAverage()}); req/s = orders/s`,
    rows,
  );
  const ok = !failed && row('', measured).rps >= 50 && row('', measured).p99 <= 400;
  console.log(`\nTarget ≥ 50 orders/s with p99 ≤ 400 ms: ${ok ? 'met' : 'NOT met'}`);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await removeRun(databaseUrl, slotIds);
}
if (failed) process.exitCode = 1;
