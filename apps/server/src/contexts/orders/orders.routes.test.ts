import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import type { SlotTestCatalogue } from '../slots/slots-catalogue.fixture.ts';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';
import type { PlaceOrderInput } from './orders.contract.ts';
import { type OrderShoppers, type OrderWorld, openOrderWorld } from './orders.fixture.ts';

/**
 * The order routes over real HTTP (decision 0040): status codes, the error catalogue's codes,
 * the Idempotency-Key header and who may see an order.
 */

let t: TestApp;
let catalogue: SlotTestCatalogue;
let shoppers: OrderShoppers;

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 20 });
  ({ t, catalogue, shoppers } = world);
});

afterAll(() => world.close());

const place = (shopper: SlotShopper, input: PlaceOrderInput, key?: string | null) => {
  const { idempotencyKey, ...payload } = input;
  return shopper.send(
    'POST',
    '/api/orders/v1/orders',
    payload,
    key === null ? {} : { 'idempotency-key': key ?? idempotencyKey },
  );
};

describe('POST /api/orders/v1/orders', () => {
  it('proves a placed order answers 201 with the order, and the same key again the same order', async () => {
    const { shopper, orderId, input } = await shoppers.ready();
    const once = input();
    const first = await place(shopper, once);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ customerOrderId: orderId, status: 'PLACED' });
    const again = await place(shopper, once);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const read = await shopper.send('GET', `/api/orders/v1/orders/${orderId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ customerOrderId: orderId, status: 'PLACED' });
  });

  it('proves a card needing 3-D Secure answers 409 SECURITY_NEEDED with the challenge, and payment-authentication then places it', async () => {
    const { shopper, orderId, input } = await shoppers.ready('4000000000003220');
    const waiting = await place(shopper, input());
    expect(waiting.statusCode).toBe(409);
    const body = waiting.json() as { code: string; detail: { challengeUrl: string } };
    expect(body.code).toBe('SECURITY_NEEDED');
    await t.app.inject({
      method: 'POST',
      url: body.detail.challengeUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=complete',
    });
    const resumed = await shopper.send(
      'POST',
      `/api/orders/v1/orders/${orderId}/payment-authentication`,
    );
    expect(resumed.statusCode, resumed.body).toBe(201);
    expect(resumed.json()).toMatchObject({ status: 'PLACED' });
  });

  it('proves a declined card is 422 PAYMENT_DECLINED and the order is not there', async () => {
    const { shopper, orderId, input } = await shoppers.ready('4000000000000002');
    const refused = await place(shopper, input());
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect((await shopper.send('GET', `/api/orders/v1/orders/${orderId}`)).statusCode).toBe(404);
  });

  it('proves an empty trolley is 422 TROLLEY_EMPTY, and lines without a slot 422 NO_SLOT', async () => {
    const shopper = await shoppers.stranger();
    const orderId = (await t.app.services.trolley.currentOrderId(shopper.identity)) as string;
    const input = { customerOrderId: orderId, paymentCardId: 1, idempotencyKey: 'empty' };
    const empty = await place(shopper, input);
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ code: 'TROLLEY_EMPTY' });
    await catalogue.putInTrolley(orderId, catalogue.milk);
    const noSlot = await place(shopper, { ...input, idempotencyKey: 'no-slot' });
    expect(noSlot.statusCode).toBe(422);
    expect(noSlot.json()).toMatchObject({ code: 'NO_SLOT' });
  });

  it('proves bad input is a 400 naming the field, and nothing is placed', async () => {
    const { shopper, orderId, input } = await shoppers.ready();
    const noKey = await place(shopper, input(), null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const badCard = await shopper.send(
      'POST',
      '/api/orders/v1/orders',
      { customerOrderId: orderId, paymentCardId: 'x' },
      { 'idempotency-key': 'k-bad' },
    );
    expect(badCard.statusCode).toBe(400);
    expect(badCard.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const extra = await shopper.send(
      'POST',
      '/api/orders/v1/orders',
      { customerOrderId: orderId, paymentCardId: 1, surprise: true },
      { 'idempotency-key': 'k-extra' },
    );
    expect(extra.statusCode).toBe(400);
    expect((await shopper.send('GET', `/api/orders/v1/orders/${orderId}`)).statusCode).toBe(404);
  });

  it('proves the anonymous get 401, and another customer 404 for the order and its resume', async () => {
    const { shopper, orderId, input } = await shoppers.ready();
    expect((await place(shopper, input())).statusCode).toBe(201);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/orders/v1/orders/${orderId}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await shoppers.stranger();
    expect((await stranger.send('GET', `/api/orders/v1/orders/${orderId}`)).statusCode).toBe(404);
    expect(
      (await stranger.send('POST', `/api/orders/v1/orders/${orderId}/payment-authentication`))
        .statusCode,
    ).toBe(404);
    const theirs = await place(stranger, input('stranger-key'));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'TROLLEY_NOT_FOUND' });
  });
});
