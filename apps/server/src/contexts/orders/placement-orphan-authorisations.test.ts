import { pspIdempotency, pspPayments } from '@grocer/db/schema/psp';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentCardTokens } from '../payments/payment-card-tokens.ts';
import { PaymentCardsRepository } from '../payments/payment-cards.repository.ts';
import { type OrderWorld, openOrderWorld } from './orders.fixture.ts';
import { OrdersRepository } from './orders.repository.ts';
import { placementRequestHash } from './orders.service.ts';

/**
 * Issue 21 (decision 0056): a card hold the shop made that no order owns (a process died between
 * the provider's answer and the order recording it, an amend's old authorisation never voided)
 * is voided by the recovery sweep once its lease has passed, unless a placement of its order is
 * still running; a hold an order owns is never touched. A replay of the voided hold's key is not
 * taken for an authorisation.
 */

let world: OrderWorld;
const orphanKeys: string[] = [];

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 380 });
});

afterAll(async () => {
  for (const key of orphanKeys)
    await world.t.database.db.delete(pspIdempotency).where(like(pspIdempotency.key, key));
  await world.close();
});

describe('card holds no order owns', () => {
  it('proves a hold made through the payments service with no order is voided by a sweep after its lease, one a placed order owns is not, and the voided key cannot place an order', async () => {
    const { t, shoppers } = world;
    const db = t.database.db;
    const status = async (paymentId: string) =>
      (
        await db
          .select({ status: pspPayments.status })
          .from(pspPayments)
          .where(eq(pspPayments.id, paymentId))
      )[0]?.status;

    // An order that owns its hold.
    const owner = await shoppers.ready();
    const placed = await t.app.services.orders.placeOrder(
      owner.shopper.identity,
      owner.input('owner'),
    );
    if (placed.outcome !== 'placed') throw new Error(placed.outcome);
    const owned = placed.order.paymentId as string;

    // A hold under a placement's key of another trolley, whose order was never recorded.
    const lost = await shoppers.ready();
    orphanKeys.push(`amend-${lost.orderId}-%`);
    const key = `order-${lost.orderId}-lost`;
    const tokens = createPaymentCardTokens({
      repository: new PaymentCardsRepository(db),
      now: () => new Date(),
    });
    const held = await t.app.services.paymentProvider.authorise({
      token: (await tokens.cardToken(lost.shopper.id, lost.input().paymentCardId)) as string,
      amountPence: lost.total,
      idempotencyKey: key,
    });
    if (held.outcome !== 'authorised') throw new Error(held.outcome);
    const orphan = held.paymentId;

    const scope = {
      customerIds: [owner.shopper.id, lost.shopper.id],
      customerOrderIds: [owner.orderId, lost.orderId],
    };
    // Within its lease it is left alone: a placement may be about to record it.
    expect(await t.app.placementRecovery.sweep({ ...scope, leaseMs: 60_000 })).toMatchObject({
      orphansVoided: 0,
    });
    expect(await status(orphan)).toBe('AUTHORISED');

    // Past its lease, but a placement of that trolley is running: it may still claim the hold.
    const orders = new OrdersRepository(db);
    const running = await orders.claimPlacement({
      customerId: lost.shopper.id,
      idempotencyKey: 'running',
      customerOrderId: lost.orderId,
      requestHash: placementRequestHash(lost.input('running')),
    });
    if (running.kind !== 'claimed') throw new Error(running.kind);
    expect(
      await t.app.placementRecovery.sweep({
        leaseMs: 0,
        // The running placement is not this sweep's to settle; the holds are.
        customerIds: [owner.shopper.id],
        customerOrderIds: scope.customerOrderIds,
      }),
    ).toMatchObject({ orphansVoided: 0, failed: 0 });
    expect(await status(orphan)).toBe('AUTHORISED');
    await orders.releasePlacement(running.placementId);

    // Nothing can claim it now: voided. The order's hold stays.
    expect(await t.app.placementRecovery.sweep({ ...scope, leaseMs: 0 })).toMatchObject({
      orphansVoided: 1,
      failed: 0,
    });
    expect(await status(orphan)).toBe('VOIDED');
    expect(await status(owned)).toBe('AUTHORISED');
    expect(
      await t.app.services.orders.getOrder(owner.shopper.identity, owner.orderId),
    ).toMatchObject({ status: 'PLACED', paymentId: owned });
    expect(await t.app.placementRecovery.sweep({ ...scope, leaseMs: 0 })).toMatchObject({
      orphansVoided: 0,
    });

    // The voided hold's key replayed by a placement is no authorisation: refused, no order.
    expect(
      await t.app.services.orders.placeOrder(lost.shopper.identity, lost.input('lost')),
    ).toEqual({ outcome: 'refused', code: 'PAYMENT_DECLINED' });
    expect(await t.app.services.orders.getOrder(lost.shopper.identity, lost.orderId)).toBeNull();
    // A new attempt places it with a hold of its own.
    const again = await t.app.services.orders.placeOrder(
      lost.shopper.identity,
      lost.input('again'),
    );
    expect(again).toMatchObject({ outcome: 'placed', order: { customerOrderId: lost.orderId } });
    if (again.outcome !== 'placed') return;
    expect(again.order.paymentId).not.toBe(orphan);
    expect(await status(again.order.paymentId as string)).toBe('AUTHORISED');
  });
});
