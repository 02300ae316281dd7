import { jobs } from '@grocer/db/schema/jobs';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import type { SlotTestCatalogue } from '../slots/slots-catalogue.fixture.ts';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';
import type { OrderDetails } from './order-history.contract.ts';
import { type OrderShoppers, type OrderWorld, openOrderWorld } from './orders.fixture.ts';

/**
 * View Order, My Orders and the stats once fulfilment has moved an order on (decisions 0041,
 * 0043 Wiring): the actual totals and each line's substitute (name, price, quantity) come from
 * what picking stored; FULFIL, PICKED, COMPLETED, PAYMENT_FAILED and PAID orders offer no amend
 * or cancel link and a delivery status that fits; a PAYMENT_FAILED order needs the shopper's
 * attention (stats, pending list) until it is PAID (previous list).
 */

let t: TestApp;
let catalogue: SlotTestCatalogue;
let shoppers: OrderShoppers;
const stamp = Date.now();
const CHEAP = { id: `view-cheap-${stamp}`, lineNumber: `96${stamp}`.slice(0, 14) };

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 900 });
  ({ t, catalogue, shoppers } = world);
  // A substitute at £3.50 where the ordered milk is £5.00.
  await world.addSubstitute({ ...CHEAP, name: 'Cheaper milk', pricePence: 350 });
});

afterAll(async () => {
  await t.database.db.delete(jobs).where(like(jobs.jobKey, 'order-%'));
  await world.close();
});

const fulfilment = () => t.app.services.fulfilment;

async function placed(cardNumber?: string) {
  const ready = await shoppers.ready(cardNumber);
  const outcome = await t.app.services.orders.placeOrder(ready.shopper.identity, ready.input());
  if (outcome.outcome !== 'placed') throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  return { ...ready, order: outcome.order };
}

async function view(shopper: SlotShopper, orderId: string): Promise<OrderDetails> {
  const response = await shopper.send('GET', `/api/orders/v1/orders/${orderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderDetails;
}

async function listed(shopper: SlotShopper, list: 'pending' | 'previous') {
  const response = await shopper.send('GET', `/api/orders/v1/${list}-orders`);
  return (response.json() as { orders: { customerOrderId: string }[] }).orders.map(
    (order) => order.customerOrderId,
  );
}

async function needsAttention(shopper: SlotShopper): Promise<boolean> {
  const stats = await shopper.send('GET', '/api/orders/v1/customerorders/stats');
  return (stats.json() as { customerHasAnOrderRequiringPaymentAttention: boolean })
    .customerHasAnOrderRequiringPaymentAttention;
}

describe('View Order after fulfilment', () => {
  it("proves the view shows the actual totals and the line's substitute once picked, and no amend or cancel after the cut-off's statuses", async () => {
    const { shopper, orderId, order } = await placed();
    const slot = order.slot as { startDateTime: string; endDateTime: string };
    expect((await view(shopper, orderId)).links.length).toBeGreaterThan(0);

    await fulfilment().startFulfilment(orderId);
    const preparing = await view(shopper, orderId);
    expect(preparing).toMatchObject({
      status: 'FULFIL',
      links: [],
      actualTotals: null,
      capturedAmount: null,
      deliveryStatus: {
        status: 'BEING_PREPARED',
        text: 'Being prepared',
        etaStart: slot.startDateTime,
        etaEnd: slot.endDateTime,
      },
    });
    expect(preparing.orderLines[0]).toMatchObject({ substitutes: [], picked: null });

    await fulfilment().completePicking(orderId, [
      {
        position: 0,
        outcome: 'SUBSTITUTED',
        substituteProductId: CHEAP.id,
        substituteLineNumber: CHEAP.lineNumber,
      },
    ]);
    const picked = await view(shopper, orderId);
    expect(picked).toMatchObject({
      status: 'PICKED',
      links: [],
      actualTotals: {
        pickedPrice: { amount: 350, currencyCode: 'GBP' },
        paid: { amount: 350, currencyCode: 'GBP' },
      },
      capturedAmount: { amount: 350, currencyCode: 'GBP' },
      deliveryStatus: { status: 'READY', text: 'Ready', etaStart: slot.startDateTime },
    });
    expect(picked.orderLines[0]).toMatchObject({
      productId: catalogue.milk.id,
      picked: { outcome: 'SUBSTITUTED', quantity: { amount: 1, uom: 'C62' } },
      substitutes: [
        {
          productId: CHEAP.id,
          lineNumber: CHEAP.lineNumber,
          name: 'Cheaper milk',
          price: { amount: 350, currencyCode: 'GBP' },
          quantity: { amount: 1, uom: 'C62' },
        },
      ],
    });
    // The estimated totals stay as placed beside the actual ones.
    expect(picked.estimatedTotals.toPay.amount).toBe(500);

    await fulfilment().completeOrder(orderId);
    expect(await view(shopper, orderId)).toMatchObject({
      status: 'COMPLETED',
      links: [],
      deliveryStatus: { status: 'DELIVERED', text: 'Delivered', etaStart: null, etaEnd: null },
    });
    expect(await listed(shopper, 'previous')).toContain(orderId);
    expect(await listed(shopper, 'pending')).not.toContain(orderId);
  });

  it('proves a PAYMENT_FAILED order needs attention (stats, pending list, alert) until it is PAID (previous list)', async () => {
    const { shopper, orderId } = await placed('4000000000000341');
    expect(await needsAttention(shopper)).toBe(false);
    await fulfilment().startFulfilment(orderId);
    await fulfilment().completePicking(orderId, [{ position: 0, outcome: 'PICKED' }]);

    expect(await needsAttention(shopper)).toBe(true);
    expect(await listed(shopper, 'pending')).toContain(orderId);
    const failed = await view(shopper, orderId);
    expect(failed).toMatchObject({
      status: 'PAYMENT_FAILED',
      links: [],
      alerts: [{ type: 'PAYMENT_FAILED' }],
      actualTotals: { paid: { amount: 500 } },
      deliveryStatus: { status: 'READY' },
    });
    expect(failed.orderLines[0]).toMatchObject({
      picked: { outcome: 'PICKED', quantity: { amount: 1, uom: 'C62' } },
      substitutes: [],
    });

    const token = await shoppers.token(shopper.identity, '4242424242424242');
    const good = await t.app.services.paymentCards.save(shopper.identity, { token });
    if (good.outcome !== 'ok') throw new Error(good.outcome);
    const paid = await shopper.send('POST', `/api/orders/v1/failed-order-payments/${orderId}`, {
      paymentCardId: good.card.id,
    });
    expect(paid.statusCode, paid.body).toBe(200);

    expect(await needsAttention(shopper)).toBe(false);
    expect(await listed(shopper, 'previous')).toContain(orderId);
    expect(await listed(shopper, 'pending')).not.toContain(orderId);
    expect(await view(shopper, orderId)).toMatchObject({
      status: 'PAID',
      links: [],
      alerts: [],
      capturedAmount: { amount: 500 },
      deliveryStatus: { status: 'DELIVERED' },
    });
  });
});
