import { pspIdempotency, pspPayments } from '@grocer/db/schema/psp';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { SlotTestCatalogue } from '../slots/slots-catalogue.fixture.ts';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';
import type { TestTenders } from '../tenders/tenders.fixture.ts';
import type { PlaceOrderInput } from './orders.contract.ts';
import { type OrderShoppers, type OrderWorld, openOrderWorld } from './orders.fixture.ts';
import { PlacementRecoveryRepository } from './placement-recovery.repository.ts';
import { nextPlacementPause } from './placement-recovery.ts';

/**
 * Placement recovery (decision 0045) in this process: a placement stopped for good at a pause
 * point after a named step stands for one whose process was killed there. The sweep settles it
 * from the step its row recorded: undone before the payment, run again at the payment, kept
 * once placed; a card challenge never completed is undone after its expiry.
 */

const ENV = { MINIMUM_ORDER_COLLECTION_PENCE: '100' };

let t: TestApp;
let tenders: TestTenders;
let catalogue: SlotTestCatalogue;
let shoppers: OrderShoppers;
const paused: TestApp[] = [];

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 440, env: ENV });
  ({ t, tenders, catalogue, shoppers } = world);
});

afterAll(async () => {
  for (const app of paused) await app.close();
  await world.close();
});

/** An app on the same database whose placements stop for ever after `step`. */
async function pausingApp(step: string): Promise<TestApp> {
  const app = await createTestApp({
    database: t.database,
    env: { ...ENV, E2E_TEST_HOOKS: 'true', PLACEMENT_TEST_PAUSE_AFTER: step },
  });
  paused.push(app);
  return app;
}

/** Starts a placement on `app` and waits until it stops after its pause step. */
async function placeUntilPaused(app: TestApp, shopper: SlotShopper, input: PlaceOrderInput) {
  const pause = nextPlacementPause();
  void app.app.services.orders.placeOrder(shopper.identity, input);
  return pause;
}

const sweepOf = (
  shopper: SlotShopper,
  options: { leaseMs?: number; challengeExpiryMs?: number } = {},
) =>
  t.app.placementRecovery.sweep({
    leaseMs: 0,
    challengeExpiryMs: 3_600_000,
    ...options,
    customerIds: [shopper.id],
  });

const slotStatus = async (shopper: SlotShopper) =>
  (await t.app.services.slots.currentSlot(shopper.identity))?.status;

async function placementRows(shopper: SlotShopper) {
  const result = await t.database.db.execute(
    sql`SELECT state, step FROM order_placements WHERE customer_id = ${shopper.id}`,
  );
  return (result as unknown as { rows: { state: string; step: string | null }[] }).rows;
}

async function authorisationsOf(orderId: string): Promise<number> {
  const found = await t.database.db
    .select()
    .from(pspIdempotency)
    .where(like(pspIdempotency.key, `order-${orderId}-%`));
  return found.length;
}

