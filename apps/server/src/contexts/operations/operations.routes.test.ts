import { CONSOLE_PERMISSION } from '@grocer/domain/staff/staff-console';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { MoneyWorkflowsRepository } from '../orders/money-workflows.repository.ts';
import { OrderHistoryRepository } from '../orders/order-history.repository.ts';
import { type OrderWorld, openOrderWorld } from '../orders/orders.fixture.ts';
import { checkMoneyInvariants } from './money-invariants.ts';

/**
 * The staff console's money health over the API (decision 0058): each invariant's count and the
 * money workflows left in progress past their lease, and "run recovery" for one of them, which
 * settles that run only by its kind's rule and is written to the staff audit log. Staff only.
 */

const ENV = { MINIMUM_ORDER_COLLECTION_PENCE: '100' };
const GIFT_CARD_PENCE = 50;

let world: OrderWorld;
let staff: TestAccount;
let staffToken: string;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 700, env: ENV });
  staff = await createTestAccount(world.t.database, { role: 'staff', firstName: 'Opal' });
  const session = await world.t.app.identityService.startSession(staff.id);
  staffToken = world.t.app.identityService.issueAccessToken({
    customerId: staff.id,
    principalId: staff.id,
    permissions: [CONSOLE_PERMISSION],
    defaultBranchId: 651,
    sessionId: session.sessionId,
  }).accessToken;
});

afterAll(async () => {
  await staff?.remove();
  await world?.close();
});

const asStaff = (method: 'GET' | 'POST', url: string) =>
  world.t.app.inject({ method, url, headers: { authorization: `Bearer ${staffToken}` } });

/**
 * A placed order (£0.50 by gift card) whose cancel died just after its claim an hour ago: the
 * order CANCELLED, its slot, gift card and card hold still taken, the run left in progress.
 */
async function cancelDiedAnHourAgo() {
  const ready = await world.shoppers.ready();
  const card = await world.tenders.giftCard({ balance: GIFT_CARD_PENCE });
  await world.tenders.applyCard(ready.orderId, ready.shopper.id, card.id);
  const placed = await world.t.app.services.orders.placeOrder(
    ready.shopper.identity,
    ready.input(),
  );
  if (placed.outcome !== 'placed') throw new Error(`not placed: ${JSON.stringify(placed)}`);
  const db = world.t.database.db;
  const workflows = new MoneyWorkflowsRepository(db);
  const runId = await workflows.begin({
    kind: 'cancel',
    customerOrderId: ready.orderId,
    customerId: ready.shopper.id,
    data: { paymentId: placed.order.paymentId },
  });
  await workflows.started(runId, 'claim', {});
  await new OrderHistoryRepository(db).moveStatus({
    customerOrderId: ready.orderId,
    customerId: ready.shopper.id,
    from: ['PLACED'],
    to: 'CANCELLED',
  });
  await db.execute(
    sql`UPDATE money_workflows SET progressed_at = now() - interval '1 hour' WHERE id = ${runId}`,
  );
  return { ...ready, card, runId };
}

const violated = async (customerId: number) =>
  (await checkMoneyInvariants(world.t.database.db, { customerIds: [customerId], leaseMs: 0 }))
    .filter((count) => count.violations > 0)
    .map((count) => count.name);

describe('money health and run recovery for one workflow (staff console)', () => {
  it('proves strangers get 401 and customers 403, and nothing is recovered for them', async () => {
    const dead = await cancelDiedAnHourAgo();
    const recover = `/api/admin/v1/money-workflows/${dead.runId}/recovery`;
    expect((await world.t.app.inject({ url: '/api/admin/v1/money-health' })).statusCode).toBe(401);
    expect((await world.t.app.inject({ method: 'POST', url: recover })).statusCode).toBe(401);
    const asCustomer = await dead.shopper.send('POST', recover);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().code).toBe('FORBIDDEN');
    expect((await dead.shopper.send('GET', '/api/admin/v1/money-health')).statusCode).toBe(403);
    expect(await violated(dead.shopper.id)).toContain('workflow-in-progress-past-lease');
  });

  it('proves staff see the counts and the dead run with its kind, order and step, and running its recovery settles it, audited with who and when', async () => {
    const dead = await cancelDiedAnHourAgo();
    const health = await asStaff('GET', '/api/admin/v1/money-health');
    expect(health.statusCode).toBe(200);
    const body = health.json();
    const counts = Object.fromEntries(
      body.invariants.map((i: { name: string; violations: number }) => [i.name, i.violations]),
    );
    expect(counts['confirmed-reservation-without-order']).toBeGreaterThanOrEqual(1);
    expect(counts['workflow-in-progress-past-lease']).toBeGreaterThanOrEqual(1);
    expect(body.stuck).toContainEqual(
      expect.objectContaining({
        runId: dead.runId,
        kind: 'cancel',
        customerOrderId: dead.orderId,
        customerId: dead.shopper.id,
        step: 'claim',
      }),
    );

    const before = new Date();
    const recovered = await asStaff('POST', `/api/admin/v1/money-workflows/${dead.runId}/recovery`);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json()).toMatchObject({
      how: 'rolled-forward',
      workflow: { runId: dead.runId, kind: 'cancel', customerOrderId: dead.orderId },
    });
    // Settled as the sweep would: the gift card back, every invariant holding for the shopper.
    expect(await world.tenders.balanceOf(dead.card.id)).toBe(GIFT_CARD_PENCE);
    expect(await violated(dead.shopper.id)).toEqual([]);
    const [entry] = await world.t.app.services.staff.audit.listForCustomer(dead.shopper.id, 5);
    expect(entry).toMatchObject({
      staffId: staff.id,
      staffName: expect.stringContaining('Opal'),
      action: 'money-workflow-recovered',
      detail: {
        runId: dead.runId,
        kind: 'cancel',
        customerOrderId: dead.orderId,
        step: 'claim',
        how: 'rolled-forward',
      },
    });
    expect(entry?.at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1_000);
    // No longer in progress: it is gone from the list, and recovering it again is 404.
    const after = (await asStaff('GET', '/api/admin/v1/money-health')).json();
    expect(after.stuck.map((run: { runId: number }) => run.runId)).not.toContain(dead.runId);
    const again = await asStaff('POST', `/api/admin/v1/money-workflows/${dead.runId}/recovery`);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NOT_FOUND');
  });

  it('proves an unknown run, a malformed id and a run still within its lease answer 404 or 400 and touch nothing', async () => {
    expect(
      (await asStaff('POST', '/api/admin/v1/money-workflows/999999999/recovery')).statusCode,
    ).toBe(404);
    const malformed = await asStaff('POST', '/api/admin/v1/money-workflows/abc/recovery');
    expect(malformed.statusCode).toBe(400);
    const dead = await cancelDiedAnHourAgo();
    // Moved a moment ago: its process may be alive, so it is not the console's to settle.
    await world.t.database.db.execute(
      sql`UPDATE money_workflows SET progressed_at = now() WHERE id = ${dead.runId}`,
    );
    const fresh = await asStaff('POST', `/api/admin/v1/money-workflows/${dead.runId}/recovery`);
    expect(fresh.statusCode).toBe(404);
    expect(await world.tenders.balanceOf(dead.card.id)).toBe(0);
    expect(await world.t.app.services.staff.audit.listForCustomer(dead.shopper.id, 5)).toEqual([]);
  });
});
