import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrolleyRepository } from '../trolley/trolley.repository.ts';
import { type OrderWorld, openOrderWorld } from './orders.fixture.ts';
import { OrdersRepository } from './orders.repository.ts';
import { placementRequestHash } from './orders.service.ts';
import { PlacementRecoveryRepository } from './placement-recovery.repository.ts';

/**
 * Issue 21 finding 6 (decision 0056): a placement that lost to another tab's while that one was
 * still running is told PLACEMENT_IN_PROGRESS; that is not its final answer. Replayed once the
 * other has finished, its key answers ORDER_EXISTS, never PLACEMENT_IN_PROGRESS for ever.
 */

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 360 });
});

afterAll(() => world.close());

describe("a losing tab's placement key", () => {
  it('proves the loser told PLACEMENT_IN_PROGRESS, replayed after the winning tab has placed the order, answers ORDER_EXISTS', async () => {
    const { t, shoppers } = world;
    const db = t.database.db;
    const orders = t.app.services.orders;
    const { shopper, orderId, input } = await shoppers.ready();
    const tabA = input('tab-a');
    const tabB = input('tab-b');

    // Tab A is between closing the trolley and writing its order (its process dies there).
    const claim = await new OrdersRepository(db).claimPlacement({
      customerId: shopper.id,
      idempotencyKey: tabA.idempotencyKey,
      customerOrderId: orderId,
      requestHash: placementRequestHash(tabA),
    });
    if (claim.kind !== 'claimed') throw new Error(claim.kind);
    await new PlacementRecoveryRepository(db).recordStep(claim.placementId, 'create-order');
    expect(await new TrolleyRepository(db).closeForOrder(shopper.id, orderId)).toBe(true);

    // Tab B loses while A runs.
    expect(await orders.placeOrder(shopper.identity, tabB)).toEqual({
      outcome: 'refused',
      code: 'PLACEMENT_IN_PROGRESS',
    });

    // A is swept back and tried again with its key: it places the order.
    expect(
      await t.app.placementRecovery.sweep({ leaseMs: 0, customerIds: [shopper.id] }),
    ).toMatchObject({ rolledBack: 1 });
    expect(await orders.placeOrder(shopper.identity, tabA)).toMatchObject({
      outcome: 'placed',
      order: { customerOrderId: orderId, status: 'PLACED' },
    });

    // B's key, replayed (a retry, a reload): the order exists, and says so every time.
    for (let i = 0; i < 2; i += 1) {
      expect(await orders.placeOrder(shopper.identity, tabB)).toEqual({
        outcome: 'refused',
        code: 'ORDER_EXISTS',
      });
    }
    // A key that kept PLACEMENT_IN_PROGRESS as its answer before this was fixed says so too.
    const tabC = input('tab-c');
    const legacy = await new OrdersRepository(db).claimPlacement({
      customerId: shopper.id,
      idempotencyKey: tabC.idempotencyKey,
      customerOrderId: orderId,
      requestHash: placementRequestHash(tabC),
    });
    if (legacy.kind !== 'claimed') throw new Error(legacy.kind);
    await new OrdersRepository(db).finishPlacement(legacy.placementId, 0, {
      outcome: 'refused',
      code: 'PLACEMENT_IN_PROGRESS',
    });
    expect(await orders.placeOrder(shopper.identity, tabC)).toEqual({
      outcome: 'refused',
      code: 'ORDER_EXISTS',
    });
    // Still one order, placed by A.
    expect(await orders.getOrder(shopper.identity, orderId)).toMatchObject({ status: 'PLACED' });
  });
});
