import { randomInt } from 'node:crypto';
import type { Database } from '@grocer/db/client';
import { rebuildSearchIndex } from '@grocer/db/search-index';
import { sqlRows } from '@grocer/db/sql-rows';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { runPopularityRebuildCli } from '../../cli/popularity-rebuild.command.ts';
import { POPULARITY_REBUILD_JOB } from '../../popularity-rebuild.ts';
import { OrderShoppers } from '../orders/orders.fixture.ts';
import { createSalesService } from '../orders/sales.service.ts';
import { TestSlots } from '../slots/slots.fixture.ts';
import {
  createSlotTestCatalogue,
  type SlotTestCatalogue,
} from '../slots/slots-catalogue.fixture.ts';
import { createPopularityService } from './popularity.service.ts';

/**
 * Popularity rebuilt from sales (decision 0048) on real rows: orders placed and cancelled through
 * the shop, the retailer's command run, then the catalogue's numbers and search's order checked.
 * Every product's popularity is put back afterwards, so a shared database ends as it began.
 */

let t: TestApp;
let slots: TestSlots;
let catalogue: SlotTestCatalogue;
let shoppers: OrderShoppers;
let saved: Map<string, number>;
const run = randomInt(10_000_000, 99_999_999);
/** A word no other product has, so the search below finds only this file's jams. */
const word = `quibble${String.fromCharCode(...[...String(run)].map((d) => 97 + Number(d)))}`;
const extraIds: string[] = [];
const extraOrders: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { MINIMUM_ORDER_COLLECTION_PENCE: '100' } });
  slots = new TestSlots(t.database);
  catalogue = await createSlotTestCatalogue(t.database, new Date().getUTCFullYear());
  shoppers = new OrderShoppers(t, slots, catalogue, 300);
  saved = new Map(
    (
      await sqlRows<{ id: string; popularity: number }>(
        t.database.db,
        sql`SELECT id, popularity FROM products`,
      )
    ).map((row) => [row.id, row.popularity]),
  );
});

afterAll(async () => {
  await shoppers.remove();
  const db = t.database.db;
  for (const id of extraOrders)
    await db.execute(sql`DELETE FROM orders WHERE customer_order_id = ${id}`);
  await db.execute(sql`DELETE FROM trolley_items WHERE product_id LIKE ${`97${run}%`}`);
  await db.execute(sql`DELETE FROM products WHERE id LIKE ${`97${run}%`}`);
  await slots.remove();
  await catalogue.remove();
  await db.execute(
    sql`UPDATE products p SET popularity = s.value::int
        FROM jsonb_each_text(${JSON.stringify(Object.fromEntries(saved))}::jsonb) s
        WHERE p.id = s.key AND p.popularity <> s.value::int`,
  );
  await rebuildSearchIndex(db);
  await t.close();
});

let n = 0;
/** A product of this file's own; the jams share name, brand, price and shelf, so only popularity differs. */
async function jam(
  popularity: number,
  uom: 'C62' | 'KGM' = 'C62',
  name = `Popular ${word} jam`,
): Promise<{ id: string; lineNumber: string }> {
  n += 1;
  const lineNumber = `97${run}${String(n).padStart(2, '0')}`;
  const id = `${lineNumber}-pop`;
  extraIds.push(id);
  await t.database.db.execute(
    sql`INSERT INTO products (id, line_number, name, brand_name, size, product_type,
        display_price_pence, uoms, image, availability, primary_category_id,
        default_quantity_uom, default_quantity_amount, popularity)
      SELECT ${id}, ${lineNumber}, ${name}, 'Poppy', '340g', 'G', 250,
        ${JSON.stringify([uom])}::jsonb, 'bread', 'AVAILABLE', p.primary_category_id,
        ${uom}, 1, ${popularity}
      FROM products p WHERE p.id = ${catalogue.milk.id}`,
  );
  return { id, lineNumber };
}

