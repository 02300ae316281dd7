/**
 * `npm run bench:slots`: the slot issue's figures (decision 0034), on PostgreSQL with two server
 * processes.
 * - the rush: BENCH_RUSH_SHOPPERS (2,000) shoppers each send one booking at once, half to each
 *   process, for slots with BENCH_RUSH_CAPACITY (100) places between them. Afterwards the
 *   database must hold exactly that many live reservations, no counter over its capacity, and
 *   no answer may be a 5xx; the bench exits non-zero otherwise. Booking latency p50/p99 is from
 *   each request's send to its answer (2,000 at once, so it includes the queue they make);
 * - the slot grid (a signed-in shopper's 5-day delivery grid, POST slotdays): an open loop at
 *   BENCH_GRID_RATE (200) a second over both processes (target p99 ≤ 20 ms), and the highest
 *   rate at BENCH_CONNECTIONS (50);
 * - bookings at BENCH_BOOK_RATE (100) a second over both processes, each shopper once, of slots
 *   with room to spare: booking latency without the rush's queue;
 * beside the ceilings of the same run: a bare Fastify hello-world in its own process and the
 * server's /api/health. Numbers, not pass/fail (the rush's correctness aside).
 *
 * The servers run against DATABASE_URL if set, otherwise the database `grocer_bench_slots` on
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432), created and seeded on first use.
 * Shoppers are accounts made for the run and signed in through the end-to-end test hook; calls
 * carry the session cookie and its CSRF token, as the storefront's do. The rush's slots are made
 * for the run on a far-future day and removed afterwards with their reservations.
 *
 * Environment: BENCH_SECONDS (10), BENCH_RUSH_SHOPPERS (2000), BENCH_RUSH_CAPACITY (100),
 * BENCH_RUSH_SLOTS (10), BENCH_BOOK_RATE (100), BENCH_GRID_RATE (200), BENCH_CONNECTIONS (50).
 */
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { openDatabase } from '@grocer/db/client';
import { hashPassword } from '@grocer/db/password-hash';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type RunningServer, startGrocer } from './bench-server.ts';
import {
  type Answer,
  ensureDatabase,
  helloWorldCeiling,
  loadAverage,
  percentile,
  postJson,
  signInByHook,
} from './bench-tools.ts';
import { type LoadResult, load, measured, printTable } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rushShoppers = Number(process.env.BENCH_RUSH_SHOPPERS ?? 2000);
const rushCapacity = Number(process.env.BENCH_RUSH_CAPACITY ?? 100);
const rushSlots = Number(process.env.BENCH_RUSH_SLOTS ?? 10);
const gridRate = Number(process.env.BENCH_GRID_RATE ?? 200);
const bookRate = Number(process.env.BENCH_BOOK_RATE ?? 100);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const runId = randomBytes(4).toString('hex');
/** The default branch: its district (RG1) is a delivery area of the demo. */
const BRANCH_ID = 651;

interface Shopper {
  headers: Record<string, string>;
  addressId: number;
}

const keepAlive = new Agent({ keepAlive: true, maxSockets: 512 });

function post(origin: string, path: string, headers: Record<string, string>, body: object) {
  return postJson(keepAlive, `${origin}${path}`, headers, JSON.stringify(body));
}

