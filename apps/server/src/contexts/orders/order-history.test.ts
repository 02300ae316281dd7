import { pspPayments } from '@grocer/db/schema/psp';
import { addDays } from '@grocer/domain/time/calendar-date';
import { londonIsoDate } from '@grocer/domain/time/london-date';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestSlots } from '../slots/slots.fixture.ts';
import type { SlotTestCatalogue } from '../slots/slots-catalogue.fixture.ts';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';
import type { TestTenders } from '../tenders/tenders.fixture.ts';
import type { OrderDetails } from './order-history.contract.ts';
import { type OrderShoppers, type OrderWorld, openOrderWorld } from './orders.fixture.ts';

/**
 * Order history, view order, cancel and shop from order over HTTP on the real contexts
 * (decision 0041): lists, paging and stats; every field of the view; the server's links before
 * and after the cut-off; cancel giving back the slot's place, the gift card and the payment.
 */

let t: TestApp;
let slots: TestSlots;
let tenders: TestTenders;
let catalogue: SlotTestCatalogue;
let shoppers: OrderShoppers;

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 220 });
  ({ t, slots, tenders, catalogue, shoppers } = world);
});

afterAll(() => world.close());

async function placed(options: { giftCardBalance?: number } = {}) {
  const ready = await shoppers.ready();
  let giftCard: { id: number } | null = null;
  if (options.giftCardBalance !== undefined) {
    giftCard = await tenders.giftCard({ balance: options.giftCardBalance });
    await tenders.applyCard(ready.orderId, ready.shopper.id, giftCard.id);
  }
  const outcome = await t.app.services.orders.placeOrder(ready.shopper.identity, ready.input());
  if (outcome.outcome !== 'placed') throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  return { ...ready, order: outcome.order, giftCard };
}

/** Another order for the same shopper: a new trolley with milk, a new slot, the same card. */
let extraRun = 0;
async function placeAnother(shopper: SlotShopper, paymentCardId: number) {
  const app = t.app;
  const orderId = (await app.services.trolley.currentOrderId(shopper.identity)) as string;
  await catalogue.putInTrolley(orderId, catalogue.milk);
  extraRun += 1;
  const slot = await slots.add({
    date: addDays(londonIsoDate(new Date()), 3),
    startMinutes: 4 * 60 + 1 + extraRun * 2,
  });
  const booked = await shopper.send('POST', '/api/slots/v1/bookslot', { slotId: slot.id });
  if (booked.statusCode !== 200) throw new Error(`slot not booked: ${booked.body}`);
  const outcome = await app.services.orders.placeOrder(shopper.identity, {
    customerOrderId: orderId,
    paymentCardId,
    idempotencyKey: `another-${orderId}`,
  });
  if (outcome.outcome !== 'placed') throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  return orderId;
}

async function slotIdOf(orderId: string): Promise<string> {
  const result = await t.database.db.execute(
    sql`SELECT slot_id::text AS slot_id FROM slot_reservations WHERE customer_order_id = ${orderId}::bigint`,
  );
  return (result as unknown as { rows: { slot_id: string }[] }).rows[0]?.slot_id as string;
}

async function paymentStatus(paymentId: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ status: pspPayments.status })
    .from(pspPayments)
    .where(eq(pspPayments.id, paymentId));
  return row?.status;
}

