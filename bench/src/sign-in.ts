/**
 * `npm run bench:sign-in`: the identity issue's "sign-in p99 at 20 concurrent users", and the
 * argon2id hash and verify times on their own. Numbers, not pass/fail.
 *
 * The server runs against PostgreSQL (where decision 0021 keeps the throttles): DATABASE_URL if
 * set, otherwise the database `grocer_bench_sign_in` on BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432), created and seeded on first use and reused.
 * BENCH_PGLITE=1 uses the embedded database in bench/.data instead.
 *
 * So that the throttles are not what is measured, the server trusts X-Forwarded-For
 * (TRUST_PROXY) and every request comes from its own address, and each run registers its own
 * accounts (through the registration API) so that no email nears its 10 attempts a minute:
 * successful sign-ins cycle through one set, wrong-password attempts through another (five
 * failures in a row would soft-lock an address).
 *
 * Environment: BENCH_CONNECTIONS (20), BENCH_SECONDS (10), BENCH_ACCOUNTS (500 per set),
 * BENCH_HASH_RUNS (50).
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@grocer/db/client';
import { hashPassword, verifyPassword } from '@grocer/db/password-hash';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { startGrocer } from './bench-server.ts';
import { type LoadResult, measured, printTable } from './load.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const accountsPerSet = Number(process.env.BENCH_ACCOUNTS ?? 500);
const hashRuns = Number(process.env.BENCH_HASH_RUNS ?? 50);
const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const usePglite = process.env.BENCH_PGLITE === '1';

/** Distinct per run, so reruns within a minute neither reuse accounts nor share throttle rows. */
const runId = randomBytes(4).toString('hex');
const runOctet = randomBytes(1)[0] as number;
let addressCounter = 0;
/** A new client address for every request: 10.<run>.<n>.<n>, 65,536 per run. */
function nextAddress(): string {
  const n = addressCounter++;
  return `10.${runOctet}.${(n >> 8) & 255}.${n & 255}`;
}

const PASSWORD = `bench sign-in ${runId} correct horse`;

function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function timeIt(runs: number, task: () => Promise<unknown>) {
  await task(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return {
    mean: mean.toFixed(1),
    p50: percentile(times, 50).toFixed(1),
    p99: percentile(times, 99).toFixed(1),
  };
}

async function hashTimes() {
  const stored = await hashPassword(PASSWORD);
  const hashed = await timeIt(hashRuns, () => hashPassword(PASSWORD));
  const verified = await timeIt(hashRuns, () => verifyPassword(stored, PASSWORD));
  console.log(
    `\nargon2id (${stored.split('$').slice(1, 4).join('$')}), ${hashRuns} runs, one at a time\n`,
  );
  console.log('| operation | mean ms | p50 ms | p99 ms |');
  console.log('|---|---|---|---|');
  console.log(`| hash | ${hashed.mean} | ${hashed.p50} | ${hashed.p99} |`);
  console.log(`| verify | ${verified.mean} | ${verified.p50} | ${verified.p99} |`);
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

/** Registers `count` accounts, `connections` at a time, each from its own address. */
async function register(origin: string, set: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `bench-${runId}-${set}-${i}@example.com`);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const email = emails[next++] as string;
      const response = await fetch(`${origin}/api/accounts/v1/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({
          email,
          password: PASSWORD,
          title: 'Mx',
          firstName: 'Bench',
          lastName: 'Shopper',
        }),
      });
      if (response.status !== 201) {
        throw new Error(`registering ${email}: ${response.status} ${await response.text()}`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return emails;
}

interface SignInRow extends LoadResult {
  statusCodes: Record<string, number>;
}

/** Sign-in attempts cycling through `emails`, each from a new address; 2 s warm-up first. */
async function signIns(
  name: string,
  origin: string,
  emails: string[],
  password: string,
): Promise<SignInRow> {
  let next = 0;
  const base = {
    url: `${origin}/api/auth/v1/sign-in`,
    connections,
    requests: [
      {
        method: 'POST' as const,
        setupRequest: (request: autocannon.Request) => {
          request.headers = {
            'content-type': 'application/json',
            'x-forwarded-for': nextAddress(),
          };
          request.body = JSON.stringify({ email: emails[next++ % emails.length], password });
          return request;
        },
      },
    ],
  };
  const warm = await autocannon({ ...base, duration: 2 });
  const result = await autocannon({ ...base, duration: seconds });
  const attempts = warm.requests.sent + result.requests.sent;
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]),
  );
  return {
    name: `${name} (${attempts} attempts, ≤${Math.ceil(attempts / emails.length)} per email)`,
    url: base.url,
    connections,
    seconds,
    ...measured(result),
    statusCodes,
  };
}

console.log(`load average before: ${loadAverage()}`);
await hashTimes();

const env: Record<string, string> = { TRUST_PROXY: 'true', E2E_TEST_HOOKS: 'true' };
if (!usePglite) {
  env.DATABASE_URL = process.env.DATABASE_URL ?? (await ensureDatabase('grocer_bench_sign_in'));
}
const server = await startGrocer(env);
try {
  const started = performance.now();
  const rightSet = await register(server.origin, 'ok', accountsPerSet);
  const wrongSet = await register(server.origin, 'wrong', accountsPerSet);
  console.log(
    `\nregistered ${rightSet.length + wrongSet.length} accounts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const loadBefore = loadAverage();
  const rows = [
    await signIns('sign-in, right password', server.origin, rightSet, PASSWORD),
    await signIns('sign-in, wrong password', server.origin, wrongSet, `${PASSWORD} not`),
  ];
  printTable(
    `autocannon POST /api/auth/v1/sign-in, ${connections} connections, ${seconds} s each, database ${usePglite ? 'PGlite' : 'PostgreSQL'}`,
    rows,
  );
  for (const row of rows)
    console.log(`${row.name}: status codes ${JSON.stringify(row.statusCodes)}`);
  console.log(`\nload average: ${loadBefore} before the sign-in rows, ${loadAverage()} after`);
} finally {
  await server.stop();
}