/** Accounts for the run, each with an address in RG1 and signed in (test hook). */
async function shoppers(
  servers: RunningServer[],
  databaseUrl: string,
  count: number,
  group: string,
): Promise<Shopper[]> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  const emails = Array.from(
    { length: count },
    (_, i) => `bench-slots-${runId}-${group}-${i}@example.com`,
  );
  const addressIds = new Map<string, number>();
  try {
    const hash = await hashPassword(`bench slots ${runId} not used`);
    for (let i = 0; i < emails.length; i += 500) {
      const batch = emails.slice(i, i + 500);
      const made = (await database.db.execute(
        sql`INSERT INTO accounts (email, password_hash, first_name, last_name, role)
          SELECT email, ${hash}, 'Bench', 'Shopper', 'customer'
          FROM unnest(${sql.param(batch)}::text[]) AS email
          RETURNING id, email`,
      )) as unknown as { rows: { id: number; email: string }[] };
      const emailOf = new Map(made.rows.map((row) => [row.id, row.email]));
      // An address in the default branch's district, as the address book stores a typed one.
      const addresses = (await database.db.execute(
        sql`INSERT INTO addresses (customer_id, is_contact, first_name, last_name, line1, town,
            postal_code, contact_number)
          SELECT id, true, 'Bench', 'Shopper', '1 Bench Street', 'Reading', 'RG1 1AA',
            '07700900000'
          FROM unnest(${sql.param(made.rows.map((row) => row.id))}::int[]) AS id
          RETURNING id, customer_id`,
      )) as unknown as { rows: { id: number; customer_id: number }[] };
      for (const row of addresses.rows) {
        addressIds.set(emailOf.get(row.customer_id) as string, row.id);
      }
    }
  } finally {
    await database.close();
  }
  const signIn = async (email: string, i: number): Promise<Shopper> => {
    const origin = (servers[i % servers.length] as RunningServer).origin;
    const { headers } = await signInByHook(origin, email);
    return { headers, addressId: addressIds.get(email) as number };
  };
  const signedIn: Shopper[] = [];
  for (let i = 0; i < emails.length; i += 50) {
    signedIn.push(
      ...(await Promise.all(emails.slice(i, i + 50).map((email, k) => signIn(email, i + k)))),
    );
  }
  return signedIn;
}

/** `count` slots on a far-future day with `capacity` places in all; their ids. */
async function makeSlots(databaseUrl: string, count: number, capacity: number): Promise<string[]> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const year = 2500 + Math.floor(Math.random() * 400);
    const each = Math.floor(capacity / count);
    const made = (await database.db.execute(
      sql`INSERT INTO slots (branch_id, slot_type, grid_type, slot_date, start_at, end_at,
          capacity, base_price_pence)
        SELECT ${BRANCH_ID}, 'GROCERY_COLLECTION', 'DEFAULT', ${`${year}-06-10`}::date,
          ${`${year}-06-10T08:00:00Z`}::timestamptz + n * interval '1 hour',
          ${`${year}-06-10T09:00:00Z`}::timestamptz + n * interval '1 hour',
          CASE WHEN n = 0 THEN ${capacity - each * (count - 1)}::int ELSE ${each}::int END, 0
        FROM generate_series(0, ${count - 1}) AS n
        RETURNING id::text AS id`,
    )) as unknown as { rows: { id: string }[] };
    return made.rows.map((row) => row.id);
  } finally {
    await database.close();
  }
}

interface Rush {
  latencies: number[];
  statuses: Map<number, number>;
  codes: Map<string, number>;
  seconds: number;
}

/** Every shopper sends one booking at once, alternating servers and slots. */
async function rush(servers: RunningServer[], people: Shopper[], slotIds: string[]): Promise<Rush> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const codes = new Map<string, number>();
  const started = performance.now();
  await Promise.all(
    people.map(async (person, i) => {
      const origin = (servers[i % servers.length] as RunningServer).origin;
      const slotId = slotIds[Math.floor(i / servers.length) % slotIds.length] as string;
      const sent = performance.now();
      let answer: Answer;
      try {
        answer = await post(origin, '/api/slots/v1/bookslot', person.headers, { slotId });
      } catch {
        answer = { status: 0, text: '' };
      }
      latencies.push(performance.now() - sent);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const code =
        answer.status === 200 ? 'booked' : (/"code":"([A-Z_]+)"/.exec(answer.text)?.[1] ?? '?');
      codes.set(code, (codes.get(code) ?? 0) + 1);
    }),
  );
  latencies.sort((a, b) => a - b);
  return { latencies, statuses, codes, seconds: (performance.now() - started) / 1000 };
}

