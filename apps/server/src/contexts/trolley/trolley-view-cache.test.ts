import { randomInt } from 'node:crypto';
import type { Identity } from '@grocer/domain/identity/identity';
import { DEFAULT_MINIMUM_ORDER_VALUES } from '@grocer/domain/pricing/minimum-order';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { CatalogueEngine } from '../catalogue/catalogue.contract.ts';
import type { BookedSlot, Trolley, TrolleyService } from './trolley.contract.ts';
import { TrolleyRepository } from './trolley.repository.ts';
import { createTrolleyService } from './trolley.service.ts';
import {
  createTrolleyCatalogue,
  type FixtureName,
  TROLLEY_TEST_NOW,
  type TrolleyCatalogue,
} from './trolley-catalogue.fixture.ts';
import { sameBasis, TrolleyViewCache, type ViewBasis } from './trolley-view-cache.ts';

/**
 * getTrolley's kept views (decision 0063) against the slow path: two trolley services on the
 * same database, catalogue, clock and slot, one keeping views (trolley-view-cache.ts) and one
 * working every read out afresh, must answer every read the same, whatever changed in between:
 * the lines, the slot, the time (an offer ending, a new day) or the catalogue's facts.
 */

let clock = TROLLEY_TEST_NOW;
let t: TestApp;
let catalogue: TrolleyCatalogue;
let account: TestAccount;
let stranger: TestAccount;
let shopper: Identity;
let orderId: string;
let bookedSlot: BookedSlot | null = null;
/** Reads of the kept service whose lines the database did not send (the held ones were current). */
let linesNotRead = 0;
let kept: TrolleyService;
let fresh: TrolleyService;
/**
 * A Christmas product whose last order date is the tests' first day (10 March 2090), with a
 * was/now offer starting at 12:00:10 that day.
 */
const calendar = {
  id: `97${Date.now() % 100_000_000}-zqx`,
  lineNumber: `97${Date.now() % 100_000_000}`,
};
const calendarOffer = randomInt(1_000_000, 2_000_000_000);

/** The same for the viewer's reads of the open trolley (decision 0060). */
let viewerLinesNotRead = 0;

class CountingRepository extends TrolleyRepository {
  override async loadUnlessHeld(orderId: string, customerId: number, heldStamp: string | null) {
    const read = await super.loadUnlessHeld(orderId, customerId, heldStamp);
    if (read && read.lines === null) linesNotRead += 1;
    return read;
  }

