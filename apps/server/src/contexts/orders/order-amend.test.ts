import { pspPayments } from '@grocer/db/schema/psp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokeniseTestCard } from '../../../test/psp-cards.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { farFutureDate, type TestSlots } from '../slots/slots.fixture.ts';
import type { SlotTestCatalogue } from '../slots/slots-catalogue.fixture.ts';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';
import type { TestTenders } from '../tenders/tenders.fixture.ts';
import { type OrderShoppers, type OrderWorld, openOrderWorld } from './orders.fixture.ts';

/**
 * Amending a placed order until its cut-off (decision 0042), through the real contexts on the
 * test database: the order's lines back in the trolley, checking out again through the same
 * placement call, cancelling the amend, changing the slot, and the refusals.
 */

let t: TestApp;
let slots: TestSlots;
let tenders: TestTenders;
let catalogue: SlotTestCatalogue;
let shoppers: OrderShoppers;

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 500 });
  ({ t, slots, tenders, catalogue, shoppers } = world);
});

afterAll(() => world.close());

const services = () => t.app.services;

async function placed(cardNumber?: string) {
  const ready = await shoppers.ready(cardNumber);
  const outcome = await services().orders.placeOrder(ready.shopper.identity, ready.input());
  if (outcome.outcome !== 'placed') throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  return { ...ready, order: outcome.order };
}

async function payment(id: string | null) {
  if (id === null) return null;
  const [row] = await t.database.db.select().from(pspPayments).where(eq(pspPayments.id, id));
  return row ?? null;
}

async function liveSlotId(orderId: string): Promise<string | null> {
  const result = (await t.database.db.execute(
    sql`SELECT slot_id::text AS slot_id FROM slot_reservations
      WHERE customer_order_id = ${orderId}::bigint AND status IN ('UNCONFIRMED', 'CONFIRMED')`,
  )) as unknown as { rows: { slot_id: string }[] };
  return result.rows[0]?.slot_id ?? null;
}

async function addMilk(shopper: SlotShopper, orderId: string, amount: number) {
  await services().trolley.addItem(shopper.identity, orderId, {
    lineNumber: catalogue.milk.lineNumber,
    productId: catalogue.milk.id,
    quantity: { amount, uom: 'C62' },
  });
}

const milkAmounts = async (shopper: SlotShopper, orderId: string) =>
  (await services().orders.getOrder(shopper.identity, orderId))?.lines.map(
    (line) => (line.quantity as { amount: number }).amount,
  );

describe('amendOrder', () => {
  it("proves amending puts the order's lines back in its trolley, which is the open one again, and keeps the slot confirmed", async () => {
    const { shopper, orderId } = await placed();
    // The trolley opened after placing holds something: it is parked while amending.
    const other = (await services().trolley.currentOrderId(shopper.identity)) as string;
    await catalogue.putInTrolley(other, catalogue.milk);

    const amended = await services().orderAmend.amendOrder(shopper.identity, orderId);
    expect(amended).toMatchObject({ outcome: 'ok', order: { status: 'AMENDING' } });
    expect(await services().trolley.openOrderId(shopper.identity)).toBe(orderId);
    const trolley = await services().trolley.getTrolley(shopper.identity, orderId);
    expect(trolley.trolleyItems.map((i) => i.productId)).toEqual([catalogue.milk.id]);
    expect(await services().slots.currentSlotOfOrder(shopper.identity, orderId)).toMatchObject({
      outcome: 'ok',
      value: { status: 'CONFIRMED' },
    });
    expect(await services().orderAmend.amendingOrder(shopper.identity)).toMatchObject({
      customerOrderId: orderId,
    });

    // Again: idempotent, the same order answered.
    expect(await services().orderAmend.amendOrder(shopper.identity, orderId)).toMatchObject({
      outcome: 'ok',
      order: { status: 'AMENDING' },
    });

    // Cancelling gives the parked trolley back, with its item.
    await services().orderAmend.cancelAmendOrder(shopper.identity, orderId);
    expect(await services().trolley.openOrderId(shopper.identity)).toBe(other);
    const back = await services().trolley.getTrolley(shopper.identity, other);
    expect(back.trolleyItems).toHaveLength(1);
  });

  it('proves the amend is refused after the cut-off with AMEND_CUTOFF_PASSED, and the order stays PLACED', async () => {
    const { shopper, orderId } = await placed();
    await t.database.db.execute(
      sql`UPDATE orders SET slot = jsonb_set(slot, '{amendOrderCutOff}', '"2000-01-01T00:00:00.000Z"')
        WHERE customer_order_id = ${orderId}::bigint`,
    );
    expect(await services().orderAmend.amendOrder(shopper.identity, orderId)).toEqual({
      outcome: 'refused',
      code: 'AMEND_CUTOFF_PASSED',
    });
    expect(await services().orders.getOrder(shopper.identity, orderId)).toMatchObject({
      status: 'PLACED',
    });
    const answer = await shopper.send('POST', `/api/orders/v1/orders/${orderId}/amend`);
    expect(answer.statusCode).toBe(410);
    expect(JSON.parse(answer.body).message).toBe('Changes cannot be made to your order');
  });

  it("proves another customer's order answers 404 and is not touched", async () => {
    const { shopper, orderId } = await placed();
    const stranger = await shoppers.stranger();
    expect(await services().orderAmend.amendOrder(stranger.identity, orderId)).toEqual({
      outcome: 'refused',
      code: 'NOT_FOUND',
    });
    for (const call of ['amend', 'change-slot', 'cancel-amend']) {
      const answer = await stranger.send('POST', `/api/orders/v1/orders/${orderId}/${call}`);
      expect(answer.statusCode, call).toBe(404);
    }
    expect(await services().orders.getOrder(shopper.identity, orderId)).toMatchObject({
      status: 'PLACED',
    });
  });
});

