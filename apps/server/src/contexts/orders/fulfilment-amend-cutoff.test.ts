import { jobs } from '@grocer/db/schema/jobs';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import type { SlotTestCatalogue } from '../slots/slots-catalogue.fixture.ts';
import { type OrderShoppers, type OrderWorld, openOrderWorld } from './orders.fixture.ts';

/**
 * An order still AMENDING when its cut-off passes (decisions 0042, 0043 Wiring): the scheduler
 * takes it too, and starting fulfilment first cancels the amend through the amend service (the
 * original lines kept, the amend's trolley closed), then moves the order to FULFIL. The app's
 * clock is injected and moved past the cut-off.
 */

let t: TestApp;
let catalogue: SlotTestCatalogue;
let shoppers: OrderShoppers;
let offsetMs = 0;

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 540, now: () => new Date(Date.now() + offsetMs) });
  ({ t, catalogue, shoppers } = world);
});

afterAll(async () => {
  offsetMs = 0;
  await t.database.db.delete(jobs).where(like(jobs.jobKey, 'order-%'));
  await world.close();
});

const services = () => t.app.services;

async function amending() {
  const ready = await shoppers.ready();
  const outcome = await services().orders.placeOrder(ready.shopper.identity, ready.input());
  if (outcome.outcome !== 'placed') throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  const amended = await services().orderAmend.amendOrder(ready.shopper.identity, ready.orderId);
  expect(amended).toMatchObject({ outcome: 'ok', order: { status: 'AMENDING' } });
  // The shopper edits the reopened trolley: two milks instead of one, never checked out.
  await services().trolley.addItem(ready.shopper.identity, ready.orderId, {
    lineNumber: catalogue.milk.lineNumber,
    productId: catalogue.milk.id,
    quantity: { amount: 2, uom: 'C62' },
  });
  const cutOff = new Date((outcome.order.slot as { amendOrderCutOff: string }).amendOrderCutOff);
  return { ...ready, order: outcome.order, cutOff };
}

describe('fulfilment of an order still amending at its cut-off', () => {
  it('proves the amend is cancelled (original lines, trolley closed) and the order moves to FULFIL', async () => {
    const { shopper, orderId, order, cutOff } = await amending();
    // Before the cut-off an amending order is the shopper's: fulfilment does not touch it.
    offsetMs = 0;
    expect(await services().fulfilment.startFulfilment(orderId)).toMatchObject({
      outcome: 'refused',
      code: 'ORDER_STATUS_CONFLICT',
      status: 'AMENDING',
    });
    expect(await services().trolley.openOrderId(shopper.identity)).toBe(orderId);

    offsetMs = cutOff.getTime() - Date.now() + 60_000;
    await services().fulfilment.enqueueDue(new Date(Date.now() + offsetMs));
    const key = `order-${orderId}-fulfil`;
    const [queued] = await t.database.db.select().from(jobs).where(eq(jobs.jobKey, key));
    expect(queued?.kind).toBe('order.start-fulfilment');

    // What the queued job runs.
    expect(await services().fulfilment.startFulfilment(orderId)).toMatchObject({
      outcome: 'ok',
      order: { status: 'FULFIL' },
    });
    const after = await services().orders.getOrder(shopper.identity, orderId);
    expect(after).toMatchObject({
      status: 'FULFIL',
      paymentId: order.paymentId,
      amountToPayPence: order.amountToPayPence,
    });
    expect(after?.lines.map((line) => (line.quantity as { amount: number }).amount)).toEqual([1]);
    // The amend's trolley is closed: it cannot be checked out again.
    expect(await services().trolley.openOrderId(shopper.identity)).not.toBe(orderId);
    expect(await services().orderAmend.amendingOrder(shopper.identity)).toBeNull();
    offsetMs = 0;
  });
});