  override async loadOpenUnlessHeld(
    customerId: number,
    held: { orderId: string; linesStamp: string } | null,
  ) {
    const read = await super.loadOpenUnlessHeld(customerId, held);
    if (read && read.lines === null) viewerLinesNotRead += 1;
    return read;
  }
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  catalogue = await createTrolleyCatalogue(t.database);
  await t.database.db.execute(
    sql`INSERT INTO products (id, line_number, name, brand_name, size, product_type,
        display_price_pence, uoms, restriction, image, availability, primary_category_id,
        default_quantity_uom, default_quantity_amount)
      VALUES (${calendar.id}, ${calendar.lineNumber}, 'Zqx advent calendar', 'Zqx', '1 each', 'G',
        500, '["C62"]'::jsonb,
        ${JSON.stringify({ restrictionId: 'R-calendar', startDate: '2090-12-01', endDate: '2090-12-24', cutOffDate: '2090-03-10' })}::jsonb,
        'bread', 'AVAILABLE', ${catalogue.categoryId}, 'C62', 1)`,
  );
  await t.database.db.execute(
    sql`INSERT INTO promotions (id, type_code, name, description, discount_type, discount_value,
        start_date, expiry_date)
      VALUES (${calendarOffer}, 'WAS_NOW', 'Was £6', 'Was £6', 'AMOUNT_OFF', 100,
        '2090-03-10T12:00:10.000Z'::timestamptz, '2090-03-20T12:00:00.000Z'::timestamptz)`,
  );
  await t.database.db.execute(
    sql`INSERT INTO promotion_products (promotion_id, product_id, group_id, was_price_pence)
      VALUES (${calendarOffer}, ${calendar.id}, NULL, 600)`,
  );
  account = await createTestAccount(t.database);
  stranger = await createTestAccount(t.database);
  const session = await t.app.identityService.startSession(account.id);
  shopper = (
    await t.app.identityService.resolve({ sessionSecret: session.secret, bearerToken: null })
  ).identity;
  const deps = {
    // The app's catalogue engine: both services read the same facts, kept as the app keeps them.
    catalogue: t.app.services.catalogue as CatalogueEngine,
    staff: t.app.services.staff,
    identity: t.app.services.identity,
    slots: { bookedSlot: async () => bookedSlot },
    minimumOrderValues: DEFAULT_MINIMUM_ORDER_VALUES,
    now: () => clock,
  };
  kept = createTrolleyService({
    ...deps,
    repository: new CountingRepository(t.database.db),
    viewCache: new TrolleyViewCache(),
  });
  fresh = createTrolleyService({
    ...deps,
    repository: new TrolleyRepository(t.database.db),
    viewCache: null,
  });
  orderId = (await kept.currentOrderId(shopper)) as string;
});
afterAll(async () => {
  await account.remove();
  await stranger.remove();
  await catalogue.remove();
  await t.database.db.execute(sql`DELETE FROM promotions WHERE id = ${calendarOffer}`);
  await t.database.db.execute(sql`DELETE FROM products WHERE id = ${calendar.id}`);
  await t.close();
});

const item = (name: FixtureName, amount: number, uom: 'C62' | 'GRM' = 'C62') => ({
  lineNumber: catalogue.products[name].lineNumber,
  productId: catalogue.products[name].id,
  quantity: { amount, uom },
});

/**
 * The kept answer, read twice, and the fresh one: all three equal; the kept one. The viewer's
 * trolley (the header's summary and lines) likewise, kept twice and fresh.
 */
async function readBoth(): Promise<Trolley> {
  const first = await kept.getTrolley(shopper, orderId);
  const again = await kept.getTrolley(shopper, orderId);
  const slow = await fresh.getTrolley(shopper, orderId);
  expect(first).toEqual(slow);
  expect(again).toEqual(slow);
  const viewerFirst = await kept.viewerRead(shopper);
  const viewerSlow = await fresh.viewerRead(shopper);
  expect(viewerFirst).toEqual(viewerSlow);
  expect(await kept.viewerRead(shopper)).toEqual(viewerSlow);
  expect(viewerSlow.openOrderId).toBe(orderId);
  expect(viewerSlow.trolley.total).toBe(slow.trolleyItems.length === 0 ? 0 : pence(slow));
  return first;
}

const pence = (trolley: Trolley) => trolley.trolleyTotals.itemTotalEstimatedCost.amount;