/** What the database holds for the rush's slots afterwards. */
async function rushOutcome(databaseUrl: string, slotIds: string[]) {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const result = (await database.db.execute(
      sql`SELECT s.id::text AS id, s.capacity, s.booked,
          (SELECT count(*)::int FROM slot_reservations r
            WHERE r.slot_id = s.id AND r.status IN ('UNCONFIRMED', 'CONFIRMED')) AS live
        FROM slots s WHERE s.id = ANY(${sql.param(slotIds)}::bigint[])`,
    )) as unknown as { rows: { id: string; capacity: number; booked: number; live: number }[] };
    return result.rows;
  } finally {
    await database.close();
  }
}

async function removeRun(databaseUrl: string, slotIds: string[]): Promise<void> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    await database.db.execute(
      sql`DELETE FROM slots WHERE id = ANY(${sql.param(slotIds)}::bigint[])`,
    );
    await database.db.execute(
      sql`DELETE FROM accounts WHERE email LIKE ${`bench-slots-${runId}-%`}`,
    );
  } finally {
    await database.close();
  }
}

/**
 * An open loop over the servers: `total` requests started at an even `rate` a second, whatever
 * the answers do (`send(i)` sends the i-th to `origin`); latency counts from when each was due
 * (see bench:trolley's).
 */
