/**
 * `npm run bench:analytics`: issue 23's figures, on PostgreSQL.
 * - the collector (`POST /api/analytics/v1/events`): batches of 10 events from many clients, each
 *   request a client of its own (its own client id and, through X-Forwarded-For, its own address,
 *   so the per-client limit of 300 events a minute is not what is measured), at
 *   BENCH_CONNECTIONS (50) and at 10 connections; events/s is req/s × 10 (target p99 ≤ 20 ms);
 * - the cached category page without consent and with no experiment running, then with every
 *   cookie allowed, a visitor id and one shared-page experiment running, alternated BENCH_ROUNDS
 *   times and compared by their medians (target: within 10 %);
 * each beside a bare Fastify hello-world in its own process, the ceiling of the same run. After
 * the run it counts the rows the collector stored against the events it accepted.
 *
 * The server runs against DATABASE_URL if set, otherwise the database `grocer_bench_analytics` on
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432), created and seeded on first use and
 * reused. The experiment is inserted as a running run and announced (NOTIFY experiments), as the
 * console does, and removed afterwards with the run's events.
 *
 * Environment: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_ROUNDS (3: pairs of page rows).
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@grocer/db/client';
import { sqlRows } from '@grocer/db/sql-rows';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { startGrocer } from './bench-server.ts';
import { ensureDatabase, helloWorldCeiling, loadAverage } from './bench-tools.ts';
import { type LoadResult, load, measured, printTable } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const runId = randomBytes(4).toString('hex');
const EVENTS_PER_BATCH = 10;
const EXPERIMENT = 'grocery_header';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const consent = ['functional', 'analytics', 'advertising', 'experimental']
  .map((category) => `consent-${category}=true`)
  .join('; ');

/** One beacon of `EVENTS_PER_BATCH` events, as the browser's client sends it. */
function batch(clientId: string): string {
  const session = `s-${clientId}`;
  const events = Array.from({ length: EVENTS_PER_BATCH }, (_, i) => ({
    session_id: session,
    channel: 'web',
    page_location: `https://shop.example/ecom/shop/search?searchTerm=milk&page=${i}`,
    event_name: i % 2 === 0 ? 'page_view' : 'search',
    ...(i % 2 === 0
      ? {}
      : { params: { search_term: 'milk', result_count: 12 + i, search_type: 'search' } }),
  }));
  return JSON.stringify({ client_id: clientId, events });
}

/** The collector under load: every request a new client (id and address). */
async function collector(
  origin: string,
  conns: number,
): Promise<LoadResult & { accepted: number }> {
  let next = 0;
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      setupRequest: (request) => {
        next += 1;
        const clientId = `bench-${runId}-${next}`;
        request.body = batch(clientId);
        request.headers = {
          ...request.headers,
          'content-type': 'application/json',
          cookie: consent,
          'x-forwarded-for': `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`,
        };
        return request;
      },
    },
  ];
  const url = `${origin}/api/analytics/v1/events`;
  const warmUp = await autocannon({ url, connections: conns, duration: 2, requests });
  const result = await autocannon({ url, connections: conns, duration: seconds, requests });
  return {
    name: `collector, batches of ${EVENTS_PER_BATCH} (events/s = req/s × ${EVENTS_PER_BATCH})`,
    url,
    connections: conns,
    seconds,
    ...measured(result),
    // The warm-up's events are stored too.
    accepted: warmUp['2xx'] + result['2xx'],
  };
}

const databaseUrl =
  process.env.DATABASE_URL ?? (await ensureDatabase(pgServerUrl, 'grocer_bench_analytics'));
const server = await startGrocer({ DATABASE_URL: databaseUrl, TRUST_PROXY: 'true' });
const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
const rows: LoadResult[] = [];
let experimentId: number | null = null;