describe('getTrolley with kept views', () => {
  it('proves every read equals the slow path as lines, slot, time and catalogue change, and only an unchanged trolley is answered without reading its lines', async () => {
    await kept.updateItems(shopper, orderId, [
      item('beans', 1),
      item('spaghetti', 1),
      item('soup', 3),
      item('cheese', 1),
      item('ham', 250, 'GRM'),
      item('cola', 2),
      item('unavailable', 1),
      {
        lineNumber: calendar.lineNumber,
        productId: calendar.id,
        quantity: { amount: 1, uom: 'C62' },
      },
    ]);
    // Any 2 for £2 (£2.35 → £2), 3 for 2 soup (£5.40 → £3.60), cheese now £3 (was £4).
    const start = await readBoth();
    expect(start.trolleyTotals.savingsFromOffers.amount).toBe(35 + 180 + 100);
    // Muffins unavailable, the calendar waiting for a December slot.
    expect(start.trolleyTotals.trolleyItemCounts.softConflicts).toBe(2);
    // The second read of each pair found the view at the trolley's version.
    expect(linesNotRead).toBe(1);
    // The viewer's second read found its first one's view (the first knew no open order yet).
    expect(viewerLinesNotRead).toBe(1);

    // A change takes the next version: the lines are read and priced again.
    await kept.addItem(shopper, orderId, item('beans', 2));
    const more = await readBoth();
    // Two beans and a spaghetti: the two beans make the £2 pair (saving 50p), spaghetti £1.10.
    expect(pence(more)).toBe(pence(start) + 110);
    expect(linesNotRead).toBe(2);

    // A change made by another process (here the other service) is seen at once.
    await fresh.addItem(shopper, orderId, item('milk', 1));
    expect(pence(await readBoth())).toBe(pence(more) + 100);
    // So is a line written without taking the trolley's version.
    await t.database.db.execute(
      sql`UPDATE trolley_items SET quantity_amount = 2
        WHERE customer_order_id = ${orderId}::bigint AND product_id = ${catalogue.products.milk.id}`,
    );
    expect(pence(await readBoth())).toBe(pence(more) + 200);
    // A new version without new lines (every line already allows substitutes, but the cola,
    // which never does): the held view, with the trolley's version and preference as they are.
    const reads = linesNotRead;
    const before = await kept.getTrolley(shopper, orderId);
    await kept.updateSubPreferences(shopper, orderId, true);
    const preferred = await readBoth();
    expect(linesNotRead).toBe(reads + 3);
    expect(preferred).toMatchObject({ version: before.version + 1, subPreference: true });
    expect(preferred.trolleyItems).toEqual(before.trolleyItems);

    // A slot before the offers end: only the slot is new (its charge, the calendar's dates).
    bookedSlot = {
      slotType: 'DELIVERY',
      start: '2090-03-20T09:00:00.000Z',
      deliveryChargePence: 450,
    };
    const slotted = await readBoth();
    expect(slotted.trolleyTotals.deliveryCharge.amount).toBe(450);
    expect(slotted.trolleyTotals.savingsFromOffers.amount).toBeGreaterThan(0);
    // One after they end (31 March): none of them applies.
    bookedSlot = {
      slotType: 'DELIVERY',
      start: '2090-04-02T09:00:00.000Z',
      deliveryChargePence: 450,
    };
    expect((await readBoth()).trolleyTotals.savingsFromOffers.amount).toBe(0);
    bookedSlot = null;
    expect((await readBoth()).trolleyTotals.deliveryCharge.amount).toBe(0);

    // Only an offer's status changes (20 s on, the catalogue's facts still kept): the
    // calendar's was/now starts at 12:00:10.
    const notStarted = await readBoth();
    clock = new Date('2090-03-10T12:00:20Z');
    const started = await readBoth();
    expect(started.trolleyTotals.savingsFromOffers.amount).toBe(
      notStarted.trolleyTotals.savingsFromOffers.amount + 100,
    );

    // Only the day changes (20 s across midnight, the catalogue's facts still kept): the
    // calendar is past its last order date.
    clock = new Date('2090-03-10T23:59:50Z');
    expect((await readBoth()).conflicts.map((c) => c.reason)).not.toContain('PAST_CUT_OFF');
    clock = new Date('2090-03-11T00:00:10Z');
    expect((await readBoth()).conflicts.map((c) => c.reason)).toContain('PAST_CUT_OFF');

    // Within two days of the offers' end (no slot): none of them applies any more.
    clock = new Date('2090-03-30T12:00:00Z');
    expect((await readBoth()).trolleyTotals.savingsFromOffers.amount).toBe(0);
    // The offers over: still none, and the next London day (the conflicts' today) as well.
    clock = new Date('2090-04-01T00:30:00Z');
    await readBoth();
    clock = new Date('2090-04-02T00:30:00Z');
    await readBoth();

    // A new shelf price (two milks at £1.50), once the catalogue's facts are read again (kept 30 s like its rows).
    await t.database.db.execute(
      sql`UPDATE products SET display_price_pence = 150
        WHERE id = ${catalogue.products.milk.id}`,
    );
    clock = new Date(clock.getTime() + 31_000);
    const repriced = await readBoth();
    expect(repriced.trolleyItems.find((i) => i.productId === catalogue.products.milk.id)).toEqual(
      expect.objectContaining({ totalPrice: { amount: 300, currencyCode: 'GBP' } }),
    );

    // Emptied: nothing held is answered for it.
    await kept.emptyTrolley(shopper, orderId);
    expect((await readBoth()).trolleyItems).toEqual([]);
  });

  it('proves a kept view cannot be changed by a caller, and another customer still finds no trolley', async () => {
    await kept.addItem(shopper, orderId, item('milk', 2));
    const first = await readBoth();
    const line = first.trolleyItems[0];
    expect(() => {
      (line as { quantity: { amount: number } }).quantity.amount = 99;
    }).toThrow(TypeError);
    expect((await kept.getTrolley(shopper, orderId)).trolleyItems[0]?.quantity.amount).toBe(2);

    const session = await t.app.identityService.startSession(stranger.id);
    const other = (
      await t.app.identityService.resolve({ sessionSecret: session.secret, bearerToken: null })
    ).identity;
    await expect(kept.getTrolley(other, orderId)).rejects.toMatchObject({
      code: 'TROLLEY_NOT_FOUND',
    });
  });
});

