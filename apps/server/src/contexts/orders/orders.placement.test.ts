import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import type { SlotTestCatalogue } from '../slots/slots-catalogue.fixture.ts';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';
import type { TestTenders } from '../tenders/tenders.fixture.ts';
import { type OrderShoppers, type OrderWorld, openOrderWorld } from './orders.fixture.ts';

/**
 * Order placement through the real contexts (decision 0040): a booked collection slot, a trolley,
 * gift cards and the sandbox payment provider's test cards, on the test database.
 */

let t: TestApp;
let tenders: TestTenders;
let catalogue: SlotTestCatalogue;
let shoppers: OrderShoppers;

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 0 });
  ({ t, tenders, catalogue, shoppers } = world);
});

afterAll(() => world.close());

const slotStatus = async (shopper: SlotShopper) =>
  (await t.app.services.slots.currentSlot(shopper.identity))?.status;

describe('placing an order', () => {
  it('proves a good card places the order: lines copied with prices, slot confirmed, a new trolley opens', async () => {
    const { shopper, orderId, total, input } = await shoppers.ready();
    const placed = await t.app.services.orders.placeOrder(shopper.identity, input());
    expect(placed).toMatchObject({
      outcome: 'placed',
      order: { customerOrderId: orderId, status: 'PLACED', amountToPayPence: total },
    });
    if (placed.outcome !== 'placed') return;
    expect(placed.order.paymentId).toEqual(expect.any(String));
    expect(placed.order.lines.map((l) => [l.productId, l.pricePence])).toEqual([
      [catalogue.milk.id, 500],
    ]);
    expect(await t.app.services.trolley.openOrderId(shopper.identity)).not.toBe(orderId);
    expect(await t.app.services.slots.currentSlotOfOrder(shopper.identity, orderId)).toMatchObject({
      outcome: 'ok',
      value: { status: 'CONFIRMED' },
    });
  });

  it('proves a declined card leaves nothing behind: slot unconfirmed, trolley open and whole, gift card balance back', async () => {
    const { shopper, orderId, input } = await shoppers.ready('4000000000000002');
    const card = await tenders.giftCard({ balance: 200 });
    await tenders.applyCard(orderId, shopper.id, card.id);
    const refused = await t.app.services.orders.placeOrder(shopper.identity, input());
    expect(refused).toEqual({ outcome: 'refused', code: 'PAYMENT_DECLINED' });
    expect(await tenders.balanceOf(card.id)).toBe(200);
    expect(await slotStatus(shopper)).toBe('UNCONFIRMED');
    expect(await t.app.services.trolley.openOrderId(shopper.identity)).toBe(orderId);
    const trolley = await t.app.services.trolley.getTrolley(shopper.identity, orderId);
    expect(trolley.trolleyItems.map((i) => i.productId)).toEqual([catalogue.milk.id]);
    expect(await t.app.services.orders.getOrder(shopper.identity, orderId)).toBeNull();
  });

  it('proves a gift card pays its part and the card the rest', async () => {
    const { shopper, orderId, total, input } = await shoppers.ready();
    const card = await tenders.giftCard({ balance: 200 });
    await tenders.applyCard(orderId, shopper.id, card.id);
    const placed = await t.app.services.orders.placeOrder(shopper.identity, input());
    expect(placed).toMatchObject({
      outcome: 'placed',
      order: { redeemedPence: 200, amountToPayPence: total - 200 },
    });
    expect(await tenders.balanceOf(card.id)).toBe(0);
  });

  it('proves a card that needs 3-D Secure leaves the order pending until the challenge is done and placement resumed', async () => {
    const { shopper, orderId, input } = await shoppers.ready('4000000000003220');
    const first = input();
    const waiting = await t.app.services.orders.placeOrder(shopper.identity, first);
    expect(waiting).toMatchObject({ outcome: 'security-needed', customerOrderId: orderId });
    if (waiting.outcome !== 'security-needed') return;
    expect(await t.app.services.orders.getOrder(shopper.identity, orderId)).toMatchObject({
      status: 'PENDING',
    });
    const answered = await t.app.inject({
      method: 'POST',
      url: waiting.challengeUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=complete',
    });
    expect(answered.statusCode).toBe(200);
    const resumed = await t.app.services.orders.resumePlacement(shopper.identity, orderId);
    expect(resumed).toMatchObject({ outcome: 'placed', order: { status: 'PLACED' } });
    // The first key now answers with the order as it is.
    expect(await t.app.services.orders.placeOrder(shopper.identity, first)).toMatchObject({
      outcome: 'placed',
    });
  });

  it('proves a failed 3-D Secure challenge, on resume, undoes it all: no order, trolley open, slot unconfirmed, gift card back', async () => {
    const { shopper, orderId, input } = await shoppers.ready('4000000000003220');
    const card = await tenders.giftCard({ balance: 150 });
    await tenders.applyCard(orderId, shopper.id, card.id);
    const waiting = await t.app.services.orders.placeOrder(shopper.identity, input());
    if (waiting.outcome !== 'security-needed') throw new Error(waiting.outcome);
    expect(await tenders.balanceOf(card.id)).toBe(0);
    await t.app.inject({
      method: 'POST',
      url: waiting.challengeUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=fail',
    });
    const resumed = await t.app.services.orders.resumePlacement(shopper.identity, orderId);
    expect(resumed).toMatchObject({ outcome: 'refused', code: 'PAYMENT_DECLINED' });
    expect(await t.app.services.orders.getOrder(shopper.identity, orderId)).toBeNull();
    expect(await t.app.services.trolley.openOrderId(shopper.identity)).toBe(orderId);
    expect(await slotStatus(shopper)).toBe('UNCONFIRMED');
    expect(await tenders.balanceOf(card.id)).toBe(150);
  });

  it('proves the same idempotency key twice gives one order and the first answer', async () => {
    const { shopper, input } = await shoppers.ready();
    const once = input('same-key');
    const first = await t.app.services.orders.placeOrder(shopper.identity, once);
    const again = await t.app.services.orders.placeOrder(shopper.identity, once);
    expect(first.outcome).toBe('placed');
    expect(again).toEqual(first);
    expect(
      await t.app.services.orders.placeOrder(shopper.identity, { ...once, deliveryNote: 'x' }),
    ).toEqual({ outcome: 'refused', code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('proves two placements of one trolley at once with different keys give exactly one order', async () => {
    const { shopper, orderId, input } = await shoppers.ready();
    const results = await Promise.all([
      t.app.services.orders.placeOrder(shopper.identity, input('a')),
      t.app.services.orders.placeOrder(shopper.identity, input('b')),
    ]);
    expect(results.filter((r) => r.outcome === 'placed')).toHaveLength(1);
    expect(results.find((r) => r.outcome !== 'placed')).toMatchObject({ outcome: 'refused' });
    expect(await t.app.services.orders.getOrder(shopper.identity, orderId)).toMatchObject({
      status: 'PLACED',
    });
    expect(await t.app.services.slots.currentSlotOfOrder(shopper.identity, orderId)).toMatchObject({
      outcome: 'ok',
      value: { status: 'CONFIRMED' },
    });
  });

  it('proves another customer can neither place nor see the order', async () => {
    const { shopper, orderId, input } = await shoppers.ready();
    const stranger = await shoppers.stranger();
    expect(await t.app.services.orders.placeOrder(stranger.identity, input())).toMatchObject({
      outcome: 'refused',
      code: 'TROLLEY_NOT_FOUND',
    });
    await t.app.services.orders.placeOrder(shopper.identity, input());
    expect(await t.app.services.orders.getOrder(stranger.identity, orderId)).toBeNull();
    expect(await t.app.services.orders.getOrder(shopper.identity, orderId)).not.toBeNull();
  });
});