describe('GET /api/orders/v1/orders/{id}', () => {
  it("proves the view carries the spec's order fields, totals, slot, payment info, lines and delivery status", async () => {
    const { shopper, orderId, total } = await placed();
    const response = await shopper.send('GET', `/api/orders/v1/orders/${orderId}`);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json() as OrderDetails;
    expect(order).toMatchObject({
      customerOrderId: orderId,
      status: 'PLACED',
      shopNumber: 651,
      numberOfItems: 1,
      alcoholPresent: false,
      contactNumber: '07700 900123',
      partnerDiscountCardNumber: null,
      actualTotals: null,
      alerts: [],
      deliveryStatus: { status: 'BOOKED' },
    });
    expect(order.created).toEqual(expect.any(String));
    expect(order.lastUpdated).toEqual(expect.any(String));
    expect(order.estimatedTotals).toMatchObject({
      totalPrice: { amount: total },
      toPay: { amount: total },
      paymentCard: { amount: total },
      giftCards: { amount: 0 },
      giftVouchers: { amount: 0 },
      carrierBagCharge: { amount: 0 },
    });
    expect(Object.keys(order.estimatedTotals).sort()).toEqual(
      [
        'carrierBagCharge',
        'deliveryCharge',
        'depositCharge',
        'giftCards',
        'giftVouchers',
        'incentiveSavings',
        'membershipSavings',
        'offerSavings',
        'orderLevelSavings',
        'orderLines',
        'paymentCard',
        'toPay',
        'totalPrice',
        'totalSavings',
      ].sort(),
    );
    expect(order.slots[0]).toMatchObject({
      branchId: 651,
      type: 'GROCERY_COLLECTION',
      status: 'CONFIRMED',
      amendOrderCutoffDateTime: expect.any(String),
    });
    expect(order.paymentInfo.cardPayment).toMatchObject({
      cardType: 'VISA',
      maskedCardNumber: expect.stringContaining('4242'),
      expiryDate: expect.stringMatching(/^\d\d\/\d\d$/),
    });
    expect(order.orderLines).toEqual([
      expect.objectContaining({
        lineNumber: catalogue.milk.lineNumber,
        orderLineStatus: 'ACTIVE',
        sequenceNumber: 1,
        price: { amount: 500, currencyCode: 'GBP' },
        substitutes: [],
        personalisedInfos: [],
      }),
    ]);
  });

  it('proves the links offer amend, change slot and cancel before the cut-off and nothing after it', async () => {
    const { shopper, orderId } = await placed();
    const before = (
      await shopper.send('GET', `/api/orders/v1/orders/${orderId}`)
    ).json() as OrderDetails;
    expect(before.links.map((link) => [link.rel, link.href])).toEqual([
      ['init-amend', `/api/orders/v1/orders/${orderId}/amend`],
      ['init-changeslot', `/api/orders/v1/orders/${orderId}/change-slot`],
      ['cancel', `/api/orders/v1/orders/${orderId}/cancel`],
    ]);
    // The cut-off passes: the order's slot as placed says it was a minute ago.
    const cutoff = new Date(Date.now() - 60_000).toISOString();
    await t.database.db.execute(
      sql`UPDATE orders SET slot = jsonb_set(slot, '{amendOrderCutOff}', to_jsonb(${cutoff}::text))
        WHERE customer_order_id = ${orderId}::bigint`,
    );
    const after = (
      await shopper.send('GET', `/api/orders/v1/orders/${orderId}`)
    ).json() as OrderDetails;
    expect(after.links).toEqual([]);
    const cancel = await shopper.send('POST', `/api/orders/v1/orders/${orderId}/cancel`);
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json()).toMatchObject({ code: 'ORDER_CANCEL_CUTOFF_PASSED' });
    const still = (
      await shopper.send('GET', `/api/orders/v1/orders/${orderId}`)
    ).json() as OrderDetails;
    expect(still.status).toBe('PLACED');
  });

  it("proves another customer's order and bad ids answer 404 and 400", async () => {
    const { orderId } = await placed();
    const stranger = await shoppers.stranger();
    expect((await stranger.send('GET', `/api/orders/v1/orders/${orderId}`)).statusCode).toBe(404);
    expect(
      (await stranger.send('POST', `/api/orders/v1/orders/${orderId}/cancel`)).statusCode,
    ).toBe(404);
    expect(
      (await stranger.send('POST', `/api/orders/v1/orders/${orderId}/shop-from-order`)).statusCode,
    ).toBe(404);
    expect((await stranger.send('GET', '/api/orders/v1/orders/abc')).statusCode).toBe(400);
    expect((await stranger.send('POST', '/api/orders/v1/orders/0/cancel')).statusCode).toBe(400);
    expect((await stranger.send('GET', '/api/orders/v1/orders/999999999')).statusCode).toBe(404);
  });
});

