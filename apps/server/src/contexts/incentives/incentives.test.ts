import type { PricingIncentive } from '@grocer/domain/incentives/incentive-rules';
import { addDays } from '@grocer/domain/time/calendar-date';
import { londonIsoDate } from '@grocer/domain/time/london-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails } from '../orders/order-history.contract.ts';
import { type OrderWorld, openOrderWorld } from '../orders/orders.fixture.ts';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';
import type { IncentiveOffer, IncentiveOffers } from './incentives.contract.ts';

/**
 * Personal offers over HTTP on the real contexts (issue 27 part C, decision 0088): only members
 * have offers, another customer's offer is a 404, a loaded offer comes off the trolley as
 * incentive savings and stays in the placed order's totals; a slow or failing incentives source
 * at checkout is ignored and the order is placed.
 */

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 620 });
});

afterAll(() => world.close());

async function member(shopper: SlotShopper) {
  await world.t.app.services.loyalty.join(shopper.identity);
}

async function offersOf(shopper: SlotShopper): Promise<IncentiveOffers> {
  const response = await shopper.send('GET', '/api/incentives/v1/offers');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('incentive offers', () => {
  it('proves a non-member has none, and a member is given a varied set once, some time-limited', async () => {
    const shopper = await world.shoppers.stranger();
    expect(await offersOf(shopper)).toEqual({ member: false, offers: [] });
    await member(shopper);
    const [first, again] = await Promise.all([offersOf(shopper), offersOf(shopper)]);
    expect(first.member).toBe(true);
    expect(again.offers.map((o) => o.id)).toEqual(first.offers.map((o) => o.id));
    const spend = first.offers.find((o) => o.description === '£5 off when you spend £40 or more');
    expect(spend).toMatchObject({
      kind: 'SPEND_AMOUNT_OFF',
      value: 500,
      thresholdPence: 4000,
      status: 'LIVE',
      endsText: 'Ends in 14 days',
      loaded: false,
    });
    expect(first.offers.some((o) => o.endsText === 'Ends today')).toBe(true);
  });

  it('proves load and unload (PATCH, POST and DELETE) change what the trolley takes off', async () => {
    const ready = await world.shoppers.ready();
    const { shopper, orderId } = ready;
    await member(shopper);
    const before = await world.t.app.services.trolley.getTrolley(shopper.identity, orderId);
    const items = before.trolleyTotals.itemTotalEstimatedCost.amount;
    const offerId = await world.t.app.services.incentives.grant(shopper.id, {
      kind: 'PRODUCT_AMOUNT_OFF',
      description: '10p off Slotty milk',
      value: 10,
      lineNumber: world.catalogue.milk.lineNumber,
    });

    const loaded = await shopper.send('PATCH', `/api/incentives/v1/offers/${offerId}/load`, {});
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect((loaded.json() as IncentiveOffer).loaded).toBe(true);
    const after = await world.t.app.services.trolley.getTrolley(shopper.identity, orderId);
    expect(after.trolleyTotals.itemTotalEstimatedCost.amount).toBe(items - 10);
    expect(after.trolleyTotals.savingsFromOffersAndIncentives.amount).toBe(
      before.trolleyTotals.savingsFromOffersAndIncentives.amount + 10,
    );

    const unloaded = await shopper.send('PATCH', `/api/incentives/v1/offers/${offerId}/unload`);
    expect((unloaded.json() as IncentiveOffer).loaded).toBe(false);
    const plain = await world.t.app.services.trolley.getTrolley(shopper.identity, orderId);
    expect(plain.trolleyTotals.itemTotalEstimatedCost.amount).toBe(items);

    const posted = await shopper.send('POST', '/api/incentives/v1/incentives', { offerId });
    expect(posted.statusCode, posted.body).toBe(201);
    const deleted = await shopper.send('DELETE', `/api/incentives/v1/incentives/${offerId}`);
    expect(deleted.statusCode).toBe(204);
    expect((await offersOf(shopper)).offers.find((o) => o.id === offerId)?.loaded).toBe(false);
  });

  it('proves another customer’s offer answers 404, bad input 400, an ended offer 422, anonymous 401', async () => {
    const owner = await world.shoppers.stranger();
    const stranger = await world.shoppers.stranger();
    await member(owner);
    await member(stranger);
    const today = londonIsoDate(new Date());
    const offerId = await world.t.app.services.incentives.grant(owner.id, {
      kind: 'SPEND_AMOUNT_OFF',
      description: '£1 off',
      value: 100,
      lineNumber: null,
    });
    const ended = await world.t.app.services.incentives.grant(owner.id, {
      kind: 'SPEND_AMOUNT_OFF',
      description: '£2 off',
      value: 200,
      lineNumber: null,
      validTo: addDays(today, -1),
    });
    for (const [method, url, body] of [
      ['PATCH', `/api/incentives/v1/offers/${offerId}/load`, {}],
      ['PATCH', `/api/incentives/v1/offers/${offerId}/unload`, {}],
      ['POST', '/api/incentives/v1/incentives', { offerId }],
      ['DELETE', `/api/incentives/v1/incentives/${offerId}`, undefined],
    ] as const) {
      const response = await stranger.send(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'INCENTIVE_NOT_FOUND' });
    }
    expect(
      (await stranger.send('PATCH', '/api/incentives/v1/offers/abc/load', {})).statusCode,
    ).toBe(400);
    expect(
      (await owner.send('POST', '/api/incentives/v1/incentives', { offerId: 'one' })).statusCode,
    ).toBe(400);
    expect(
      (await owner.send('PATCH', `/api/incentives/v1/offers/${offerId}/load`, { extra: 1 }))
        .statusCode,
    ).toBe(400);
    const late = await owner.send('PATCH', `/api/incentives/v1/offers/${ended}/load`, {});
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ code: 'INCENTIVE_EXPIRED' });
    expect((await offersOf(owner)).offers.map((o) => o.id)).not.toContain(ended);
    const anonymous = await world.t.app.inject({ method: 'GET', url: '/api/incentives/v1/offers' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('proves a loaded offer shows as incentiveSavings in the placed order', async () => {
    const ready = await world.shoppers.ready();
    await member(ready.shopper);
    const offerId = await world.t.app.services.incentives.grant(ready.shopper.id, {
      kind: 'PRODUCT_AMOUNT_OFF',
      description: '10p off Slotty milk',
      value: 10,
      lineNumber: world.catalogue.milk.lineNumber,
      loaded: true,
    });
    expect(offerId).toBeGreaterThan(0);
    const outcome = await world.t.app.services.orders.placeOrder(
      ready.shopper.identity,
      ready.input(),
    );
    expect(outcome.outcome).toBe('placed');
    const response = await ready.shopper.send('GET', `/api/orders/v1/orders/${ready.orderId}`);
    const order = response.json() as OrderDetails;
    expect(order.estimatedTotals).toMatchObject({
      incentiveSavings: { amount: 10 },
      totalPrice: { amount: ready.total - 10 },
    });

    // Picked as ordered, the card is charged what the shopper was shown: the offer still off.
    const { fulfilment } = world.t.app.services;
    expect((await fulfilment.startFulfilment(ready.orderId)).outcome).toBe('ok');
    await fulfilment.completePicking(ready.orderId, [{ position: 0, outcome: 'PICKED' }]);
    expect(await fulfilment.getOrder(ready.orderId)).toMatchObject({
      status: 'PICKED',
      capturedPence: ready.total - 10,
    });
  });
});

describe('incentives at checkout', () => {
  let slow: OrderWorld;
  let mode: 'slow' | 'failing' = 'slow';
  beforeAll(async () => {
    slow = await openOrderWorld({
      firstRun: 640,
      incentives: {
        deadlineMs: 50,
        source: () => ({
          loadedIncentives: (): Promise<PricingIncentive[]> =>
            mode === 'slow' ? new Promise(() => {}) : Promise.reject(new Error('offers down')),
        }),
      },
    });
  });
  afterAll(() => slow.close());

  it('proves a slow or failing incentives source is ignored and the order is placed', async () => {
    for (const next of ['slow', 'failing'] as const) {
      mode = next;
      const ready = await slow.shoppers.ready();
      await slow.t.app.services.loyalty.join(ready.shopper.identity);
      await slow.t.app.services.incentives.grant(ready.shopper.id, {
        kind: 'SPEND_AMOUNT_OFF',
        description: '5p off',
        value: 5,
        lineNumber: null,
        loaded: true,
      });
      const outcome = await slow.t.app.services.orders.placeOrder(
        ready.shopper.identity,
        ready.input(),
      );
      expect(outcome.outcome, next).toBe('placed');
      const response = await ready.shopper.send('GET', `/api/orders/v1/orders/${ready.orderId}`);
      expect((response.json() as OrderDetails).estimatedTotals).toMatchObject({
        incentiveSavings: { amount: 0 },
        totalPrice: { amount: ready.total },
      });
    }
    expect(slow.t.logs.some((line) => line.msg === 'incentives ignored')).toBe(true);
  });
});
