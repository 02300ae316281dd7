import { addDays } from '@grocer/domain/time/calendar-date';
import { londonIsoDate } from '@grocer/domain/time/london-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { type OrderShoppers, type OrderWorld, openOrderWorld } from '../orders/orders.fixture.ts';
import type { TestSlots } from '../slots/slots.fixture.ts';
import type { SlotTestCatalogue } from '../slots/slots-catalogue.fixture.ts';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';
import type { TrolleyAdditionsSummary, UsualProductsAisle } from './quick-shop.contract.ts';

/**
 * Quick shop and shop from previous over HTTP on the real contexts (decision 0082): the usual
 * products from orders, branch receipts and the heart; one press through the trolley's batch with
 * its summary; the order query with recommendations; bad input and another shopper's order.
 */

let t: TestApp;
let slots: TestSlots;
let catalogue: SlotTestCatalogue;
let shoppers: OrderShoppers;
let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 980 });
  ({ t, slots, catalogue, shoppers } = world);
});

afterAll(() => world.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** A shopper with one placed order holding `milkAmount` milk (and the order's id). */
async function shopperWithOrder(milkAmount = 1) {
  const ready = await shoppers.ready();
  const { shopper, orderId } = ready;
  if (milkAmount !== 1) {
    await t.app.services.trolley.addItem(shopper.identity, orderId, {
      lineNumber: catalogue.milk.lineNumber,
      productId: catalogue.milk.id,
      quantity: { amount: milkAmount, uom: 'C62' },
    });
  }
  const outcome = await t.app.services.orders.placeOrder(shopper.identity, ready.input());
  if (outcome.outcome !== 'placed') throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  return { shopper, orderId };
}

let receipts = 0;
async function boughtInBranch(
  shopper: SlotShopper,
  lineNumber: string,
  productId: string,
  amount: number,
  daysAgo: number,
) {
  receipts += 1;
  await t.app.services.branchPurchases.record(shopper.id, {
    receiptId: `qs-${shopper.id}-${receipts}`,
    branchId: 651,
    purchasedAt: new Date(Date.now() - daysAgo * DAY_MS),
    lines: [{ lineNumber, productId, quantity: { amount, uom: 'C62' }, pricePence: 100 }],
  });
}

const usualOf = async (shopper: SlotShopper) => {
  const response = await shopper.send('GET', '/api/quick-shop/v1/usual-products');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { aisles: UsualProductsAisle[] }).aisles;
};

const press = (shopper: SlotShopper, items: unknown) =>
  shopper.send('POST', '/api/quick-shop/v1/trolley-additions', { items });

describe('GET /api/quick-shop/v1/usual-products', () => {
  it('proves the usual products are what was bought online and in a branch, and the favourites, each at its usual quantity', async () => {
    const { shopper } = await shopperWithOrder(3);
    await boughtInBranch(shopper, catalogue.milk.lineNumber, catalogue.milk.id, 2, 3);
    // Bought once: a one-off, not usual; chosen with the heart: usual at its default quantity.
    await boughtInBranch(shopper, catalogue.platter.lineNumber, catalogue.platter.id, 5, 4);
    const hearted = await shopper.send(
      'PUT',
      `/api/favourites/v2/favourites/${catalogue.turkey.lineNumber}`,
    );
    expect(hearted.statusCode, hearted.body).toBe(200);

    const products = (await usualOf(shopper)).flatMap((aisle) =>
      aisle.products.map((row) => ({
        lineNumber: row.product.lineNumber,
        usualQuantity: row.usualQuantity,
        favourite: row.favourite,
        timesBought: row.timesBought,
      })),
    );
    expect(products).toEqual([
      // Bought in two shops (3 online, 2 in a branch): the lower middle of the two.
      {
        lineNumber: catalogue.milk.lineNumber,
        usualQuantity: { amount: 2, uom: 'C62' },
        favourite: false,
        timesBought: 2,
      },
      {
        lineNumber: catalogue.turkey.lineNumber,
        usualQuantity: { amount: 1, uom: 'C62' },
        favourite: true,
        timesBought: 0,
      },
    ]);
  });

  it('proves a shopper with no habits yet has no usual products', async () => {
    const shopper = await shoppers.stranger();
    expect(await usualOf(shopper)).toEqual([]);
  });
});

describe('POST /api/quick-shop/v1/trolley-additions', () => {
  it('proves one press adds what can be bought in one batch, leaves out what cannot with alternatives, and a second press adds nothing again', async () => {
    const shopper = await shoppers.stranger();
    const first = await press(shopper, [
      { lineNumber: catalogue.milk.lineNumber, quantity: { amount: 2, uom: 'C62' } },
      { lineNumber: catalogue.soldOut.lineNumber, quantity: { amount: 1, uom: 'C62' } },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const summary = first.json() as TrolleyAdditionsSummary;
    expect(summary.added).toEqual([
      {
        lineNumber: catalogue.milk.lineNumber,
        productId: catalogue.milk.id,
        name: 'Slotty milk',
        quantity: { amount: 2, uom: 'C62' },
      },
    ]);
    expect(summary.unavailable).toMatchObject([
      {
        lineNumber: catalogue.soldOut.lineNumber,
        name: 'Slotty crumpets',
        reason: 'SOLD_OUT_ONLINE',
      },
    ]);
    expect(summary.unavailable[0]?.message).toContain('Slotty crumpets');
    // Alternatives are available products of the shelf, never the one asked for or milk.
    for (const alternative of summary.unavailable[0]?.alternatives ?? []) {
      expect(alternative.availability).toBe('AVAILABLE');
      expect([catalogue.soldOut.lineNumber, catalogue.milk.lineNumber]).not.toContain(
        alternative.lineNumber,
      );
    }
    const trolley = await t.app.services.trolley.getTrolley(
      shopper.identity,
      summary.trolleyOrderId,
    );
    expect(trolley.trolleyItems.map((item) => [item.lineNumber, item.quantity.amount])).toEqual([
      [catalogue.milk.lineNumber, 2],
    ]);

    const again = (
      await press(shopper, [
        { lineNumber: catalogue.milk.lineNumber, quantity: { amount: 1, uom: 'C62' } },
      ])
    ).json() as TrolleyAdditionsSummary;
    expect(again.added).toEqual([]);
    expect(again.alreadyInTrolley).toMatchObject([
      { lineNumber: catalogue.milk.lineNumber, quantity: { amount: 2, uom: 'C62' } },
    ]);
    const after = await t.app.services.trolley.getTrolley(shopper.identity, summary.trolleyOrderId);
    expect(after.version).toBe(trolley.version);
  });

  it('proves the trolley’s conflicts on lines just added are in the summary (the platter needs notice)', async () => {
    const shopper = await shoppers.stranger();
    // Two days ahead: bookable at any time of day (tomorrow's slots close at 23:45 tonight), and
    // still short of the platter's three days' notice.
    const slot = await slots.add({
      date: addDays(londonIsoDate(new Date()), 2),
      startMinutes: 5 * 60 + 1,
    });
    const booked = await shopper.send('POST', '/api/slots/v1/bookslot', { slotId: slot.id });
    expect(booked.statusCode, booked.body).toBe(200);
    const summary = (
      await press(shopper, [
        { lineNumber: catalogue.platter.lineNumber, quantity: { amount: 1, uom: 'C62' } },
      ])
    ).json() as TrolleyAdditionsSummary;
    expect(summary.added.map((line) => line.lineNumber)).toEqual([catalogue.platter.lineNumber]);
    expect(summary.toCheck.map((line) => line.lineNumber)).toContain(catalogue.platter.lineNumber);
  });

  it('proves bad input is a 400 naming the field and changes nothing', async () => {
    const shopper = await shoppers.stranger();
    const milk = catalogue.milk.lineNumber;
    const bad: [unknown, string][] = [
      [[], 'body.items'],
      [[{ lineNumber: milk, quantity: { amount: 0, uom: 'C62' } }], 'body.items.0.quantity.amount'],
      [
        [{ lineNumber: milk, quantity: { amount: 1.5, uom: 'C62' } }],
        'body.items.0.quantity.amount',
      ],
      [[{ lineNumber: milk, quantity: { amount: 1, uom: 'BOX' } }], 'body.items.0.quantity.uom'],
      [[{ lineNumber: 'milk', quantity: { amount: 1, uom: 'C62' } }], 'body.items.0.lineNumber'],
      [
        [
          { lineNumber: milk, quantity: { amount: 1, uom: 'C62' } },
          { lineNumber: milk, quantity: { amount: 2, uom: 'C62' } },
        ],
        'body.items.1.lineNumber',
      ],
      [
        Array.from({ length: 101 }, (_, index) => ({
          lineNumber: String(500_000 + index),
          quantity: { amount: 1, uom: 'C62' },
        })),
        'body.items',
      ],
    ];
    for (const [items, field] of bad) {
      const response = await press(shopper, items);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(`Invalid ${field}`);
    }
    expect(
      (await shopper.send('POST', '/api/quick-shop/v1/trolley-additions', { items: [], extra: 1 }))
        .statusCode,
    ).toBe(400);
    expect(await t.app.services.trolley.lines(shopper.identity)).toEqual([]);
  });

  it('proves a stranger is refused before anything is read', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/quick-shop/v1/trolley-additions',
      payload: { items: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GraphQL getOrderWithRecommendations', () => {
  const QUERY = `query ($id: String!, $size: Int, $products: Int, $trolley: String) {
    getOrderWithRecommendations(customerOrderId: $id, recommendationsSize: $size, productsSize: $products, trolleyId: $trolley) {
      order { customerOrderId orderLines { lineNumber quantity { amount uom } } totals { estimated { toPay { amount } } } }
      products { lineNumber name }
      recommendations { lineNumber availability }
      failures { type message } } }`;

  const ask = (
    shopper: SlotShopper,
    variables: Record<string, unknown>,
    experience = 'previous-order',
  ) => shopper.send('POST', '/api/graphql', { query: QUERY, variables }, { experience });

  it("proves the shopper's order comes with its products and recommendations in neither the order nor the trolley", async () => {
    const { shopper, orderId } = await shopperWithOrder(2);
    const trolleyId = (await t.app.services.trolley.currentOrderId(shopper.identity)) as string;
    const response = await ask(shopper, { id: orderId, size: 4, trolley: trolleyId });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().data.getOrderWithRecommendations;
    expect(answer.failures).toBeNull();
    expect(answer.order).toMatchObject({
      customerOrderId: orderId,
      orderLines: [{ lineNumber: catalogue.milk.lineNumber, quantity: { amount: 2, uom: 'C62' } }],
    });
    expect(answer.products).toEqual([
      { lineNumber: catalogue.milk.lineNumber, name: 'Slotty milk' },
    ]);
    expect(answer.recommendations.length).toBeLessThanOrEqual(4);
    for (const product of answer.recommendations) {
      expect(product.availability).toBe('AVAILABLE');
      expect(product.lineNumber).not.toBe(catalogue.milk.lineNumber);
    }
  });

  it("proves another shopper's order is NOT_FOUND, as is a trolley not theirs; bad variables and an unknown experience are refused", async () => {
    const { shopper, orderId } = await shopperWithOrder();
    const stranger = await shoppers.stranger();
    const failureOf = async (response: Awaited<ReturnType<typeof ask>>) => {
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json().data.getOrderWithRecommendations;
      expect(answer.order).toBeNull();
      return answer.failures[0].type as string;
    };
    expect(await failureOf(await ask(stranger, { id: orderId }))).toBe('NOT_FOUND');
    expect(await failureOf(await ask(shopper, { id: '999999999999' }))).toBe('NOT_FOUND');
    const theirs = (await t.app.services.trolley.currentOrderId(stranger.identity)) as string;
    expect(await failureOf(await ask(shopper, { id: orderId, trolley: theirs }))).toBe('NOT_FOUND');
    expect(await failureOf(await ask(shopper, { id: 'abc' }))).toBe('VALIDATION_FAILED');
    expect(await failureOf(await ask(shopper, { id: orderId, products: 101 }))).toBe(
      'VALIDATION_FAILED',
    );
    expect(await failureOf(await ask(shopper, { id: orderId, size: -1 }))).toBe(
      'VALIDATION_FAILED',
    );
    expect(await failureOf(await ask(shopper, { id: orderId }, 'trolley-page'))).toBe(
      'VALIDATION_FAILED',
    );
  });
});
