import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { productsToShop, writePastOrders } from '../favourites/favourites.fixture.ts';
import { TestSlots } from '../slots/slots.fixture.ts';
import { slotShopper } from '../slots/slots-shopper.fixture.ts';
import type {
  BasketBuilderEligibilityView,
  BasketBuilderSuggestionsView,
} from './basket-builder.contract.ts';

/**
 * The basket builder (issue 28, decision 0095) through real HTTP over a real trolley, slots and
 * past orders (the shopper's own and another shopper's): each eligibility code, suggestions that
 * never hold a product in the trolley or one that cannot be bought, paged with the top ones
 * highlighted and an estimate the trolley then charges, and bad input, strangers and another
 * shopper's trolley. The clock stands in a far-future year, so the tests' slots are theirs alone.
 */

const YEAR = 2200 + Math.floor(Math.random() * 800);
const day = (n: number) => `${YEAR}-11-${String(n).padStart(2, '0')}`;
const clock = new Date(`${day(1)}T10:00:00Z`);

let t: TestApp;
let slots: TestSlots;
const accountsMade: TestAccount[] = [];
let shop: Awaited<ReturnType<typeof productsToShop>> = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  slots = new TestSlots(t.database);
  shop = await productsToShop(t.database, 10);
});

afterAll(async () => {
  for (const account of accountsMade) await account.remove();
  await slots.remove();
  await t.close();
});

