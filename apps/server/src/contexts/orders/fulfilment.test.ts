import { jobs } from '@grocer/db/schema/jobs';
import { pspPayments } from '@grocer/db/schema/psp';
import type { Identity } from '@grocer/domain/identity/identity';
import { and, eq, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { type OrderShoppers, type OrderWorld, openOrderWorld } from './orders.fixture.ts';

/**
 * Fulfilment through the real contexts (decision 0043): a placed order starts fulfilment at its
 * cut-off through the job queue, picking records a substitution and prices the actual totals
 * with the pricing engine, the capture takes the actual amount, a capture the sandbox refuses
 * makes the order PAYMENT_FAILED, and the customer's payment with another card makes it PAID.
 */

let t: TestApp;
let shoppers: OrderShoppers;
const CHEAP = { id: `fulfil-cheap-${Date.now()}`, lineNumber: `97${Date.now()}`.slice(0, 14) };
const DEAR = { id: `fulfil-dear-${Date.now()}`, lineNumber: `96${Date.now()}`.slice(0, 14) };

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 40 });
  ({ t, shoppers } = world);
  // A substitute at £3.50 where the ordered milk is £5.00.
  await world.addSubstitute({ ...CHEAP, name: 'Cheaper milk', pricePence: 350 });
  // A substitute at £6.50: dearer than the £5.00 authorised.
  await world.addSubstitute({ ...DEAR, name: 'Dearer milk', pricePence: 650 });
});

/** Cards saved here besides the fixture's, removed with their payments afterwards. */
const token = (shopper: Identity, cardNumber: string) => shoppers.token(shopper, cardNumber);

afterAll(async () => {
  await t.database.db.delete(jobs).where(like(jobs.jobKey, 'order-%'));
  await world.close();
});

async function placed(cardNumber?: string) {
  const ready = await shoppers.ready(cardNumber);
  const outcome = await t.app.services.orders.placeOrder(ready.shopper.identity, ready.input());
  if (outcome.outcome !== 'placed') throw new Error(`not placed: ${JSON.stringify(outcome)}`);
  return { ...ready, order: outcome.order };
}

const fulfilment = () => t.app.services.fulfilment;

const captured = async (paymentId: string) =>
  (await t.database.db.select().from(pspPayments).where(eq(pspPayments.id, paymentId)))[0];

