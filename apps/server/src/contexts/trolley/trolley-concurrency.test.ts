import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startServerProcess } from '../../../test/two-servers.ts';
import { OPERATIONS, shopperFor } from './trolley-graphql.fixture.ts';

/**
 * Two servers changing one trolley at once (decision 0031: versions and the trolley row lock).
 * On PostgreSQL (DATABASE_URL) the servers are two real processes, each `apps/server/src/main.ts`
 * as `npm start` runs it, on their own ports against the one database; on PGlite, which one
 * process owns, two apps built on the same database in this process.
 */

const databaseUrl = inject('databaseUrl');

/** Sends a GraphQL operation to one server; resolves with the operation's payload. */
type Send = (
  operation: keyof typeof OPERATIONS,
  variables: Record<string, unknown>,
  token: string,
  // biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are read as JSON
) => Promise<any>;

interface Server {
  send: Send;
  stop(): Promise<void>;
}

/** A real server process on DATABASE_URL, started as `npm start` starts one. */
async function startProcess(url: string): Promise<Server> {
  const server = await startServerProcess(url);
  return {
    async send(operation, variables, token) {
      const response = await fetch(`${server.origin}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: OPERATIONS[operation], variables }),
      });
      const body = (await response.json()) as { data: Record<string, unknown> };
      return body.data[operation];
    },
    stop: () => server.stop(),
  };
}

/** An app in this process on the same database (PGlite has one owner). */
async function startInProcess(first: TestApp): Promise<Server> {
  const t = await createTestApp({ database: first.database });
  return {
    async send(operation, variables, token) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { authorization: `Bearer ${token}` },
        payload: { query: OPERATIONS[operation], variables },
      });
      return response.json().data[operation];
    },
    stop: () => t.close(),
  };
}

let t: TestApp;
let servers: Server[] = [];
const accounts: TestAccount[] = [];
let products: { id: string; line_number: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  servers = databaseUrl
    ? await Promise.all([startProcess(databaseUrl), startProcess(databaseUrl)])
    : [await startInProcess(t), await startInProcess(t)];
  const result = await t.database.db.execute(
    sql`SELECT id, line_number FROM products
      WHERE availability = 'AVAILABLE' AND uoms @> '["C62"]'::jsonb AND order_cap IS NULL
        AND max_personalised_message_length IS NULL AND restriction IS NULL
      ORDER BY line_number LIMIT 24`,
  );
  products = (result as unknown as { rows: { id: string; line_number: string }[] }).rows;
  expect(products).toHaveLength(24);
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const account of accounts) await account.remove();
  await t.close();
});

async function newShopper() {
  const account = await createTestAccount(t.database);
  accounts.push(account);
  return shopperFor(t.app, account.id);
}

const itemOf = (product: { id: string; line_number: string }, amount: number) => ({
  lineNumber: product.line_number,
  productId: product.id,
  quantity: { amount, uom: 'C62' },
});

/** Runs `tasks` with at most `width` in flight. */
async function inParallel<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await (tasks[index] as () => Promise<T>)();
      }
    }),
  );
  return results;
}

describe(`two servers on one trolley (${databaseUrl ? 'two processes, PostgreSQL' : 'two apps, PGlite'})`, () => {
  it('proves no line is lost when two clients add different products at the same time, each change taking its own version', async () => {
    const shopper = await newShopper();
    const [a, b] = servers as [Server, Server];
    const start = (await a.send('getTrolley', { orderId: shopper.orderId }, shopper.token)).trolley
      .version as number;
    const tasks = products.map(
      (product, i) => () =>
        (i % 2 === 0 ? a : b).send(
          'addItemToTrolley',
          { orderId: shopper.orderId, trolleyItem: itemOf(product, (i % 5) + 1) },
          shopper.token,
        ),
    );
    const answers = await inParallel(tasks, 8);
    for (const answer of answers) expect(answer.failures).toBeNull();
    const versions = answers
      .map((answer) => answer.trolley.version as number)
      .sort((x, y) => x - y);
    expect(versions).toEqual(products.map((_, i) => start + i + 1));
    const final = (await b.send('getTrolley', { orderId: shopper.orderId }, shopper.token)).trolley;
    expect(final.version).toBe(start + products.length);
    expect(
      Object.fromEntries(
        final.trolleyItems.map((line: { lineNumber: string; quantity: { amount: number } }) => [
          line.lineNumber,
          line.quantity.amount,
        ]),
      ),
    ).toEqual(Object.fromEntries(products.map((p, i) => [p.line_number, (i % 5) + 1])));
  });

  it('proves mixed changes to the same lines from both servers end as some serial order: replaying them by version gives every answer and the final trolley', async () => {
    const shopper = await newShopper();
    const [a, b] = servers as [Server, Server];
    const few = products.slice(0, 4);
    // A fixed pseudo-random mix: set quantities (0 removes) on four lines, now and then empty.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    type Op = { kind: 'set'; product: (typeof few)[number]; amount: number } | { kind: 'empty' };
    const ops: Op[] = Array.from(
      { length: 60 },
      (): Op =>
        random(12) === 0
          ? { kind: 'empty' }
          : {
              kind: 'set',
              product: few[random(few.length)] as (typeof few)[number],
              amount: random(4),
            },
    );
    const answers = await inParallel(
      ops.map((op, i) => async () => {
        const server = i % 2 === 0 ? a : b;
        const answer =
          op.kind === 'empty'
            ? await server.send('emptyTrolley', { orderId: shopper.orderId }, shopper.token)
            : await server.send(
                'addItemToTrolley',
                { orderId: shopper.orderId, trolleyItem: itemOf(op.product, op.amount) },
                shopper.token,
              );
        return { op, answer };
      }),
      6,
    );
    for (const { answer } of answers) expect(answer.failures).toBeNull();
    const byVersion = [...answers].sort(
      (x, y) => x.answer.trolley.version - y.answer.trolley.version,
    );
    const model = new Map<string, number>();
    let previous = byVersion[0]?.answer.trolley.version - 1;
    for (const { op, answer } of byVersion) {
      expect(answer.trolley.version).toBe(previous + 1);
      previous = answer.trolley.version;
      if (op.kind === 'empty') model.clear();
      else if (op.amount === 0) model.delete(op.product.line_number);
      else model.set(op.product.line_number, op.amount);
      const shown = new Map<string, number>(
        answer.trolley.trolleyItems.map(
          (line: { lineNumber: string; quantity: { amount: number } }) => [
            line.lineNumber,
            line.quantity.amount,
          ],
        ),
      );
      expect(shown).toEqual(model);
    }
    const final = (await a.send('getTrolley', { orderId: shopper.orderId }, shopper.token)).trolley;
    expect(final.version).toBe(previous);
    expect(
      new Map(
        final.trolleyItems.map((line: { lineNumber: string; quantity: { amount: number } }) => [
          line.lineNumber,
          line.quantity.amount,
        ]),
      ),
    ).toEqual(model);
  });
});