describe('checking out an amended order', () => {
  it('proves re-placing replaces the lines, re-authorises the new amount, voids the old authorisation and keeps the slot', async () => {
    const { shopper, orderId, order, input } = await placed();
    const slotBefore = await liveSlotId(orderId);
    await services().orderAmend.amendOrder(shopper.identity, orderId);
    await addMilk(shopper, orderId, 2);
    const newTotal = (await services().trolley.getTrolley(shopper.identity, orderId)).trolleyTotals
      .totalEstimatedCost.amount;
    expect(newTotal).toBeGreaterThan(order.amountToPayPence);

    const again = await services().orders.placeOrder(shopper.identity, input('amend-1'));
    expect(again).toMatchObject({
      outcome: 'placed',
      order: { customerOrderId: orderId, status: 'PLACED', amountToPayPence: newTotal },
    });
    if (again.outcome !== 'placed') return;
    expect(again.order.lines).toHaveLength(1);
    expect(
      again.order.lines.map((l) => (l.quantity as { amount: number }).amount)[0],
    ).toBeGreaterThan(1);
    expect(again.order.paymentId).not.toBe(order.paymentId);
    expect(await payment(again.order.paymentId)).toMatchObject({
      status: 'AUTHORISED',
      amountPence: newTotal,
    });
    expect(await payment(order.paymentId)).toMatchObject({ status: 'VOIDED' });
    expect(await liveSlotId(orderId)).toBe(slotBefore);
    expect(await services().slots.currentSlotOfOrder(shopper.identity, orderId)).toMatchObject({
      outcome: 'ok',
      value: { status: 'CONFIRMED' },
    });
    expect(await services().trolley.openOrderId(shopper.identity)).not.toBe(orderId);
    expect(await services().orderAmend.amendingOrder(shopper.identity)).toBeNull();
  });

  it('proves a declined new authorisation leaves the order as it was, still AMENDING, the old authorisation standing', async () => {
    const { shopper, orderId, order, input } = await placed();
    await services().orderAmend.amendOrder(shopper.identity, orderId);
    await addMilk(shopper, orderId, 3);
    const token = await tokeniseTestCard(t.app, shopper.identity, {
      cardNumber: '4000000000000002',
    });
    const saved = await services().paymentCards.save(shopper.identity, { token });
    if (saved.outcome !== 'ok') throw new Error(saved.outcome);

    const refused = await services().orders.placeOrder(shopper.identity, {
      ...input('amend-declined'),
      paymentCardId: saved.card.id,
    });
    expect(refused).toEqual({ outcome: 'refused', code: 'PAYMENT_DECLINED' });
    const now = await services().orders.getOrder(shopper.identity, orderId);
    expect(now).toMatchObject({
      status: 'AMENDING',
      paymentId: order.paymentId,
      amountToPayPence: order.amountToPayPence,
    });
    expect(await milkAmounts(shopper, orderId)).toEqual([1]);
    expect(await payment(order.paymentId)).toMatchObject({ status: 'AUTHORISED' });
    // The trolley is still open with the edits, and the slot still confirmed.
    expect(await services().trolley.openOrderId(shopper.identity)).toBe(orderId);
    expect(await services().slots.currentSlotOfOrder(shopper.identity, orderId)).toMatchObject({
      outcome: 'ok',
      value: { status: 'CONFIRMED' },
    });
  });

  it('proves gift cards are taken again for the new total', async () => {
    const { shopper, orderId, input } = await shoppers.ready();
    const card = await tenders.giftCard({ balance: 300 });
    await tenders.applyCard(orderId, shopper.id, card.id);
    const first = await services().orders.placeOrder(shopper.identity, input());
    expect(first).toMatchObject({ outcome: 'placed', order: { redeemedPence: 300 } });
    expect(await tenders.balanceOf(card.id)).toBe(0);
    await services().orderAmend.amendOrder(shopper.identity, orderId);
    await addMilk(shopper, orderId, 2);
    const again = await services().orders.placeOrder(shopper.identity, input('amend-gift'));
    expect(again).toMatchObject({ outcome: 'placed', order: { redeemedPence: 300 } });
    expect(await tenders.balanceOf(card.id)).toBe(0);
  });

  it("proves a personalised line's message cannot be changed while amending ('Unable to edit')", async () => {
    const { shopper, orderId, input } = await placed();
    await t.database.db.execute(
      sql`UPDATE order_lines SET personalised_message = 'Happy birthday'
        WHERE customer_order_id = ${orderId}::bigint`,
    );
    await services().orderAmend.amendOrder(shopper.identity, orderId);
    await t.database.db.execute(
      sql`UPDATE trolley_items SET personalised_message = 'Happy retirement'
        WHERE customer_order_id = ${orderId}::bigint`,
    );
    expect(
      await services().orders.placeOrder(shopper.identity, input('amend-personal')),
    ).toMatchObject({ outcome: 'refused', code: 'PERSONALISED_MESSAGE_LOCKED' });
    expect(await services().orders.getOrder(shopper.identity, orderId)).toMatchObject({
      status: 'AMENDING',
    });
  });
});