describe('fulfilment', () => {
  it('proves the scheduler starts fulfilment of a placed order at its cut-off, once', async () => {
    const { orderId, order } = await placed();
    const cutOff = new Date((order.slot as { amendOrderCutOff: string }).amendOrderCutOff);
    expect(
      await fulfilment().enqueueDue(new Date(cutOff.getTime() - 60_000)),
    ).toBeGreaterThanOrEqual(0);
    const key = `order-${orderId}-fulfil`;
    expect(await t.database.db.select().from(jobs).where(eq(jobs.jobKey, key))).toEqual([]);
    expect(
      await fulfilment().enqueueDue(new Date(cutOff.getTime() + 1_000)),
    ).toBeGreaterThanOrEqual(1);
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.jobKey, key));
    expect(queued).toHaveLength(1);
    // A second pass finds the order still due and queues nothing more for it. (Its count is not
    // asserted: on PostgreSQL other test files place orders due by then at the same time.)
    await fulfilment().enqueueDue(new Date(cutOff.getTime() + 2_000));
    expect(await t.database.db.select().from(jobs).where(eq(jobs.jobKey, key))).toEqual(queued);
    // Other files' orders past that time are not this test's to start.
    await t.database.db
      .delete(jobs)
      .where(and(eq(jobs.kind, 'order.start-fulfilment'), ne(jobs.jobKey, key)));
    await t.app.jobs.worker.runOnce();
    expect((await fulfilment().getOrder(orderId))?.status).toBe('FULFIL');
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.jobKey, key));
    expect(job?.status).toBe('DONE');
    // The automatic picker waits its hour (FULFILMENT_AUTO_PICK_MINUTES).
    const [autoPick] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.jobKey, `order-${orderId}-auto-pick`));
    expect(autoPick?.runAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it('proves picking with a substitution prices the actual totals and captures the actual amount', async () => {
    const { orderId, order } = await placed();
    expect(order.amountToPayPence).toBe(500);
    expect((await fulfilment().startFulfilment(orderId)).outcome).toBe('ok');
    const refused = await fulfilment().completePicking(orderId, [
      { position: 0, outcome: 'SUBSTITUTED', substituteProductId: 'no-such-product' },
    ]);
    expect(refused).toMatchObject({ outcome: 'refused', code: 'PICKING_INVALID' });
    const picked = await fulfilment().completePicking(orderId, [
      {
        position: 0,
        outcome: 'SUBSTITUTED',
        substituteProductId: CHEAP.id,
        substituteLineNumber: CHEAP.lineNumber,
      },
    ]);
    expect(picked).toMatchObject({
      outcome: 'ok',
      order: {
        status: 'PICKED',
        capturedPence: 350,
        actualTotals: { pickedPrice: { amount: 350 }, paid: { amount: 350 } },
      },
    });
    expect(await captured(order.paymentId as string)).toMatchObject({
      status: 'CAPTURED',
      capturedPence: 350,
    });
    // Completion waits for the slot's end.
    const [complete] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.jobKey, `order-${orderId}-complete`));
    expect(complete?.runAt.toISOString()).toBe(
      new Date((order.slot as { endDateTime: string }).endDateTime).toISOString(),
    );
    // The completion job, once due, completes the order.
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1_000) })
      .where(eq(jobs.jobKey, `order-${orderId}-complete`));
    await t.app.jobs.worker.runOnce();
    expect((await fulfilment().getOrder(orderId))?.status).toBe('COMPLETED');
    // Picking twice is refused: the order has moved on.
    expect(await fulfilment().completePicking(orderId, [])).toMatchObject({
      code: 'ORDER_STATUS_CONFLICT',
      status: 'COMPLETED',
    });
  });

  it('proves the automatic picker picks an unpicked order as ordered, and staff may complete it early', async () => {
    const { orderId, order } = await placed();
    await fulfilment().startFulfilment(orderId);
    expect((await fulfilment().completeOrder(orderId)).outcome).toBe('refused');
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1_000) })
      .where(eq(jobs.jobKey, `order-${orderId}-auto-pick`));
    await t.app.jobs.worker.runOnce();
    const picked = await fulfilment().getOrder(orderId);
    expect(picked).toMatchObject({
      status: 'PICKED',
      capturedPence: 500,
      picking: [{ position: 0, outcome: 'PICKED' }],
    });
    expect(await captured(order.paymentId as string)).toMatchObject({ capturedPence: 500 });
    expect(await fulfilment().completeOrder(orderId)).toMatchObject({
      outcome: 'ok',
      order: { status: 'COMPLETED' },
    });
  });

  it('proves a refused capture makes the order PAYMENT_FAILED, and paying with another card makes it PAID', async () => {
    const { orderId, shopper } = await placed('4000000000000341');
    await fulfilment().startFulfilment(orderId);
    const picked = await fulfilment().completePicking(orderId, [
      { position: 0, outcome: 'PICKED' },
    ]);
    expect(picked).toMatchObject({
      outcome: 'ok',
      order: { status: 'PAYMENT_FAILED', captureFailure: 'The card issuer declined the capture.' },
    });
    const url = `/api/orders/v1/failed-order-payments/${orderId}`;
    const resolution = await shopper.send('GET', url);
    expect(resolution.statusCode).toBe(200);
    expect(resolution.json()).toEqual({
      paymentResolutionEnabled: true,
      resolved: false,
      paymentAttemptAllowed: true,
      totalToPay: { amount: 500, currencyCode: 'GBP' },
    });
    const stranger = await shoppers.stranger();
    expect((await stranger.send('GET', url)).statusCode).toBe(404);
    expect((await stranger.send('POST', url, { paymentCardId: 1 })).statusCode).toBe(404);

    // The failing card again: its capture is refused once more, and the order stays unpaid.
    const [failingCard] = (await t.app.services.paymentCards.list(shopper.identity)) ?? [];
    const again = await shopper.send('POST', url, { paymentCardId: failingCard?.id });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'PAYMENT_DECLINED' });

    const good = await t.app.services.paymentCards.save(shopper.identity, {
      token: await token(shopper.identity, '4242424242424242'),
    });
    if (good.outcome !== 'ok') throw new Error(good.outcome);
    const paid = await shopper.send('POST', url, { paymentCardId: good.card.id });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ resolved: true, paymentAttemptAllowed: false });
    expect((await fulfilment().getOrder(orderId))?.status).toBe('PAID');
    const after = await shopper.send('POST', url, { paymentCardId: good.card.id });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 'PAYMENT_NOT_ALLOWED' });
  });

  it('proves a substitute dearer than authorised captures the authorised amount, makes the order PAYMENT_FAILED, and resolving pays exactly the difference', async () => {
    const { orderId, order, shopper } = await placed();
    expect(order.amountToPayPence).toBe(500);
    await fulfilment().startFulfilment(orderId);
    const picked = await fulfilment().completePicking(orderId, [
      {
        position: 0,
        outcome: 'SUBSTITUTED',
        substituteProductId: DEAR.id,
        substituteLineNumber: DEAR.lineNumber,
      },
    ]);
    expect(picked).toMatchObject({
      outcome: 'ok',
      order: {
        status: 'PAYMENT_FAILED',
        capturedPence: 500,
        uncoveredPence: 150,
        actualTotals: { paid: { amount: 650 } },
      },
    });
    expect(await captured(order.paymentId as string)).toMatchObject({
      status: 'CAPTURED',
      capturedPence: 500,
    });
    // No completion while money is owed.
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.jobKey, `order-${orderId}-complete`)),
    ).toEqual([]);
    const url = `/api/orders/v1/failed-order-payments/${orderId}`;
    expect((await shopper.send('GET', url)).json()).toEqual({
      paymentResolutionEnabled: true,
      resolved: false,
      paymentAttemptAllowed: true,
      totalToPay: { amount: 150, currencyCode: 'GBP' },
    });
    const [card] = (await t.app.services.paymentCards.list(shopper.identity)) ?? [];
    const paid = await shopper.send('POST', url, { paymentCardId: card?.id });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ resolved: true, totalToPay: { amount: 0 } });
    const after = await fulfilment().getOrder(orderId);
    expect(after).toMatchObject({ status: 'PAID', capturedPence: 650, uncoveredPence: 0 });
    const payments = await t.database.db
      .select()
      .from(pspPayments)
      .where(eq(pspPayments.token, (await captured(order.paymentId as string))?.token as string));
    expect(payments.map((p) => p.capturedPence).sort((a, b) => a - b)).toEqual([150, 500]);
  });

  it('proves a resolution payment needing card authentication answers SECURITY_NEEDED, then resumes to PAID', async () => {
    const { orderId, shopper } = await placed('4000000000000341');
    await fulfilment().startFulfilment(orderId);
    await fulfilment().completePicking(orderId, [{ position: 0, outcome: 'PICKED' }]);
    const challenged = await t.app.services.paymentCards.save(shopper.identity, {
      token: await token(shopper.identity, '4000000000003220'),
    });
    if (challenged.outcome !== 'ok') throw new Error(challenged.outcome);
    const url = `/api/orders/v1/failed-order-payments/${orderId}`;
    const first = await shopper.send('POST', url, { paymentCardId: challenged.card.id });
    expect(first.statusCode).toBe(409);
    const { challengeUrl } = first.json().detail;
    expect(challengeUrl).toMatch(/^\/psp\/challenge\//);
    expect((await fulfilment().getOrder(orderId))?.status).toBe('PAYMENT_FAILED');
    await t.app.inject({ method: 'POST', url: challengeUrl, payload: { result: 'complete' } });
    const resumed = await shopper.send('POST', `${url}/payment-authentication`);
    expect(resumed.statusCode).toBe(200);
    expect((await fulfilment().getOrder(orderId))?.status).toBe('PAID');
  });

  it('proves an order not in PAYMENT_FAILED offers no payment attempt', async () => {
    const { orderId, shopper } = await placed();
    const response = await shopper.send('GET', `/api/orders/v1/failed-order-payments/${orderId}`);
    expect(response.json()).toMatchObject({
      paymentAttemptAllowed: false,
      resolved: false,
      totalToPay: { amount: 0 },
    });
  });
});
