/**
 * `npm run bench:lists`: issue 25's shopping list figure (decision 0081), on PostgreSQL.
 * - Add all items of a BENCH_LIST_ITEMS-item list (40), `POST
 *   /api/shopping-lists/v1/lists/{id}/trolley`, at BENCH_CONNECTIONS (20) connections, each
 *   sending again as soon as it is answered (target p99 ≤ 150 ms);
 * beside the ceilings of the same run: a bare Fastify hello-world in its own process and the
 * server's own /api/health (one `select 1`). Numbers, not pass/fail.
 *
 * Each request is a different shopper's list, in turn (BENCH_SHOPPERS, 400, each with a list of
 * plain products and the trolley it fills): a whole list goes into a trolley a few times in a
 * run, as a shopper would, not a hundred times into one trolley whose lines stop at the unit's
 * maximum. The first add-all of a shopper writes 40 new lines, the later ones raise them. A
 * request answers once the trolley's one batch has been written.
 *
 * The server runs against DATABASE_URL if set, otherwise the database `grocer_bench_lists` on
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432), created and seeded on first use and
 * reused. Shoppers are accounts made for the run (their lists written straight to the tables, as
 * the seed writes rows), signed in through the end-to-end test hook (the server runs with
 * E2E_TEST_HOOKS); calls carry the session cookie and its CSRF token, as the storefront's do.
 * The run's accounts, and with them their lists and trolleys, are removed at the end.
 *
 * Environment: BENCH_SECONDS (10), BENCH_CONNECTIONS (20), BENCH_SHOPPERS (400),
 * BENCH_LIST_ITEMS (40).
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@grocer/db/client';
import { hashPassword } from '@grocer/db/password-hash';
import { sqlRows } from '@grocer/db/sql-rows';
import { sql } from 'drizzle-orm';
import { startGrocer } from './bench-server.ts';
import { ensureDatabase, helloWorldCeiling, loadAverage, signInByHook } from './bench-tools.ts';
import { load, postInTurn, printTable } from './load.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const shopperCount = Math.max(connections, Number(process.env.BENCH_SHOPPERS ?? 400));
const listItems = Number(process.env.BENCH_LIST_ITEMS ?? 40);
const pgServerUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const runId = randomBytes(4).toString('hex');
const emailPrefix = `bench-lists-${runId}-`;

interface Shopper {
  headers: Record<string, string>;
  listId: number;
}

/** Products any list can hold and any trolley take in items: available, no cap, no message, no dates. */
async function plainLineNumbers(databaseUrl: string, count: number): Promise<string[]> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const rows = await sqlRows<{ line_number: string }>(
      database.db,
      sql`SELECT line_number FROM products
        WHERE availability = 'AVAILABLE' AND uoms @> '["C62"]'::jsonb AND order_cap IS NULL
          AND max_personalised_message_length IS NULL AND restriction IS NULL
        ORDER BY popularity DESC, id LIMIT ${count}`,
    );
    return rows.map((row) => row.line_number);
  } finally {
    await database.close();
  }
}