/** A signed-in shopper (the slot tests' own) and their open trolley. */
async function shopper() {
  const s = await slotShopper(t);
  accountsMade.push(s.account);
  const orderId = (await t.app.services.trolley.currentOrderId(s.identity)) as string;
  return { ...s, orderId };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

const line = (i: number) => {
  const p = shop[i] as (typeof shop)[number];
  return { lineNumber: p.lineNumber, productId: p.productId };
};
const put = (s: Shopper, i: number) =>
  t.app.services.trolley.addItem(s.identity, s.orderId, {
    ...line(i),
    quantity: { amount: 1, uom: 'C62' },
  });

async function book(s: Shopper, n: number, slotType?: 'ENTERTAINING_COLLECTION') {
  const slot = await slots.add({ date: day(n), ...(slotType ? { slotType } : {}) });
  const booked = await s.send('POST', '/api/slots/v1/bookslot', { slotId: slot.id });
  expect(booked.statusCode, booked.body).toBe(200);
}

const eligibilityUrl = (orderId: string) =>
  `/api/basket-builder/v1/basket-builder-experience-eligibility/${orderId}`;
const suggestionsUrl = (orderId: string, query = '') =>
  `/api/basket-builder/v1/basket-builder-experience-suggestions/${orderId}${query}`;

async function eligibility(s: Shopper) {
  const response = await s.send('GET', eligibilityUrl(s.orderId));
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<BasketBuilderEligibilityView>();
}

describe('GET basket-builder-experience-eligibility', () => {
  it('proves each reason: no slot, an entertaining slot, an empty trolley, nothing to suggest; and eligible', async () => {
    const noSlot = await shopper();
    await put(noSlot, 0);
    expect(await eligibility(noSlot)).toEqual({
      customerOrderId: noSlot.orderId,
      status: 'INELIGIBLE',
      reason: 'NO_SLOT',
    });

    const entertaining = await shopper();
    await book(entertaining, 3, 'ENTERTAINING_COLLECTION');
    expect((await eligibility(entertaining)).reason).toBe('INVALID_SLOT_TYPE');

    const empty = await shopper();
    await book(empty, 4);
    expect((await eligibility(empty)).reason).toBe('NOT_QUALIFIED');

    // Product 9: in no order of anybody's, so nothing was bought beside it.
    const nothing = await shopper();
    await book(nothing, 5);
    await put(nothing, 9);
    expect((await eligibility(nothing)).reason).toBe('NO_SUGGESTIONS');

    await writePastOrders(
      t.database,
      nothing.id,
      [{ daysAgo: 9, lines: [line(9), line(8)] }],
      clock,
    );
    expect(await eligibility(nothing)).toEqual({
      customerOrderId: nothing.orderId,
      status: 'ELIGIBLE',
      reason: null,
    });
  });
});

describe('GET basket-builder-experience-suggestions', () => {
  it('proves suggestions come from own history and similar trolleys, never the trolley or what cannot be bought, paged and highlighted, and the estimate is what the batch adds', async () => {
    const s = await shopper();
    const other = await shopper();
    await writePastOrders(
      t.database,
      s.id,
      [
        { daysAgo: 30, lines: [line(0), line(1), line(2)] },
        { daysAgo: 20, lines: [line(0), line(1), line(3)] },
        { daysAgo: 10, lines: [line(3), line(6)] },
      ],
      clock,
    );
    // Another shopper's trolleys held 4 beside 0 and beside 2, and 5 beside 2.
    await writePastOrders(
      t.database,
      other.id,
      [
        { daysAgo: 15, lines: [line(0), line(4)] },
        { daysAgo: 5, lines: [line(2), line(4), line(5)] },
      ],
      clock,
    );
    await book(s, 6);
    await put(s, 0);
    await put(s, 2);
    await t.database.db.execute(
      sql`UPDATE products SET availability = 'SOLD_OUT_ONLINE' WHERE line_number = ${line(3).lineNumber}`,
    );
    try {
      const first = await s.send('GET', suggestionsUrl(s.orderId, '?size=2'));
      expect(first.statusCode, first.body).toBe(200);
      const page = first.json<BasketBuilderSuggestionsView>();
      expect(page.eligibility).toEqual({ status: 'ELIGIBLE', reason: null });
      expect(page.totalMatches).toBe(4);
      expect(page.hasNextPage).toBe(true);
      expect(page.scoreThresholdCount).toBe(3);
      // Bought twice with the trolley's products: first.
      expect(page.suggestions[0]?.searchProduct.lineNumber).toBe(line(1).lineNumber);
      expect(page.suggestions.map((x) => x.highlighted)).toEqual([true, true]);

      const rest = (
        await s.send('GET', suggestionsUrl(s.orderId, '?start=2&size=2'))
      ).json<BasketBuilderSuggestionsView>();
      expect(rest.hasNextPage).toBe(false);
      expect(rest.suggestions.map((x) => x.highlighted)).toEqual([true, false]);
      const all = [...page.suggestions, ...rest.suggestions].map((x) => x.searchProduct.lineNumber);
      expect(new Set(all)).toEqual(
        new Set([line(1), line(4), line(5), line(6)].map((l) => l.lineNumber)),
      );
      // The least likely: one other shopper's order.
      expect(all.at(-1)).toBe(line(5).lineNumber);
      expect(page.recommendedSelection.map((r) => r.lineNumber)).toEqual(all.slice(0, 3));

      const before = await t.app.services.trolley.getTrolley(s.identity, s.orderId);
      await t.app.services.basketBuilder.addRecommended(
        s.identity,
        s.orderId,
        page.recommendedSelection.map((r) => r.lineNumber),
      );
      const after = await t.app.services.trolley.getTrolley(s.identity, s.orderId);
      expect(after.trolleyItems.map((item) => item.lineNumber)).toEqual([
        line(0).lineNumber,
        line(2).lineNumber,
        ...all.slice(0, 3),
      ]);
      expect(page.estimatedPrice.amount).toBeGreaterThan(0);
      expect(
        after.trolleyTotals.itemTotalEstimatedCost.amount -
          before.trolleyTotals.itemTotalEstimatedCost.amount,
      ).toBe(page.estimatedPrice.amount);

      // What is in the trolley now is never suggested again.
      const now = (
        await s.send('GET', suggestionsUrl(s.orderId))
      ).json<BasketBuilderSuggestionsView>();
      expect(now.suggestions.map((x) => x.searchProduct.lineNumber)).toEqual([line(5).lineNumber]);
    } finally {
      await t.database.db.execute(
        sql`UPDATE products SET availability = 'AVAILABLE' WHERE line_number = ${line(3).lineNumber}`,
      );
    }
  });

  it('proves an ineligible trolley gets no suggestions and nothing to add', async () => {
    const s = await shopper();
    await writePastOrders(t.database, s.id, [{ daysAgo: 3, lines: [line(0), line(1)] }], clock);
    await put(s, 0);
    const view = (
      await s.send('GET', suggestionsUrl(s.orderId))
    ).json<BasketBuilderSuggestionsView>();
    expect(view.eligibility).toEqual({ status: 'INELIGIBLE', reason: 'NO_SLOT' });
    expect(view.suggestions).toEqual([]);
    expect(view.recommendedSelection).toEqual([]);
    expect(view.estimatedPrice).toEqual({ amount: 0, currencyCode: 'GBP' });
    await expect(
      t.app.services.basketBuilder.addRecommended(s.identity, s.orderId, [line(1).lineNumber]),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('proves bad input is a 400, a stranger a 401 and another shopper’s trolley a 404', async () => {
    const s = await shopper();
    const other = await shopper();
    for (const url of [
      eligibilityUrl('abc'),
      suggestionsUrl('abc'),
      suggestionsUrl(s.orderId, '?size=0'),
      suggestionsUrl(s.orderId, '?size=49'),
      suggestionsUrl(s.orderId, '?start=-1'),
      suggestionsUrl(s.orderId, '?page=2'),
    ]) {
      const response = await s.send('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toEqual(expect.any(String));
    }
    for (const url of [eligibilityUrl(s.orderId), suggestionsUrl(s.orderId)]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    for (const url of [
      eligibilityUrl(other.orderId),
      suggestionsUrl(other.orderId),
      eligibilityUrl('999999999999'),
    ]) {
      expect((await s.send('GET', url)).statusCode, url).toBe(404);
    }
  });
});
