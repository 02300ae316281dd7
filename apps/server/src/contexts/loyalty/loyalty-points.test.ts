import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderWorld, openOrderWorld } from '../orders/orders.fixture.ts';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';

/**
 * Points for completed orders (decision 0099), on the real contexts: a member's card earns a
 * point for each whole pound the order was charged once picked, when the order completes, once
 * however often completion runs (and after a run that died between completing and awarding); a
 * non-member earns nothing.
 */

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 1040 });
});

afterAll(() => world.close());

/** The points the shopper sees on their card (GET mywaitrosebycard). */
async function pointsOf(shopper: SlotShopper): Promise<number | null> {
  const response = await shopper.send('GET', '/api/loyalty/v1/mywaitrosebycard');
  if (response.statusCode === 404) return null;
  expect(response.statusCode, response.body).toBe(200);
  return response.json().card.points;
}

/** A placed order of the shopper's, picked as ordered: what its card was charged. */
async function pickedOrder() {
  const ready = await world.shoppers.ready();
  const { orders, fulfilment } = world.t.app.services;
  expect((await orders.placeOrder(ready.shopper.identity, ready.input())).outcome).toBe('placed');
  expect((await fulfilment.startFulfilment(ready.orderId)).outcome).toBe('ok');
  await fulfilment.completePicking(ready.orderId, [{ position: 0, outcome: 'PICKED' }]);
  const picked = await fulfilment.getOrder(ready.orderId);
  expect(picked).toMatchObject({ status: 'PICKED' });
  return { ...ready, capturedPence: (picked as { capturedPence: number }).capturedPence };
}

describe('loyalty points for completed orders', () => {
  it('proves a member earns a point a pound when the order completes, once', async () => {
    const { shopper, orderId, capturedPence } = await pickedOrder();
    await world.t.app.services.loyalty.join(shopper.identity);
    const before = (await pointsOf(shopper)) as number;
    expect(capturedPence).toBeGreaterThanOrEqual(100);
    const { fulfilment } = world.t.app.services;
    expect((await fulfilment.completeOrder(orderId)).outcome).toBe('ok');
    expect(await pointsOf(shopper)).toBe(before + Math.floor(capturedPence / 100));
    // Completion again (a job run twice): refused, and no more points.
    expect((await fulfilment.completeOrder(orderId)).outcome).not.toBe('ok');
    expect(await pointsOf(shopper)).toBe(before + Math.floor(capturedPence / 100));
  });

  it('proves an order completed by a run that died before awarding earns its points when completion runs again', async () => {
    const { shopper, orderId, capturedPence } = await pickedOrder();
    await world.t.app.services.loyalty.join(shopper.identity);
    const before = (await pointsOf(shopper)) as number;
    await world.t.database.db.execute(
      sql`UPDATE orders SET status = 'COMPLETED' WHERE customer_order_id = ${orderId}::bigint`,
    );
    await world.t.app.services.fulfilment.completeOrder(orderId);
    expect(await pointsOf(shopper)).toBe(before + Math.floor(capturedPence / 100));
  });

  it('proves a non-member earns nothing, and joining later starts from no points for that order', async () => {
    const { shopper, orderId } = await pickedOrder();
    expect(await pointsOf(shopper)).toBeNull();
    expect((await world.t.app.services.fulfilment.completeOrder(orderId)).outcome).toBe('ok');
    await world.t.app.services.loyalty.join(shopper.identity);
    const joined = (await pointsOf(shopper)) as number;
    await world.t.app.services.fulfilment.completeOrder(orderId);
    expect(await pointsOf(shopper)).toBe(joined);
  });
});