/** Starts the run as the console does: a running row, announced to every process. */
async function startExperiment(): Promise<void> {
  const [created] = await sqlRows<{ id: number }>(
    database.db,
    sql`
      INSERT INTO experiments (key, name, hypothesis, status, coverage_percent, variant_percent,
        created_at, started_at)
      VALUES (${EXPERIMENT}, ${`bench ${runId}`}, 'bench', 'running', 100, 50, now(), now())
      RETURNING id`,
  );
  experimentId = created?.id ?? null;
  await database.db.execute(sql`SELECT pg_notify('experiments', ${EXPERIMENT})`);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

async function stopExperiment(): Promise<void> {
  if (experimentId === null) return;
  await database.db.execute(sql`DELETE FROM experiments WHERE id = ${experimentId}`);
  await database.db.execute(sql`SELECT pg_notify('experiments', ${EXPERIMENT})`);
  experimentId = null;
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

/** The visitor's variation, from the decide call. */
async function variationOf(cookie: string): Promise<string> {
  const decided = (await (
    await fetch(`${server.origin}/api/experiments/v1/decide`, {
      method: 'POST',
      headers: { cookie },
    })
  ).json()) as { assignments: Record<string, string> };
  return decided.assignments[EXPERIMENT] ?? 'none';
}
try {
  rows.push(await helloWorldCeiling(connections, seconds));
  const startedAt = new Date();
  let accepted = 0;
  for (const conns of [connections, 10]) {
    const row = await collector(server.origin, conns);
    accepted += row.accepted;
    rows.push(row);
  }

  // The cached category page, without consent or a running experiment, then with every cookie
  // allowed, a visitor id and one shared-page experiment running: alternated ROUNDS times, since
  // one pair on a shared two-core machine differs by more than the 10 % being measured.
  const categoryUrl = `${server.origin}/ecom/shop/browse/groceries`;
  const visitorCookie = `${consent}; grocer-visitor=bench-visitor-${runId}`;
  const withoutRows: LoadResult[] = [];
  const withRows: LoadResult[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    await stopExperiment();
    withoutRows.push(
      await load(`cached category page, no consent, no experiment (round ${round})`, categoryUrl, {
        connections,
        seconds,
      }),
    );
    await startExperiment();
    const variation = await variationOf(visitorCookie);
    withRows.push(
      await load(
        `cached category page, all cookies allowed, one experiment running, visitor in ${variation} (round ${round})`,
        categoryUrl,
        { connections, seconds, headers: { cookie: visitorCookie } },
      ),
    );
  }
  rows.push(...withoutRows, ...withRows);

  // What the collector stored of what it accepted (it writes within a second).
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const [stored] = await sqlRows<{ n: number }>(
    database.db,
    sql`
      SELECT count(*)::int AS n FROM analytics_events
      WHERE received_at >= ${startedAt.toISOString()}::timestamptz
        AND client_id LIKE ${`bench-${runId}-%`}`,
  );

  printTable(`Analytics and experiments on PostgreSQL (load ${loadAverage()})`, rows);
  const ceiling = rows[0]?.rps ?? 0;
  const median = (list: LoadResult[]) =>
    [...list].sort((x, y) => x.rps - y.rps)[Math.floor(list.length / 2)]?.rps ?? 0;
  const without = median(withoutRows);
  const withExperiment = median(withRows);
  console.log(
    `\nCollector: ${accepted} batches accepted (${accepted * EVENTS_PER_BATCH} events), ${stored?.n ?? 0} events stored.`,
  );
  console.log(
    `Cached category page, medians of ${ROUNDS} rounds: ${withExperiment} req/s with consent and an experiment, ${without} without (${(
      (withExperiment / Math.max(without, 1)) * 100
    ).toFixed(1)} %); ceiling ${ceiling} req/s.`,
  );
} finally {
  await stopExperiment();
  await database.db.execute(
    sql`DELETE FROM analytics_events WHERE client_id LIKE ${`bench-${runId}-%`}`,
  );
  await database.close();
  await server.stop();
}
