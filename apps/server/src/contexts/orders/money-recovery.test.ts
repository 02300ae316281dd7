import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMoneyInvariants } from '../operations/money-invariants.ts';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';
import { MoneyWorkflowsRepository } from './money-workflows.repository.ts';
import { OrderHistoryRepository } from './order-history.repository.ts';
import { type OrderWorld, openOrderWorld } from './orders.fixture.ts';

/**
 * Durable cancel and amend (issue 21 findings 4 and 5, decision 0055), in this process: the state
 * a process killed mid-workflow leaves is written with the real repositories (the crash matrix,
 * money-crash.test.ts, kills real processes on PostgreSQL); then the shopper's retry or the
 * recovery sweep repairs it and every money invariant holds for the shopper's rows.
 */

const ENV = { MINIMUM_ORDER_COLLECTION_PENCE: '100' };
const GIFT_CARD_PENCE = 50;

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 600, env: ENV });
});

afterAll(() => world.close());

const violated = async (shopper: SlotShopper) =>
  (await checkMoneyInvariants(world.t.database.db, { customerIds: [shopper.id], leaseMs: 0 }))
    .filter((count) => count.violations > 0)
    .map((count) => count.name);

async function lineQuantities(orderId: string): Promise<number[]> {
  const result = await world.t.database.db.execute(
    sql`SELECT (quantity->>'amount')::int AS amount FROM order_lines
        WHERE customer_order_id = ${orderId}::bigint ORDER BY position`,
  );
  return (result as unknown as { rows: { amount: number }[] }).rows.map((r) => r.amount);
}

/** A placed order paid partly by a £0.50 gift card and partly by card. */
async function placedOrder() {
  const ready = await world.shoppers.ready();
  const card = await world.tenders.giftCard({ balance: GIFT_CARD_PENCE });
  await world.tenders.applyCard(ready.orderId, ready.shopper.id, card.id);
  const placed = await world.t.app.services.orders.placeOrder(
    ready.shopper.identity,
    ready.input(),
  );
  if (placed.outcome !== 'placed') throw new Error(`not placed: ${JSON.stringify(placed)}`);
  return { ...ready, card, paymentId: placed.order.paymentId };
}

/** What a cancel killed just after its claim leaves: CANCELLED, nothing released, run open. */
async function cancelKilledAfterClaim(order: Awaited<ReturnType<typeof placedOrder>>) {
  const db = world.t.database.db;
  const workflows = new MoneyWorkflowsRepository(db);
  const run = await workflows.begin({
    kind: 'cancel',
    customerOrderId: order.orderId,
    customerId: order.shopper.id,
    data: { paymentId: order.paymentId },
  });
  await workflows.started(run, 'claim', {});
  const claimed = await new OrderHistoryRepository(db).moveStatus({
    customerOrderId: order.orderId,
    customerId: order.shopper.id,
    from: ['PLACED'],
    to: 'CANCELLED',
  });
  expect(claimed).toBe(true);
}

describe('a cancel whose process died after its claim (finding 4)', () => {
  it('proves the invariants see the damage: slot still held, gift card still debited, card hold open, workflow left in progress', async () => {
    const order = await placedOrder();
    await cancelKilledAfterClaim(order);
    expect(await violated(order.shopper)).toEqual([
      'confirmed-reservation-without-order',
      'redeemed-gift-card-without-live-order',
      'open-authorisation-without-order',
      'workflow-in-progress-past-lease',
    ]);
  });

  it("proves the shopper's retry of cancel finishes it instead of answering ORDER_NOT_CANCELLABLE: slot place and gift card back, hold voided", async () => {
    const order = await placedOrder();
    await cancelKilledAfterClaim(order);
    const retried = await world.t.app.services.orderHistory.cancelOrder(
      order.shopper.identity,
      order.orderId,
    );
    expect(retried).toMatchObject({ outcome: 'cancelled', order: { status: 'CANCELLED' } });
    expect(await world.tenders.balanceOf(order.card.id)).toBe(GIFT_CARD_PENCE);
    expect(await violated(order.shopper)).toEqual([]);
    // Once finished, a cancel again is refused as for any cancelled order.
    expect(
      await world.t.app.services.orderHistory.cancelOrder(order.shopper.identity, order.orderId),
    ).toEqual({ outcome: 'refused', code: 'ORDER_NOT_CANCELLABLE' });
  });

  it('proves the recovery sweep rolls it forward by itself', async () => {
    const order = await placedOrder();
    await cancelKilledAfterClaim(order);
    const swept = await world.t.app.moneyRecovery.sweep({
      leaseMs: 0,
      customerIds: [order.shopper.id],
    });
    expect(swept.workflows).toEqual({
      cancel: { 'rolled-forward': 1, 'rolled-back': 0, deferred: 0, failed: 0 },
    });
    expect(await world.tenders.balanceOf(order.card.id)).toBe(GIFT_CARD_PENCE);
    expect(await violated(order.shopper)).toEqual([]);
  });
});

describe('cancelling an amend whose checkout did not finish (finding 5)', () => {
  it('proves "Cancel changes" after a checkout left at the card challenge gives back the original lines, gift card amount and authorisation, never the amended lines on the old one', async () => {
    const order = await placedOrder();
    const { t, shoppers } = world;
    const identity = order.shopper.identity;
    expect((await t.app.services.orderAmend.amendOrder(identity, order.orderId)).outcome).toBe(
      'ok',
    );
    await t.database.db.execute(
      sql`UPDATE trolley_items SET quantity_amount = 3
          WHERE customer_order_id = ${order.orderId}::bigint`,
    );
    // Checked out with a card that asks for 3-D Secure, never completed.
    const token = await shoppers.token(identity, '4000000000003220');
    const saved = await t.app.services.paymentCards.save(identity, { token });
    if (saved.outcome !== 'ok') throw new Error('card not saved');
    const checkout = await t.app.services.orders.placeOrder(identity, {
      ...order.input(),
      paymentCardId: saved.card.id,
    });
    expect(checkout.outcome).toBe('security-needed');
    expect(await lineQuantities(order.orderId)).toEqual([3]);

    const cancelled = await t.app.services.orderAmend.cancelAmendOrder(identity, order.orderId);
    expect(cancelled).toMatchObject({
      outcome: 'ok',
      order: { status: 'PLACED', paymentId: order.paymentId },
    });
    expect(await lineQuantities(order.orderId)).toEqual([1]);
    const view = await t.app.services.orders.getOrder(identity, order.orderId);
    expect(view).toMatchObject({ redeemedPence: GIFT_CARD_PENCE });
    expect(await world.tenders.balanceOf(order.card.id)).toBe(0);
    expect(await violated(order.shopper)).toEqual([]);
  });
});