describe('sameBasis', () => {
  it('proves a view is answered again only when every part of its basis is the same', () => {
    const product = {} as ViewBasis['products'][number];
    const promotion = {} as ViewBasis['promotions'][number];
    const incentive: ViewBasis['incentives'][number] = {
      id: 1,
      kind: 'PRODUCT_AMOUNT_OFF',
      description: '50p off',
      value: 50,
      lineNumber: '100001',
      thresholdPence: 0,
      validFrom: null,
      validTo: '2090-03-12',
    };
    const basis: ViewBasis = {
      products: [product],
      promotions: [promotion],
      statuses: ['APPLIES'],
      slot: { slotType: 'DELIVERY', start: '2090-03-20T09:00:00.000Z', deliveryChargePence: 450 },
      today: '2090-03-10',
      incentives: [incentive],
    };
    expect(
      sameBasis(basis, {
        ...basis,
        products: [product],
        slot: { ...basis.slot } as never,
        incentives: [{ ...incentive }],
      }),
    ).toBe(true);
    const others: Partial<ViewBasis>[] = [
      { products: [{ ...product }] },
      { products: [] },
      { promotions: [{ ...promotion }] },
      { statuses: ['EXPIRED'] },
      { slot: null },
      {
        slot: { slotType: 'DELIVERY', start: '2090-03-20T10:00:00.000Z', deliveryChargePence: 450 },
      },
      {
        slot: {
          slotType: 'GROCERY_COLLECTION',
          start: '2090-03-20T09:00:00.000Z',
          deliveryChargePence: 450,
        },
      },
      { slot: { slotType: 'DELIVERY', start: '2090-03-20T09:00:00.000Z', deliveryChargePence: 0 } },
      { today: '2090-03-11' },
      { incentives: [] },
      { incentives: [{ ...incentive, value: 60 }] },
    ];
    for (const other of others) expect(sameBasis(basis, { ...basis, ...other })).toBe(false);
  });
});

describe('TrolleyViewCache', () => {
  it('proves it holds at most its number of lines, letting the least recently read trolleys go', () => {
    const cache = new TrolleyViewCache(5);
    const view = (lines: number) =>
      ({
        lines: Array.from({ length: lines }),
      }) as never;
    cache.set('1', view(2));
    cache.set('2', view(2));
    cache.touch('1');
    cache.set('3', view(2));
    expect(cache.get('2')).toBeUndefined();
    expect(cache.get('1')).toBeDefined();
    expect(cache.get('3')).toBeDefined();
  });
});