/** This run's accounts, each with one list of `lineNumbers` at 1 each; their ids by email. */
async function makeShoppers(databaseUrl: string, lineNumbers: readonly string[]) {
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  const emails = Array.from({ length: shopperCount }, (_, i) => `${emailPrefix}${i}@example.com`);
  const lists = new Map<string, number>();
  try {
    // Signed in through the test hook, so the password is never used; one hash serves them all.
    const hash = await hashPassword(`bench lists ${runId} not used`);
    for (let i = 0; i < emails.length; i += 100) {
      const accounts = await sqlRows<{ id: number; email: string }>(
        database.db,
        sql`INSERT INTO accounts (email, password_hash, first_name, last_name, role)
          VALUES ${sql.join(
            emails
              .slice(i, i + 100)
              .map((email) => sql`(${email}, ${hash}, 'Bench', 'Lister', 'customer')`),
            sql`, `,
          )}
          RETURNING id, email`,
      );
      const made = await sqlRows<{ id: number; customer_id: number }>(
        database.db,
        sql`INSERT INTO shopping_lists (customer_id, name, created, modified)
          VALUES ${sql.join(
            accounts.map((account) => sql`(${account.id}, 'Weekly shop', now(), now())`),
            sql`, `,
          )}
          RETURNING id, customer_id`,
      );
      const items = made.flatMap((list) =>
        lineNumbers.map(
          (lineNumber, position) =>
            sql`(${list.id}, ${lineNumber}, 1, 'C62', ${position + 1}, now())`,
        ),
      );
      for (let k = 0; k < items.length; k += 2000) {
        await database.db.execute(
          sql`INSERT INTO shopping_list_items
            (shopping_list_id, line_number, quantity_amount, quantity_uom, position, added_at)
            VALUES ${sql.join(items.slice(k, k + 2000), sql`, `)}`,
        );
      }
      const byCustomer = new Map(made.map((list) => [list.customer_id, list.id]));
      for (const account of accounts) {
        lists.set(account.email, byCustomer.get(account.id) as number);
      }
    }
  } finally {
    await database.close();
  }
  return { emails, lists };
}

async function removeShoppers(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    // Their lists, trolleys and sessions go with them.
    await database.db.execute(sql`DELETE FROM accounts WHERE email LIKE ${`${emailPrefix}%`}`);
  } finally {
    await database.close();
  }
}

/** Add all items, each request the next shopper's list in turn. */
async function addAllLoad(origin: string, group: Shopper[]) {
  const run = await postInTurn({
    name: `Add all items of a ${listItems}-item list (one trolley batch), ${group.length} shoppers in turn`,
    origin,
    urlPattern: '/api/shopping-lists/v1/lists/{id}/trolley',
    connections,
    seconds,
    targets: group.map((shopper) => ({
      path: `/api/shopping-lists/v1/lists/${shopper.listId}/trolley`,
      headers: shopper.headers,
    })),
    counts: (status, body) => status === 200 && !body.includes(`"successCount":${listItems},`),
  });
  return { ...run, short: run.counted };
}

console.log(`load average before: ${loadAverage()}`);
const databaseUrl =
  process.env.DATABASE_URL ?? (await ensureDatabase(pgServerUrl, 'grocer_bench_lists'));
const server = await startGrocer({ DATABASE_URL: databaseUrl, E2E_TEST_HOOKS: 'true' });
try {
  const lineNumbers = await plainLineNumbers(databaseUrl, listItems);
  if (lineNumbers.length < listItems) throw new Error(`only ${lineNumbers.length} plain products`);
  const started = performance.now();
  const { emails, lists } = await makeShoppers(databaseUrl, lineNumbers);
  const group: Shopper[] = [];
  for (let i = 0; i < emails.length; i += 20) {
    group.push(
      ...(await Promise.all(
        emails.slice(i, i + 20).map(async (email) => ({
          headers: (await signInByHook(server.origin, email)).headers,
          listId: lists.get(email) as number,
        })),
      )),
    );
  }
  console.log(
    `\n${group.length} shoppers signed in, each with a list of ${listItems} products, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const loadBefore = loadAverage();
  const ceilings = [
    await helloWorldCeiling(connections, seconds),
    await load('grocer GET /api/health (select 1)', `${server.origin}/api/health`, {
      connections,
      seconds,
    }),
  ];
  const row = await addAllLoad(server.origin, group);
  printTable('ceilings of this run', ceilings);
  printTable(`shopping lists on PostgreSQL, ${seconds} s (after a 2 s warm-up)`, [row]);
  console.log(`answers that did not add every line: ${row.short}`);
  console.log(`\nload average: ${loadBefore} before the rows, ${loadAverage()} after`);
} finally {
  await server.stop();
  await removeShoppers(databaseUrl);
}