async function popularityOf(...ids: string[]): Promise<number[]> {
  const found = await sqlRows<{ id: string; popularity: number }>(
    t.database.db,
    sql`SELECT id, popularity FROM products WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return ids.map((id) => found.find((row) => row.id === id)?.popularity ?? -1);
}

/** A shopper's order placed through the shop with these jams (and the fixture's milk) in it. */
async function placeOrder(lines: { id: string; lineNumber: string; amount: number }[]) {
  const ready = await shoppers.ready();
  for (const line of lines) {
    await t.database.db.execute(
      sql`INSERT INTO trolley_items (customer_order_id, line_number, product_id,
          quantity_amount, quantity_uom)
        VALUES (${ready.orderId}::bigint, ${line.lineNumber}, ${line.id}, ${line.amount}, 'C62')`,
    );
  }
  const outcome = await t.app.services.orders.placeOrder(ready.shopper.identity, ready.input());
  if (outcome.outcome !== 'placed') throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  return ready;
}

/**
 * What a shopper sees searching for the jams: their ids, first to last. `fresh` skips the 30 s
 * result cache, as a client may outside production.
 */
async function searchJams(searchTerm = `${word} jam`, fresh = false): Promise<string[]> {
  const response = await t.app.inject({
    url: '/api/search/v1/products',
    query: { searchTerm },
    headers: fresh ? { 'cache-control': 'no-cache' } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().products as { id: string }[]).map((p) => p.id);
}

/** The command as the retailer runs it, on this test's database (left open for the test). */
async function command(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  let opened = 0;
  const code = await runPopularityRebuildCli(args, {
    async openDatabase() {
      opened += 1;
      return { ...t.database, close: async () => {} } as Database;
    },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n'), opened };
}

describe('units sold, as the orders context reads them', () => {
  it('proves placed, amended, fulfilled and delivered orders count; cancelled, unauthenticated and older ones do not; a weighed line is one unit', async () => {
    const tins = await jam(0, 'C62', 'Tinned peas');
    const potatoes = await jam(0, 'KGM', 'Loose potatoes');
    const shopper = await shoppers.stranger();
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const order = async (status: string, daysAgo: number, lines: [string, object][]) => {
      const id = 9_700_000_000 + randomInt(0, 99_999_999);
      extraOrders.push(id);
      await t.database.db.execute(
        sql`INSERT INTO orders (customer_order_id, customer_id, status, totals, slot,
            amount_to_pay_pence, payment_card_id, created_at)
          VALUES (${id}, ${shopper.id}, ${status}, '{}'::jsonb, '{}'::jsonb, 0, 0,
            ${new Date(now - daysAgo * day).toISOString()}::timestamptz)`,
      );
      let position = 0;
      for (const [productId, quantity] of lines) {
        position += 1;
        await t.database.db.execute(
          sql`INSERT INTO order_lines (customer_order_id, line_number, position, product_id,
              quantity, can_substitute, price_pence, retail_price_pence, saving_pence,
              total_price_pence, deposit_charge_pence, estimated)
            VALUES (${id}, '1', ${position}, ${productId}, ${JSON.stringify(quantity)}::jsonb,
              true, 100, 100, 0, 100, 0, false)`,
        );
      }
    };
    const three = { amount: 3, uom: 'C62' };
    for (const status of ['PLACED', 'AMENDING', 'FULFIL', 'PICKED', 'COMPLETED', 'PAID']) {
      await order(status, 1, [[tins.id, three]]);
    }
    await order('PAYMENT_FAILED', 2, [[tins.id, three]]);
    await order('REFUND_PENDING', 2, [[tins.id, three]]);
    await order('CANCELLED', 1, [[tins.id, { amount: 50, uom: 'C62' }]]);
    await order('PENDING', 1, [[tins.id, { amount: 50, uom: 'C62' }]]);
    await order('COMPLETED', 40, [[tins.id, { amount: 50, uom: 'C62' }]]);
    await order('COMPLETED', 3, [
      [potatoes.id, { amount: 2.5, uom: 'KGM' }],
      [potatoes.id, { amount: 0.5, uom: 'KGM' }],
    ]);

    const sold = await createSalesService(t.database.db).unitsSoldSince(new Date(now - 28 * day));
    const mine = sold.filter(
      (line) => line.productId === tins.id || line.productId === potatoes.id,
    );
    expect(mine.sort((a, b) => a.productId.localeCompare(b.productId))).toEqual([
      { productId: tins.id, units: 24 },
      { productId: potatoes.id, units: 2 },
    ]);
  });
});

describe('npm run popularity:rebuild', () => {
  it('proves the best seller gets units per week, unsold products fall to 0, cancelled orders do not count, and search ranks the best seller first', async () => {
    // Equal jams but for popularity; the one that will sell nothing starts as the most popular.
    const unsold = await jam(500);
    const best = await jam(0);
    const second = await jam(0);
    const cancelledOnly = await jam(0);
    await rebuildSearchIndex(t.database.db);
    expect((await searchJams())[0]).toBe(unsold.id);

    await placeOrder([
      { ...best, amount: 5 },
      { ...second, amount: 2 },
    ]);
    await placeOrder([{ ...best, amount: 9 }]);
    const cancelled = await placeOrder([
      { ...cancelledOnly, amount: 20 },
      { ...second, amount: 30 },
    ]);
    const cancel = await cancelled.shopper.send(
      'POST',
      `/api/orders/v1/orders/${cancelled.orderId}/cancel`,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);

    const result = await command([]);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /^Popularity rebuilt from \d+ units of \d+ products sold since .* \(28 days\)/,
    );
    // 14 jams in 28 days is 3.5 a week (rounded to 4); 2 is 0.5 a week, and any sale is at least 1.
    expect(await popularityOf(best.id, second.id, cancelledOnly.id, unsold.id)).toEqual([
      4, 1, 0, 0,
    ]);

    // The answer cached before the rebuild may stand for up to 30 s; a fresh answer, or any
    // search not asked before, ranks by the new numbers.
    for (const order of [await searchJams(`${word} jam`, true), await searchJams(word)]) {
      expect(order[0]).toBe(best.id);
      expect(order[1]).toBe(second.id);
      expect(order.slice(2).sort()).toEqual([unsold.id, cancelledOnly.id].sort());
    }

    // A shorter window: the same sales are more per week.
    expect((await command(['--days', '7'])).code).toBe(0);
    expect(await popularityOf(best.id, second.id)).toEqual([14, 2]);
  });

  it('proves the daily job (POPULARITY_REBUILD_HOUR) queues one rebuild a day and runs it on the job worker', async () => {
    // Another process on this database with the schedule on; the orders above are its sales.
    const scheduled = await createTestApp({
      database: t.database,
      env: { MINIMUM_ORDER_COLLECTION_PENCE: '100', POPULARITY_REBUILD_HOUR: '0' },
    });
    const db = t.database.db;
    const jobsOfKind = () =>
      sqlRows<{ status: string }>(
        db,
        sql`SELECT status FROM jobs WHERE kind = ${POPULARITY_REBUILD_JOB}`,
      );
    try {
      await db.execute(sql`DELETE FROM jobs WHERE kind = ${POPULARITY_REBUILD_JOB}`);
      const best = (
        await sqlRows<{ id: string }>(
          db,
          sql`SELECT id FROM products WHERE id LIKE ${`97${run}%`} AND popularity = 14`,
        )
      )[0]?.id as string;
      expect(best).toBeDefined();
      await db.execute(sql`UPDATE products SET popularity = 999 WHERE id = ${best}`);

      await scheduled.app.jobs.worker.runOnce();
      expect(await jobsOfKind()).toEqual([{ status: 'DONE' }]);
      // Back to the default 28-day window: 14 jams are 4 a week.
      expect(await popularityOf(best)).toEqual([4]);
      await scheduled.app.jobs.worker.runOnce();
      expect(await jobsOfKind()).toHaveLength(1);
    } finally {
      await db.execute(sql`DELETE FROM jobs WHERE kind = ${POPULARITY_REBUILD_JOB}`);
      await scheduled.close();
    }
  });

  it('proves bad input gives a clear error, exit code 2, and changes nothing', async () => {
    const before = await sqlRows<{ id: string; popularity: number }>(
      t.database.db,
      sql`SELECT id, popularity FROM products ORDER BY id`,
    );
    const cases: [string[], RegExp][] = [
      [['--days', '0'], /--days: The window must be a whole number of days from 1 to 366; got "0"/],
      [['--days=-7'], /--days: The window must be a whole number of days from 1 to 366; got "-7"/],
      [['--days', 'abc'], /whole number of days.*got "abc"/],
      [['--days', '2.5'], /whole number of days.*got "2.5"/],
      [['--days', '400'], /whole number of days.*got "400"/],
      [['--weeks', '4'], /Unknown option '--weeks'/],
      [['--days'], /--days/],
    ];
    for (const [args, message] of cases) {
      const result = await command(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.err, args.join(' ')).toMatch(message);
      expect(result.err, args.join(' ')).toMatch(/Nothing was changed/);
      expect(result.opened, args.join(' ')).toBe(0);
    }
    const after = await sqlRows<{ id: string; popularity: number }>(
      t.database.db,
      sql`SELECT id, popularity FROM products ORDER BY id`,
    );
    // On PostgreSQL other test files add and remove products of their own meanwhile: every
    // product here before and after keeps its popularity.
    const now = new Map(after.map((row) => [row.id, row.popularity]));
    const throughout = before.filter((row) => now.has(row.id));
    expect(throughout.length).toBeGreaterThan(before.length / 2);
    expect(throughout.map((row) => ({ id: row.id, popularity: now.get(row.id) }))).toEqual(
      throughout,
    );
  });

  it('proves the catalogue refuses a popularity that is not a whole number from 0, writing nothing', async () => {
    const product = await jam(3);
    const popularity = createPopularityService(t.database.db);
    for (const value of [-1, 1.5, Number.NaN]) {
      await expect(
        popularity.setPopularity({ byProductId: new Map([[product.id, value]]), others: 0 }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await popularityOf(product.id)).toEqual([3]);
  });
});
