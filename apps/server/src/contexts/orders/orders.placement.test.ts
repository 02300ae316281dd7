import { addDays } from '@grocer/domain/time/calendar-date';
import { londonIsoDate } from '@grocer/domain/time/london-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokeniseTestCard } from '../../../test/psp-cards.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TestSlots } from '../slots/slots.fixture.ts';
import {
  createSlotTestCatalogue,
  type SlotTestCatalogue,
} from '../slots/slots-catalogue.fixture.ts';
import { type SlotShopper, slotShopper } from '../slots/slots-shopper.fixture.ts';
import { TestTenders } from '../tenders/tenders.fixture.ts';
import type { PlaceOrderInput } from './orders.contract.ts';

/**
 * Order placement through the real contexts (decision 0040): a booked collection slot, a trolley,
 * gift cards and the sandbox payment provider's test cards, on the test database.
 */

let t: TestApp;
let slots: TestSlots;
let tenders: TestTenders;
let catalogue: SlotTestCatalogue;
const shoppers: SlotShopper[] = [];
let run = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { MINIMUM_ORDER_COLLECTION_PENCE: '100' } });
  slots = new TestSlots(t.database);
  tenders = new TestTenders(t.database);
  catalogue = await createSlotTestCatalogue(t.database, new Date().getUTCFullYear());
});

afterAll(async () => {
  // Orders, placements, trolleys and reservations go with the accounts.
  for (const shopper of shoppers) await shopper.account.remove();
  await tenders.remove();
  await slots.remove();
  await catalogue.remove();
  await t.close();
});

/** A shopper with milk in the trolley, a collection slot booked and a saved card. */
async function readyShopper(cardNumber = '4242424242424242') {
  const shopper = await slotShopper(t);
  shoppers.push(shopper);
  const orderId = (await t.app.services.trolley.currentOrderId(shopper.identity)) as string;
  await catalogue.putInTrolley(orderId, catalogue.milk);
  run += 1;
  const slot = await slots.add({
    date: addDays(londonIsoDate(new Date()), 3 + (run % 4)),
    // Odd minutes past 5am: never one of the seeded slots' windows.
    startMinutes: 5 * 60 + 3 + run * 2,
  });
  const booked = await shopper.send('POST', '/api/slots/v1/bookslot', { slotId: slot.id });
  expect(booked.statusCode, booked.body).toBe(200);
  const saved = await t.app.services.paymentCards.save(shopper.identity, {
    token: await tokeniseTestCard(t.app, { cardNumber }),
  });
  if (saved.outcome !== 'ok') throw new Error(`card not saved: ${saved.outcome}`);
  const total = (await t.app.services.trolley.getTrolley(shopper.identity, orderId)).trolleyTotals
    .totalEstimatedCost.amount;
  const input = (key = `key-${run}-${Math.random()}`): PlaceOrderInput => ({
    customerOrderId: orderId,
    paymentCardId: saved.card.id,
    idempotencyKey: key,
    contactNumber: '07700 900123',
  });
  return { shopper, orderId, total, input };
}

const slotStatus = async (shopper: SlotShopper) =>
  (await t.app.services.slots.currentSlot(shopper.identity))?.status;

describe('placing an order', () => {
  it('proves a good card places the order: lines copied with prices, slot confirmed, a new trolley opens', async () => {
    const { shopper, orderId, total, input } = await readyShopper();
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
    const { shopper, orderId, input } = await readyShopper('4000000000000002');
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
    const { shopper, orderId, total, input } = await readyShopper();
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
    const { shopper, orderId, input } = await readyShopper('4000000000003220');
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
    const { shopper, orderId, input } = await readyShopper('4000000000003220');
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
    const { shopper, input } = await readyShopper();
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
    const { shopper, orderId, input } = await readyShopper();
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
    const { shopper, orderId, input } = await readyShopper();
    const stranger = await slotShopper(t);
    shoppers.push(stranger);
    expect(await t.app.services.orders.placeOrder(stranger.identity, input())).toMatchObject({
      outcome: 'refused',
      code: 'TROLLEY_NOT_FOUND',
    });
    await t.app.services.orders.placeOrder(shopper.identity, input());
    expect(await t.app.services.orders.getOrder(stranger.identity, orderId)).toBeNull();
    expect(await t.app.services.orders.getOrder(shopper.identity, orderId)).not.toBeNull();
  });
});