describe('a placement killed between steps', () => {
  for (const step of ['create-order', 'confirm-slot', 'redeem-tenders'] as const) {
    it(`proves one stopped after ${step} is undone by the sweep (no order, trolley open with its lines, slot unconfirmed, gift card back) and the same key then places one order`, async () => {
      const app = await pausingApp(step);
      const { shopper, orderId, input } = await shoppers.ready();
      const card = await tenders.giftCard({ balance: 150 });
      await tenders.applyCard(orderId, shopper.id, card.id);
      const once = input(`kill-${step}`);
      expect(await placeUntilPaused(app, shopper, once)).toBe(step);
      // One record covers the database phase (decision 0045).
      expect(await placementRows(shopper)).toEqual([
        { state: 'IN_PROGRESS', step: 'create-order' },
      ]);

      // Within its lease it is left alone: it may still be running.
      expect(await sweepOf(shopper, { leaseMs: 60_000 })).toMatchObject({ rolledBack: 0 });
      expect(await placementRows(shopper)).toHaveLength(1);

      // The shopper reloads a page meanwhile: a fresh, empty trolley is opened for them.
      expect(await t.app.services.trolley.currentOrderId(shopper.identity)).not.toBe(orderId);
      expect(await sweepOf(shopper)).toMatchObject({ rolledBack: 1, rolledForward: 0 });
      expect(await t.app.services.orders.getOrder(shopper.identity, orderId)).toBeNull();
      expect(await t.app.services.trolley.openOrderId(shopper.identity)).toBe(orderId);
      const trolley = await t.app.services.trolley.getTrolley(shopper.identity, orderId);
      expect(trolley.trolleyItems.map((i) => i.productId)).toEqual([catalogue.milk.id]);
      expect(await slotStatus(shopper)).toBe('UNCONFIRMED');
      expect(await tenders.balanceOf(card.id)).toBe(150);
      expect(await placementRows(shopper)).toEqual([]);

      const retried = await t.app.services.orders.placeOrder(shopper.identity, once);
      expect(retried).toMatchObject({ outcome: 'placed', order: { customerOrderId: orderId } });
      expect(await t.app.services.orders.placeOrder(shopper.identity, once)).toEqual(retried);
      expect(await tenders.balanceOf(card.id)).toBe(0);
      expect(await slotStatus(shopper)).toBeUndefined();
      expect(await authorisationsOf(orderId)).toBe(1);
    });
  }

  it('proves one killed in its payment step is run on from it with the same provider key: one order, one authorisation', async () => {
    const app = await pausingApp('redeem-tenders');
    const { shopper, orderId, total, input } = await shoppers.ready();
    const once = input('kill-at-payment');
    await placeUntilPaused(app, shopper, once);
    // As if it had started the payment step when it died.
    const [row] = await placementRows(shopper);
    expect(row).toEqual({ state: 'IN_PROGRESS', step: 'create-order' });
    const placementId = await placementIdOf(shopper);
    await new PlacementRecoveryRepository(t.database.db).recordStep(
      placementId,
      'authorise-payment',
    );

    expect(await sweepOf(shopper)).toMatchObject({ rolledForward: 1, rolledBack: 0 });
    const order = await t.app.services.orders.getOrder(shopper.identity, orderId);
    expect(order).toMatchObject({ status: 'PLACED', amountToPayPence: total });
    expect(await placementRows(shopper)).toEqual([{ state: 'DONE', step: 'authorise-payment' }]);
    expect(await t.app.services.orders.placeOrder(shopper.identity, once)).toMatchObject({
      outcome: 'placed',
      order: { customerOrderId: orderId, status: 'PLACED' },
    });
    expect(await authorisationsOf(orderId)).toBe(1);
  });

  it('proves one killed after its payment was authorised keeps its order and answer', async () => {
    const app = await pausingApp('authorise-payment');
    const { shopper, orderId, input } = await shoppers.ready();
    const once = input('kill-after-payment');
    await placeUntilPaused(app, shopper, once);
    expect(await sweepOf(shopper)).toMatchObject({ settled: 1, rolledBack: 0 });
    expect(await t.app.services.orders.placeOrder(shopper.identity, once)).toMatchObject({
      outcome: 'placed',
      order: { customerOrderId: orderId, status: 'PLACED' },
    });
    expect(await slotStatus(shopper)).toBeUndefined();
    expect(await authorisationsOf(orderId)).toBe(1);
  });

  it('proves a dead placement that lost the trolley to another tab is released without touching the winner’s order', async () => {
    const { shopper, orderId, input } = await shoppers.ready();
    const won = await t.app.services.orders.placeOrder(shopper.identity, input('winner'));
    expect(won.outcome).toBe('placed');
    // The other tab died while trying to create the order (its close of the trolley failed).
    await t.database.db.execute(
      sql`INSERT INTO order_placements (customer_id, idempotency_key, customer_order_id,
            request_hash, step, progressed_at)
          VALUES (${shopper.id}, 'loser', ${orderId}::bigint, 'x', 'create-order',
            now() - interval '5 minutes')`,
    );
    expect(await sweepOf(shopper)).toMatchObject({ rolledBack: 1 });
    expect(await t.app.services.orders.getOrder(shopper.identity, orderId)).toMatchObject({
      status: 'PLACED',
    });
    expect(await t.app.services.trolley.openOrderId(shopper.identity)).not.toBe(orderId);
    expect(await placementRows(shopper)).toEqual([{ state: 'DONE', step: 'authorise-payment' }]);
  });

  it('proves a trolley left closed without an order is opened again, but only once no live placement of it may be about to write its order', async () => {
    const { shopper, orderId, input } = await shoppers.ready();
    // Died between closing the trolley and writing the order; another tab is in the same gap.
    await t.database.db.execute(
      sql`UPDATE trolleys SET status = 'ORDERED' WHERE customer_order_id = ${orderId}::bigint`,
    );
    for (const [key, age] of [
      ['dead', '5 minutes'],
      ['live', '0 seconds'],
    ]) {
      await t.database.db.execute(
        sql`INSERT INTO order_placements (customer_id, idempotency_key, customer_order_id,
              request_hash, step, progressed_at)
            VALUES (${shopper.id}, ${key}, ${orderId}::bigint, 'x', 'create-order',
              now() - ${age}::interval)`,
      );
    }
    expect(await sweepOf(shopper, { leaseMs: 60_000 })).toMatchObject({
      deferred: 1,
      rolledBack: 0,
    });
    expect(await t.app.services.trolley.openOrderId(shopper.identity)).not.toBe(orderId);
    // The other tab died too.
    await t.database.db.execute(
      sql`UPDATE order_placements SET progressed_at = now() - interval '5 minutes'
          WHERE customer_id = ${shopper.id}`,
    );
    expect(await sweepOf(shopper, { leaseMs: 60_000 })).toMatchObject({ rolledBack: 2 });
    expect(await placementRows(shopper)).toEqual([]);
    expect(await t.app.services.trolley.openOrderId(shopper.identity)).toBe(orderId);
    expect(await t.app.services.orders.placeOrder(shopper.identity, input())).toMatchObject({
      outcome: 'placed',
    });
  });
});