async function pacedLoop(
  servers: RunningServer[],
  total: number,
  rate: number,
  send: (i: number, origin: string) => Promise<Answer>,
) {
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  const all: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const from = Math.min(due + 1, performance.now());
    const origin = (servers[i % servers.length] as RunningServer).origin;
    all.push(
      send(i, origin).then(
        (answer) => {
          if (answer.status !== 200) non2xx += 1;
          latencies.push(performance.now() - from);
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(all);
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / ((performance.now() - started) / 1000)),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    errors,
    non2xx,
  };
}

/** An open loop of grid requests at `rate` a second over the servers. */
async function gridOpenLoop(
  servers: RunningServer[],
  group: Shopper[],
  rate: number,
  durationSeconds: number,
): Promise<LoadResult> {
  const run = await pacedLoop(servers, Math.round(rate * durationSeconds), rate, (i, origin) => {
    const shopper = group[i % group.length] as Shopper;
    return post(origin, '/api/slots/v1/slotdays', shopper.headers, {
      slotType: 'DELIVERY',
      addressId: shopper.addressId,
      days: 5,
    });
  });
  return {
    name: `slot grid (5-day delivery, signed in), open loop at ${rate}/s over 2 processes`,
    url: '/api/slots/v1/slotdays',
    connections: group.length,
    seconds: durationSeconds,
    ...run,
  };
}

/**
 * Bookings at an even `rate` a second over the servers, each by a shopper of its own, of slots
 * with room to spare (each one succeeds): booking latency without a queue of 2,000.
 */
async function bookingOpenLoop(
  servers: RunningServer[],
  group: Shopper[],
  slotIds: string[],
  rate: number,
  durationSeconds: number,
): Promise<LoadResult> {
  const total = Math.min(group.length, Math.round(rate * durationSeconds));
  const run = await pacedLoop(servers, total, rate, (i, origin) =>
    post(origin, '/api/slots/v1/bookslot', (group[i] as Shopper).headers, {
      slotId: slotIds[i % slotIds.length],
    }),
  );
  return {
    name: `bookslot, open loop at ${rate}/s over 2 processes (room in every slot)`,
    url: '/api/slots/v1/bookslot',
    connections: total,
    seconds: durationSeconds,
    ...run,
  };
}

/** The grid at its highest rate: `connections` shoppers, each asking again once answered. */
async function gridThroughput(server: RunningServer, group: Shopper[]): Promise<LoadResult> {
  let next = 0;
  const base = {
    url: `${server.origin}/api/slots/v1/slotdays`,
    connections: group.length,
    requests: [
      {
        method: 'POST' as const,
        setupRequest: (request: autocannon.Request, context: { shopper?: Shopper }) => {
          context.shopper ??= group[next++ % group.length] as Shopper;
          request.headers = { ...context.shopper.headers, 'content-type': 'application/json' };
          request.body = JSON.stringify({
            slotType: 'DELIVERY',
            addressId: context.shopper.addressId,
            days: 5,
          });
          return request;
        },
      },
    ],
  };
  await autocannon({ ...base, duration: 2 });
  const result = await autocannon({ ...base, duration: seconds });
  return {
    name: `slot grid, highest rate at ${group.length} connections (one process)`,
    url: base.url,
    connections: group.length,
    seconds,
    ...measured(result),
  };
}

console.log(`load average before: ${loadAverage()}`);
const databaseUrl =
  process.env.DATABASE_URL ?? (await ensureDatabase(pgServerUrl, 'grocer_bench_slots'));
// The first migrates, seeds (first use) and generates slots; the second finds them done.
const first = await startGrocer({ DATABASE_URL: databaseUrl, E2E_TEST_HOOKS: 'true' });
const servers = [first, await startGrocer({ DATABASE_URL: databaseUrl, E2E_TEST_HOOKS: 'true' })];
let slotIds: string[] = [];
let failed = false;
try {
  const started = performance.now();
  const people = await shoppers(servers, databaseUrl, rushShoppers, 'rush');
  const browsers = await shoppers(servers, databaseUrl, connections, 'grid');
  slotIds = await makeSlots(databaseUrl, rushSlots, rushCapacity);
  const roomy = await makeSlots(databaseUrl, 10, 10_000);
  slotIds.push(...roomy);
  console.log(
    `\n${people.length + browsers.length} shoppers signed in, ${slotIds.length} slots of ${rushCapacity} places made, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const loadBefore = loadAverage();
  const rushIds = slotIds.slice(0, rushSlots);
  const result = await rush(servers, people, rushIds);
  const held = await rushOutcome(databaseUrl, rushIds);
  const live = held.reduce((sum, slot) => sum + slot.live, 0);
  const booked = held.reduce((sum, slot) => sum + slot.booked, 0);
  const over = held.filter((slot) => slot.booked > slot.capacity || slot.live > slot.capacity);
  const serverErrors = [...result.statuses].filter(([status]) => status >= 500 || status === 0);
  const ok = result.statuses.get(200) ?? 0;
  console.log(
    `\nThe rush: ${people.length} bookings at once for ${rushCapacity} places, over 2 processes, in ${result.seconds.toFixed(2)} s`,
  );
  console.log(`  answers: ${JSON.stringify(Object.fromEntries(result.statuses))}`);
  console.log(`  codes: ${JSON.stringify(Object.fromEntries(result.codes))}`);
  console.log(
    `  database: ${live} live reservations, counters ${booked}, ${over.length} slots over capacity`,
  );
  console.log(
    `  booking latency p50 ${percentile(result.latencies, 50).toFixed(1)} ms, p99 ${percentile(result.latencies, 99).toFixed(1)} ms, max ${(result.latencies.at(-1) ?? 0).toFixed(1)} ms`,
  );
  failed =
    ok !== rushCapacity ||
    live !== rushCapacity ||
    booked !== rushCapacity ||
    over.length > 0 ||
    serverErrors.length > 0;
  console.log(failed ? '  FAILED: the rush was not exact' : '  exact: every place taken once');

  const rows: LoadResult[] = [
    await helloWorldCeiling(connections, seconds),
    await load('grocer GET /api/health (select 1)', `${first.origin}/api/health`, {
      connections,
      seconds,
    }),
  ];
  rows.push(await bookingOpenLoop(servers, people, roomy, bookRate, seconds));
  await gridOpenLoop(servers, browsers, gridRate, 2);
  rows.push(await gridOpenLoop(servers, browsers, gridRate, seconds));
  rows.push(await gridThroughput(first, browsers));
  printTable(`Slots bench (load average before ${loadBefore}, after ${loadAverage()})`, rows);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  if (slotIds.length > 0) await removeRun(databaseUrl, slotIds);
  else await removeRun(databaseUrl, []);
}
if (failed) process.exitCode = 1;