describe('a card challenge while checking out an amend', () => {
  it('proves a re-authorisation needing 3-D Secure waits, and once completed and resumed the order is PLACED with the new payment', async () => {
    const { shopper, orderId, order, input } = await placed();
    await services().orderAmend.amendOrder(shopper.identity, orderId);
    await addMilk(shopper, orderId, 2);
    const token = await tokeniseTestCard(t.app, shopper.identity, {
      cardNumber: '4000000000003220',
    });
    const saved = await services().paymentCards.save(shopper.identity, { token });
    if (saved.outcome !== 'ok') throw new Error(saved.outcome);
    const waiting = await services().orders.placeOrder(shopper.identity, {
      ...input('amend-3ds'),
      paymentCardId: saved.card.id,
    });
    if (waiting.outcome !== 'security-needed') throw new Error(JSON.stringify(waiting));
    expect(await services().orders.getOrder(shopper.identity, orderId)).toMatchObject({
      status: 'AMENDING',
      paymentId: order.paymentId,
    });
    const answered = await t.app.inject({
      method: 'POST',
      url: waiting.challengeUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=complete',
    });
    expect(answered.statusCode).toBe(200);
    const resumed = await services().orders.resumePlacement(shopper.identity, orderId);
    expect(resumed).toMatchObject({ outcome: 'placed', order: { status: 'PLACED' } });
    if (resumed.outcome !== 'placed') return;
    expect(resumed.order.paymentId).not.toBe(order.paymentId);
    expect(await payment(order.paymentId)).toMatchObject({ status: 'VOIDED' });
  });
});