describe('the recovery worker', () => {
  it('proves a process started with ORDER_RECOVERY_WORKER sweeps at start-up (a placement dead for minutes is settled) and stops when closed', async () => {
    const { shopper, orderId } = await shoppers.ready();
    await t.database.db.execute(
      sql`UPDATE trolleys SET status = 'ORDERED' WHERE customer_order_id = ${orderId}::bigint`,
    );
    await t.database.db.execute(
      sql`INSERT INTO order_placements (customer_id, idempotency_key, customer_order_id,
            request_hash, step, progressed_at)
          VALUES (${shopper.id}, 'dead-at-start', ${orderId}::bigint, 'x', 'create-order',
            now() - interval '10 minutes')`,
    );
    const worker = await createTestApp({
      database: t.database,
      env: { ...ENV, ORDER_RECOVERY_WORKER: 'true' },
    });
    await worker.close();
    expect(await placementRows(shopper)).toEqual([]);
    expect(await t.app.services.trolley.openOrderId(shopper.identity)).toBe(orderId);
  });
});

describe('a card challenge never completed', () => {
  it('proves the order waits within the expiry, then is undone as a failed challenge is: payment voided, gift card back, slot unconfirmed, trolley open', async () => {
    const { shopper, orderId, input } = await shoppers.ready('4000000000003220');
    const card = await tenders.giftCard({ balance: 120 });
    await tenders.applyCard(orderId, shopper.id, card.id);
    const once = input('challenge');
    const waiting = await t.app.services.orders.placeOrder(shopper.identity, once);
    expect(waiting).toMatchObject({ outcome: 'security-needed' });
    // A waiting order is not half: a sweep within the expiry leaves it.
    expect(await sweepOf(shopper)).toMatchObject({ challengesExpired: 0, rolledBack: 0 });
    const pending = await t.app.services.orders.getOrder(shopper.identity, orderId);
    expect(pending).toMatchObject({ status: 'PENDING' });

    expect(await sweepOf(shopper, { challengeExpiryMs: 0 })).toMatchObject({
      challengesExpired: 1,
    });
    expect(await t.app.services.orders.getOrder(shopper.identity, orderId)).toBeNull();
    expect(await t.app.services.trolley.openOrderId(shopper.identity)).toBe(orderId);
    expect(await slotStatus(shopper)).toBe('UNCONFIRMED');
    expect(await tenders.balanceOf(card.id)).toBe(120);
    const [payment] = await t.database.db
      .select({ status: pspPayments.status })
      .from(pspPayments)
      .where(eq(pspPayments.id, pending?.paymentId as string));
    expect(payment?.status).toBe('VOIDED');
    expect(await t.app.services.orders.placeOrder(shopper.identity, once)).toEqual({
      outcome: 'refused',
      code: 'PAYMENT_DECLINED',
    });
  });
});

async function placementIdOf(shopper: SlotShopper): Promise<number> {
  const result = await t.database.db.execute(
    sql`SELECT id FROM order_placements WHERE customer_id = ${shopper.id}`,
  );
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  if (!row) throw new Error('no placement');
  return row.id;
}