describe('POST /api/orders/v1/orders/{id}/cancel', () => {
  it("proves a cancel gives back the slot's place, voids the payment and releases the gift card; a second cancel does nothing", async () => {
    const { shopper, orderId, order, giftCard } = await placed({ giftCardBalance: 100 });
    expect(await tenders.balanceOf(giftCard?.id as number)).toBe(0);
    const slotId = await slotIdOf(orderId);
    const bookedBefore = (await slots.counts(slotId)).booked;
    expect(bookedBefore).toBe(1);
    expect(await paymentStatus(order.paymentId as string)).toBe('AUTHORISED');

    const cancelled = await shopper.send('POST', `/api/orders/v1/orders/${orderId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'CANCELLED',
      links: [],
      deliveryStatus: { status: 'CANCELLED' },
      slots: [{ status: 'CANCELLED' }],
    });
    expect(await slots.counts(slotId)).toMatchObject({ booked: 0, live: 0 });
    expect(await paymentStatus(order.paymentId as string)).toBe('VOIDED');
    expect(await tenders.balanceOf(giftCard?.id as number)).toBe(100);

    const again = await shopper.send('POST', `/api/orders/v1/orders/${orderId}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });
    expect(await tenders.balanceOf(giftCard?.id as number)).toBe(100);
    expect(await slots.counts(slotId)).toMatchObject({ booked: 0 });
  });

  it('proves two cancels at once cancel once', async () => {
    const { shopper, orderId } = await placed();
    const answers = await Promise.all([
      shopper.send('POST', `/api/orders/v1/orders/${orderId}/cancel`),
      shopper.send('POST', `/api/orders/v1/orders/${orderId}/cancel`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('order lists and stats', () => {
  it('proves pending and previous lists page newest first with a next link, and a cancel moves the order to previous', async () => {
    const first = await placed();
    const second = await placeAnother(first.shopper, first.input().paymentCardId);
    const page1 = await first.shopper.send('GET', '/api/orders/v1/pending-orders?size=1');
    expect(page1.statusCode, page1.body).toBe(200);
    const body1 = page1.json() as {
      orders: { customerOrderId: string }[];
      links: { rel: string; href: string }[];
    };
    expect(body1.orders.map((o) => o.customerOrderId)).toEqual([second]);
    expect(body1.links).toEqual([
      expect.objectContaining({
        rel: 'next',
        href: '/api/orders/v1/pending-orders?start=1&size=1',
      }),
    ]);
    const page2 = (
      await first.shopper.send('GET', body1.links[0]?.href as string)
    ).json() as typeof body1;
    expect(page2.orders.map((o) => o.customerOrderId)).toEqual([first.orderId]);
    expect(page2.links).toEqual([]);

    await first.shopper.send('POST', `/api/orders/v1/orders/${first.orderId}/cancel`);
    const pending = (
      await first.shopper.send('GET', '/api/orders/v1/pending-orders')
    ).json() as typeof body1;
    const previous = (
      await first.shopper.send('GET', '/api/orders/v1/previous-orders')
    ).json() as typeof body1;
    expect(pending.orders.map((o) => o.customerOrderId)).toEqual([second]);
    expect(previous.orders.map((o) => o.customerOrderId)).toEqual([first.orderId]);
    expect(
      (await first.shopper.send('GET', '/api/orders/v1/pending-orders?size=51')).statusCode,
    ).toBe(400);
  });

  it('proves the stats say no completed order and no payment attention for a new shopper, and need sign-in', async () => {
    const { shopper } = await placed();
    const stats = await shopper.send('GET', '/api/orders/v1/customerorders/stats');
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({
      customerHasACompletedOrder: false,
      daysSinceLastCompletedOrder: null,
      customerHasAnOrderRequiringPaymentAttention: false,
    });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/orders/v1/customerorders/stats',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('order products and shop from order', () => {
  it("proves the products call answers the order's lines and refuses more than 100 line numbers", async () => {
    const { shopper, orderId } = await placed();
    const one = await shopper.send(
      'GET',
      `/api/orders/v1/orders/${orderId}/products/${catalogue.milk.lineNumber},123456`,
    );
    expect(one.statusCode, one.body).toBe(200);
    expect((one.json() as { products: { id: string }[] }).products.map((p) => p.id)).toEqual([
      catalogue.milk.id,
    ]);
    const tooMany = Array.from({ length: 101 }, (_, i) => String(100000 + i)).join(',');
    const refused = await shopper.send(
      'GET',
      `/api/orders/v1/orders/${orderId}/products/${tooMany}`,
    );
    expect(refused.statusCode).toBe(400);
  });

  it("proves shop from order puts the order's products in the new trolley", async () => {
    const { shopper, orderId } = await placed();
    const response = await shopper.send('POST', `/api/orders/v1/orders/${orderId}/shop-from-order`);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as { trolleyOrderId: string; added: { productId: string }[] };
    expect(result.trolleyOrderId).not.toBe(orderId);
    expect(result.added.map((a) => a.productId)).toEqual([catalogue.milk.id]);
    const trolley = await t.app.services.trolley.getTrolley(
      shopper.identity,
      result.trolleyOrderId,
    );
    expect(trolley.trolleyItems.map((item) => item.productId)).toEqual([catalogue.milk.id]);
  });
});

describe('GraphQL order and cancelOrder', () => {
  const ORDER = `query ($id: String!) { order(customerOrderId: $id) {
    order { customerOrderId status links { rel href } totals { estimated { toPay { amount } } actual { paid { amount } } }
      orderLines { lineNumber quantity { amount uom } } deliveryStatus { status } }
    failures { type } } }`;
  const CANCEL = `mutation ($id: String!) { cancelOrder(customerOrderId: $id) {
    order { status links { rel } } failures { type } } }`;

  it('proves the order query and cancelOrder mutation answer through the same service, with failures by catalogue code', async () => {
    const { shopper, orderId, total } = await placed();
    const read = await shopper.send('POST', '/api/graphql', {
      query: ORDER,
      variables: { id: orderId },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      data: {
        order: {
          order: {
            customerOrderId: orderId,
            status: 'PLACED',
            totals: { estimated: { toPay: { amount: total } }, actual: null },
            deliveryStatus: { status: 'BOOKED' },
          },
          failures: null,
        },
      },
    });
    const stranger = await shoppers.stranger();
    const hidden = await stranger.send('POST', '/api/graphql', {
      query: ORDER,
      variables: { id: orderId },
    });
    expect(hidden.json()).toMatchObject({
      data: { order: { order: null, failures: [{ type: 'NOT_FOUND' }] } },
    });
    const cancelled = await shopper.send('POST', '/api/graphql', {
      query: CANCEL,
      variables: { id: orderId },
    });
    expect(cancelled.json()).toMatchObject({
      data: { cancelOrder: { order: { status: 'CANCELLED', links: [] }, failures: null } },
    });
    const again = await shopper.send('POST', '/api/graphql', {
      query: CANCEL,
      variables: { id: orderId },
    });
    expect(again.json()).toMatchObject({
      data: { cancelOrder: { order: null, failures: [{ type: 'ORDER_NOT_CANCELLABLE' }] } },
    });
  });
});
