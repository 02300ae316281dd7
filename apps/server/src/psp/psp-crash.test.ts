import { pspIdempotency } from '@grocer/db/schema/psp';
import { sqlRows } from '@grocer/db/sql-rows';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCrashingServer, startServerProcess } from '../../test/two-servers.ts';
import type { PlaceOrderInput } from '../contexts/orders/orders.contract.ts';
import { type OrderWorld, openOrderWorld } from '../contexts/orders/orders.fixture.ts';
import type { SlotShopper } from '../contexts/slots/slots-shopper.fixture.ts';

/**
 * Issue 21 finding 3 (decision 0056): a process killed inside the sandbox provider's call, after
 * it wrote the payment and before it answered, leaves no key "in progress" and no payment: the
 * key, the payment and the answer commit together. Recovery then rolls the placement forward
 * with the same provider key, which authorises exactly once, and the shopper's retry of the same
 * Idempotency-Key answers the order, never a 500. Needs real processes on PostgreSQL.
 */

const databaseUrl = inject('databaseUrl');
const ENV = { MINIMUM_ORDER_COLLECTION_PENCE: '100' };

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 340, env: ENV });
});

afterAll(() => world.close());

async function place(origin: string, shopper: SlotShopper, input: PlaceOrderInput) {
  const { idempotencyKey, ...body } = input;
  const response = await fetch(`${origin}/api/orders/v1/orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${shopper.token}`,
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { code?: string; customerOrderId?: string; status?: string },
  };
}

describe.skipIf(!databaseUrl)(
  'a server killed inside the provider call, on PostgreSQL (skipped without DATABASE_URL: the kill needs a real server process)',
  () => {
    it('proves a SIGKILL after the provider wrote the payment, before it committed, leaves no stuck key and no payment; recovery and the same key then authorise exactly once, with no 500', async () => {
      const url = databaseUrl as string;
      const { t, shoppers } = world;
      const db = t.database.db;
      const { shopper, orderId, input } = await shoppers.ready();
      const once = input('crash-in-provider');
      const providerKeys = () =>
        db
          .select()
          .from(pspIdempotency)
          .where(like(pspIdempotency.key, `order-${orderId}-%`));
      // The holds on the shopper's saved card, as the provider sees them.
      const holds = () =>
        sqlRows<{ id: string; status: string }>(
          db,
          sql`SELECT p.id, p.status FROM psp_payments p
              JOIN payment_cards c ON c.provider_token = p.token
              WHERE c.customer_id = ${shopper.id} ORDER BY p.created_at`,
        );
      const orderPayment = async () =>
        (
          await sqlRows<{ payment_id: string | null }>(
            db,
            sql`SELECT payment_id FROM orders WHERE customer_order_id = ${orderId}::bigint`,
          )
        )[0]?.payment_id;

      const doomed = await startCrashingServer(url, 'psp:authorise:after-payment', ENV);
      try {
        await expect(place(doomed.origin, shopper, once)).rejects.toThrow();
        await doomed.crashed;
      } finally {
        await doomed.stop();
      }
      // Killed with the payment written but not committed: the provider kept nothing.
      expect(await providerKeys()).toEqual([]);
      expect(await holds()).toEqual([]);

      const server = await startServerProcess(url, ENV);
      try {
        // The shop's own record of the placement is still running: told so, not a 500.
        expect(await place(server.origin, shopper, once)).toMatchObject({
          status: 409,
          body: { code: 'PLACEMENT_IN_PROGRESS' },
        });
        const swept = await t.app.placementRecovery.sweep({
          leaseMs: 0,
          customerIds: [shopper.id],
        });
        expect(swept).toMatchObject({ rolledForward: 1, failed: 0 });

        const retried = await place(server.origin, shopper, once);
        expect(retried).toMatchObject({
          status: 201,
          body: { customerOrderId: orderId, status: 'PLACED' },
        });
        expect(await place(server.origin, shopper, once)).toEqual(retried);

        // One hold on the card: one key, one payment, the order's.
        expect(await providerKeys()).toHaveLength(1);
        const paymentId = await orderPayment();
        expect(paymentId).toMatch(/^pay_/);
        expect(await holds()).toEqual([{ id: paymentId, status: 'AUTHORISED' }]);
      } finally {
        await server.stop();
      }
    }, 240_000);
  },
);