describe('the amend calls over GraphQL', () => {
  it('proves amendOrder and cancelAmendOrder answer the order, and refusals come back as failures { message type }', async () => {
    const { shopper, orderId } = await placed();
    const call = async (query: string) =>
      JSON.parse((await shopper.send('POST', '/api/graphql', { query })).body) as {
        data: Record<string, { order: unknown; failures: unknown }>;
      };
    const amended = await call(
      `mutation { amendOrder(customerOrderId: "${orderId}") { order { customerOrderId status } failures { message type } } }`,
    );
    expect(amended.data.amendOrder).toEqual({
      order: { customerOrderId: orderId, status: 'AMENDING' },
      failures: null,
    });
    const cancelled = await call(
      `mutation { cancelAmendOrder(orderIdToAmend: "${orderId}") { order { status } failures { message type } } }`,
    );
    expect(cancelled.data.cancelAmendOrder).toEqual({
      order: { status: 'PLACED' },
      failures: null,
    });
    const again = await call(
      `mutation { cancelAmendOrder(orderIdToAmend: "${orderId}") { order { status } failures { message type } } }`,
    );
    expect(again.data.cancelAmendOrder).toEqual({
      order: null,
      failures: [{ message: 'This order is not being changed.', type: 'ORDER_NOT_AMENDING' }],
    });
  });
});

describe('cancelAmendOrder', () => {
  it('proves cancelling discards the edits: PLACED with the original lines, trolley closed', async () => {
    const { shopper, orderId, order } = await placed();
    await services().orderAmend.amendOrder(shopper.identity, orderId);
    await addMilk(shopper, orderId, 4);
    const cancelled = await services().orderAmend.cancelAmendOrder(shopper.identity, orderId);
    expect(cancelled).toMatchObject({ outcome: 'ok', order: { status: 'PLACED' } });
    expect(await milkAmounts(shopper, orderId)).toEqual([1]);
    expect(await services().orders.getOrder(shopper.identity, orderId)).toMatchObject({
      paymentId: order.paymentId,
      amountToPayPence: order.amountToPayPence,
    });
    expect(await services().trolley.openOrderId(shopper.identity)).not.toBe(orderId);
    expect(await services().orderAmend.cancelAmendOrder(shopper.identity, orderId)).toEqual({
      outcome: 'refused',
      code: 'ORDER_NOT_AMENDING',
    });
  });
});

describe('changeSlotAmend', () => {
  it("proves a slot changed while amending gives the old slot's place back, is confirmed at re-checkout, and a cancel brings the original back", async () => {
    const { shopper, orderId, input } = await placed();
    const original = (await liveSlotId(orderId)) as string;
    const other = await slots.add({ date: farFutureDate(), startMinutes: 7 * 60 + 1 });
    const changed = await services().orderAmend.changeSlotAmend(shopper.identity, orderId, {
      slotId: other.id,
    });
    expect(changed).toMatchObject({ outcome: 'ok', order: { status: 'AMENDING' } });
    expect(await liveSlotId(orderId)).toBe(other.id);
    expect((await slots.counts(original)).booked).toBe(0);
    expect((await slots.counts(other.id)).booked).toBe(1);

    // Cancel: the original slot is the order's, confirmed; the new one's place given back.
    await services().orderAmend.cancelAmendOrder(shopper.identity, orderId);
    expect(await liveSlotId(orderId)).toBe(original);
    expect((await slots.counts(original)).booked).toBe(1);
    expect((await slots.counts(other.id)).booked).toBe(0);
    expect(await services().slots.currentSlotOfOrder(shopper.identity, orderId)).toMatchObject({
      outcome: 'ok',
      value: { status: 'CONFIRMED' },
    });

    // Change again and check out: the new slot is confirmed.
    await services().orderAmend.changeSlotAmend(shopper.identity, orderId, { slotId: other.id });
    const again = await services().orders.placeOrder(shopper.identity, input('amend-slot'));
    expect(again).toMatchObject({ outcome: 'placed', order: { status: 'PLACED' } });
    expect(await liveSlotId(orderId)).toBe(other.id);
    expect(await services().slots.currentSlotOfOrder(shopper.identity, orderId)).toMatchObject({
      outcome: 'ok',
      value: { status: 'CONFIRMED' },
    });
    expect((await slots.counts(original)).booked).toBe(0);
  });
});
