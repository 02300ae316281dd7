import { type ChildProcess, spawn } from 'node:child_process';
import { jobs } from '@grocer/db/schema/jobs';
import { CONSOLE_PERMISSION } from '@grocer/domain/staff/staff-console';
import { addDays } from '@grocer/domain/time/calendar-date';
import { londonIsoDate } from '@grocer/domain/time/london-date';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import {
  freePort,
  SERVER_PROCESS_ARGS,
  startServerProcess,
  type TestServer,
} from '../../../test/two-servers.ts';
import { BUY_STEPS, RENEWAL_STEPS } from '../delivery-pass/delivery-pass-payment.workflow.ts';
import { checkMoneyInvariants } from '../operations/money-invariants.ts';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';
import { CAPTURE_STEPS, RESOLVE_PAYMENT_STEPS } from './fulfilment-money.workflow.ts';
import { CHANGE_SLOT_STEPS } from './order-amend.service.ts';
import { AMEND_PLACEMENT_STEPS } from './order-amend.workflow.ts';
import { CANCEL_STEPS } from './order-cancel.workflow.ts';
import { type OrderWorld, openOrderWorld } from './orders.fixture.ts';
import { PLACEMENT_STEPS } from './orders.service.ts';

/**
 * The crash matrix (issue 21, decision 0055): for every step of every money workflow, a real
 * server process on PostgreSQL is ended (SIGKILL, by the fault-injection hook CRASH_AT) just
 * before and just after the step, a second process runs the recovery sweep for this test's
 * shopper, and then the money invariants hold for the shopper's rows, the order is as the
 * shopper asked or cleanly undone, and the same request again answers correctly. No timing: the
 * crash lands at a named point, and the sweep is asked for once the process has exited.
 * Needs real processes on a shared database, so without DATABASE_URL it is skipped.
 */

const databaseUrl = inject('databaseUrl');
const ENV = { MINIMUM_ORDER_COLLECTION_PENCE: '100' };
const GIFT_CARD_PENCE = 50;

interface CrashingServer {
  origin: string;
  child: ChildProcess;
  /** Resolves once the process has ended: true when it ended at its crash point. */
  crashed: Promise<boolean>;
}

/** A server process that ends itself at `point` (CRASH_AT, with E2E_TEST_HOOKS). */
async function crashingServer(url: string, point: string): Promise<CrashingServer> {
  const port = await freePort();
  const child = spawn(process.execPath, SERVER_PROCESS_ARGS, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ...ENV,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      E2E_TEST_HOOKS: 'true',
      CRASH_AT: point,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const crashed = new Promise<boolean>((resolve) => {
    child.once('exit', () => resolve(stderr.includes(`CRASHED_AT ${point}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`crashing server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, child, crashed };
}

interface Answer {
  status: number;
  body: {
    code?: string;
    customerOrderId?: string;
    status?: string;
    lines?: unknown[];
    resolved?: boolean;
    capturedPence?: number | null;
  };
}

async function call(
  origin: string,
  shopper: { token: string },
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${shopper.token}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** One row of the printed matrix. */
const matrix: { workflow: string; point: string; outcome: string }[] = [];

describe.skipIf(!databaseUrl)(
  'the crash matrix: every money workflow killed before and after each step, recovered by a second process, on PostgreSQL (skipped without DATABASE_URL: needs real processes on a shared database)',
  () => {
    const url = databaseUrl as string;
    let world: OrderWorld;
    let recovery: TestServer;
    /** The next case's process starts while this one runs (each start takes seconds). */
    const starting = new Map<string, Promise<CrashingServer>>();

    const cases: { workflow: string; step: string; when: 'before' | 'after' }[] = [];
    const workflows: [string, readonly string[]][] = [
      ['placement', PLACEMENT_STEPS],
      ['cancel', CANCEL_STEPS],
      ['amend-checkout', AMEND_PLACEMENT_STEPS],
      ['change-slot', CHANGE_SLOT_STEPS],
      ['resolve-payment', RESOLVE_PAYMENT_STEPS],
      ['capture', CAPTURE_STEPS],
      ['delivery-pass-buy', BUY_STEPS],
      ['delivery-pass-renewal', RENEWAL_STEPS],
    ];
    /** Only these workflows' cases, when CRASH_MATRIX names some (comma-separated). */
    const only = process.env.CRASH_MATRIX?.split(',').filter(Boolean);
    for (const [workflow, steps] of workflows)
      if (!only || only.includes(workflow))
        for (const step of steps)
          for (const when of ['before', 'after'] as const) cases.push({ workflow, step, when });
    const pointOf = (c: (typeof cases)[number]) => `${c.workflow}:${c.when}:${c.step}`;

    const server = (index: number): Promise<CrashingServer> => {
      const next = cases[index + 1];
      if (next && !starting.has(pointOf(next)))
        starting.set(pointOf(next), crashingServer(url, pointOf(next)));
      const point = pointOf(cases[index] as (typeof cases)[number]);
      const found = starting.get(point) ?? crashingServer(url, point);
      starting.set(point, found);
      return found;
    };

    let staff: TestAccount;
    let staffToken: string;
    const startedAt = Date.now();

    beforeAll(async () => {
      world = await openOrderWorld({ firstRun: 400, env: ENV });
      recovery = await startServerProcess(url, { ...ENV, E2E_TEST_HOOKS: 'true' });
      staff = await createTestAccount(world.t.database, { role: 'staff' });
      const session = await world.t.app.identityService.startSession(staff.id);
      staffToken = world.t.app.identityService.issueAccessToken({
        customerId: staff.id,
        principalId: staff.id,
        permissions: [CONSOLE_PERMISSION],
        defaultBranchId: 651,
        sessionId: session.sessionId,
      }).accessToken;
    }, 240_000);

    afterAll(async () => {
      for (const pending of starting.values()) {
        const s = await pending.catch(() => null);
        if (s && s.child.exitCode === null) s.child.kill('SIGKILL');
      }
      await recovery?.stop();
      for (const orderId of orderIds)
        await world?.t.database.db.delete(jobs).where(like(jobs.jobKey, `order-${orderId}-%`));
      for (const passId of passIds)
        await world?.t.database.db
          .delete(jobs)
          .where(like(jobs.jobKey, `delivery-pass-renewal-${passId}-%`));
      await staff?.remove();
      await world?.close();
      if (matrix.length > 0) {
        const lines = matrix.map((row) => `| ${row.workflow} | ${row.point} | ${row.outcome} |`);
        console.log(
          [
            'Crash matrix (decision 0055):',
            '| workflow | crash point | after recovery |',
            '|---|---|---|',
            ...lines,
            `${matrix.length} cases in ${Math.round((Date.now() - startedAt) / 1000)} s`,
          ].join('\n'),
        );
      }
    }, 240_000);

    async function sweep(shopper: SlotShopper): Promise<unknown> {
      const response = await fetch(`${recovery.origin}/api/test-hooks/v1/money-recovery`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ customerIds: [shopper.id] }),
      });
      expect(response.status).toBe(200);
      return response.json();
    }

    async function expectInvariantsHold(shopper: SlotShopper): Promise<void> {
      const counts = await checkMoneyInvariants(world.t.database.db, {
        customerIds: [shopper.id],
        leaseMs: 0,
      });
      expect(counts.filter((count) => count.violations > 0)).toEqual([]);
    }

    async function orderStatus(orderId: string): Promise<string | null> {
      const result = await world.t.database.db.execute(
        sql`SELECT status FROM orders WHERE customer_order_id = ${orderId}::bigint`,
      );
      return (result as unknown as { rows: { status: string }[] }).rows[0]?.status ?? null;
    }

    async function lineQuantities(orderId: string): Promise<number[]> {
      const result = await world.t.database.db.execute(
        sql`SELECT (quantity->>'amount')::int AS amount FROM order_lines
            WHERE customer_order_id = ${orderId}::bigint ORDER BY position`,
      );
      return (result as unknown as { rows: { amount: number }[] }).rows.map((r) => r.amount);
    }

    /** Orders whose fulfilment jobs are removed afterwards. */
    const orderIds: string[] = [];
    /** Delivery passes whose renewal jobs are removed afterwards. */
    const passIds: number[] = [];

    /** The shopper's delivery pass: its id and the payment it was bought with; null if none. */
    async function passOf(customerId: number) {
      const result = await world.t.database.db.execute(
        sql`SELECT id::int AS id, payment_id AS "paymentId" FROM delivery_passes
            WHERE customer_id = ${customerId}`,
      );
      return (result as unknown as { rows: { id: number; paymentId: string }[] }).rows[0] ?? null;
    }

    async function liveReservations(orderId: string): Promise<{ slot: string; status: string }[]> {
      const result = await world.t.database.db.execute(
        sql`SELECT slot_id::text AS slot, status FROM slot_reservations
            WHERE customer_order_id = ${orderId}::bigint AND status IN ('UNCONFIRMED', 'CONFIRMED')`,
      );
      return (result as unknown as { rows: { slot: string; status: string }[] }).rows;
    }

    async function trolleyStatus(orderId: string): Promise<string | null> {
      const result = await world.t.database.db.execute(
        sql`SELECT status FROM trolleys WHERE customer_order_id = ${orderId}::bigint`,
      );
      return (result as unknown as { rows: { status: string }[] }).rows[0]?.status ?? null;
    }

    /** The provider's payments on the card `token`: what each captured, and its status. */
    async function providerPayments(token: string) {
      const result = await world.t.database.db.execute(
        sql`SELECT status, captured_pence AS captured FROM psp_payments WHERE token = ${token}`,
      );
      return (result as unknown as { rows: { status: string; captured: number }[] }).rows;
    }

    /** A placed order in fulfilment (staff started it), its £5.00 authorised on `cardNumber`. */
    async function inFulfilment(cardNumber?: string) {
      const ready = await world.shoppers.ready(cardNumber);
      const placed = await world.t.app.services.orders.placeOrder(
        ready.shopper.identity,
        ready.input(),
      );
      expect(placed.outcome).toBe('placed');
      orderIds.push(ready.orderId);
      const started = await world.t.app.services.fulfilment.startFulfilment(ready.orderId);
      expect(started.outcome).toBe('ok');
      return ready;
    }

    /** A shopper with milk, a slot, a saved card and a £0.50 gift card applied. */
    async function shopperWithGiftCard() {
      const ready = await world.shoppers.ready();
      const card = await world.tenders.giftCard({ balance: GIFT_CARD_PENCE });
      await world.tenders.applyCard(ready.orderId, ready.shopper.id, card.id);
      return { ...ready, card };
    }

    /** Sends the request to a process armed at the case's point; it must end there. */
    async function crashOn(index: number, send: (origin: string) => Promise<Answer>) {
      const crashing = await server(index);
      const answer = await send(crashing.origin).catch((error: unknown) => error);
      if (!(answer instanceof Error)) {
        // Answered instead of ending: the workflow never reached the point. Say what it answered
        // rather than wait for an exit that will not come.
        crashing.child.kill('SIGKILL');
        expect.fail(
          `answered ${JSON.stringify(answer).slice(0, 400)} before reaching ${pointOf(cases[index] as never)}`,
        );
      }
      const reached = await crashing.crashed;
      expect(reached, `the process ended at ${pointOf(cases[index] as never)}`).toBe(true);
      expect(answer).toBeInstanceOf(Error);
    }

    const run: Record<string, (index: number) => Promise<string>> = {
      async placement(index) {
        const { shopper, orderId, input, card } = await shopperWithGiftCard();
        const once = input(`crash-${index}`);
        const { idempotencyKey, ...body } = once;
        const place = (origin: string) =>
          call(origin, shopper, '/api/orders/v1/orders', body, {
            'idempotency-key': idempotencyKey,
          });
        await crashOn(index, place);
        await sweep(shopper);
        await expectInvariantsHold(shopper);
        const status = await orderStatus(orderId);
        expect([null, 'PLACED']).toContain(status);
        if (status === null) expect(await world.tenders.balanceOf(card.id)).toBe(GIFT_CARD_PENCE);
        // The same key again: the order (placed now, or the one recovery finished).
        expect(await place(recovery.origin)).toMatchObject({
          status: 201,
          body: { customerOrderId: orderId, status: 'PLACED' },
        });
        expect(await world.tenders.balanceOf(card.id)).toBe(0);
        await expectInvariantsHold(shopper);
        return status === null
          ? 'rolled back; same key placed it'
          : 'rolled forward; same key answers it';
      },

      async cancel(index) {
        const { shopper, orderId, input, card } = await shopperWithGiftCard();
        const placed = await world.t.app.services.orders.placeOrder(shopper.identity, input());
        expect(placed.outcome).toBe('placed');
        const cancel = (origin: string) =>
          call(origin, shopper, `/api/orders/v1/orders/${orderId}/cancel`, {});
        await crashOn(index, cancel);
        await sweep(shopper);
        await expectInvariantsHold(shopper);
        const status = await orderStatus(orderId);
        expect(['PLACED', 'CANCELLED']).toContain(status);
        const again = await cancel(recovery.origin);
        if (status === 'PLACED') expect(again).toMatchObject({ status: 200 });
        else expect(again).toMatchObject({ status: 409, body: { code: 'ORDER_NOT_CANCELLABLE' } });
        expect(await orderStatus(orderId)).toBe('CANCELLED');
        expect(await world.tenders.balanceOf(card.id)).toBe(GIFT_CARD_PENCE);
        await expectInvariantsHold(shopper);
        return status === 'PLACED'
          ? 'not claimed; cancel again cancels'
          : 'rolled forward: cancelled, slot and gift card back';
      },

      async 'amend-checkout'(index) {
        const { shopper, orderId, input, card } = await shopperWithGiftCard();
        const placed = await world.t.app.services.orders.placeOrder(shopper.identity, input());
        expect(placed.outcome).toBe('placed');
        const amended = await world.t.app.services.orderAmend.amendOrder(shopper.identity, orderId);
        expect(amended.outcome).toBe('ok');
        await world.t.database.db.execute(
          sql`UPDATE trolley_items SET quantity_amount = 3 WHERE customer_order_id = ${orderId}::bigint`,
        );
        const once = input(`amend-crash-${index}`);
        const { idempotencyKey, ...body } = once;
        const checkout = (origin: string) =>
          call(origin, shopper, '/api/orders/v1/orders', body, {
            'idempotency-key': idempotencyKey,
          });
        await crashOn(index, checkout);
        await sweep(shopper);
        await expectInvariantsHold(shopper);
        const status = await orderStatus(orderId);
        expect(['AMENDING', 'PLACED']).toContain(status);
        // Never the amended lines on the old authorisation: amending keeps the original lines.
        expect(await lineQuantities(orderId)).toEqual(status === 'PLACED' ? [3] : [1]);
        expect(await checkout(recovery.origin)).toMatchObject({
          status: 201,
          body: { customerOrderId: orderId, status: 'PLACED' },
        });
        expect(await lineQuantities(orderId)).toEqual([3]);
        expect(await world.tenders.balanceOf(card.id)).toBe(0);
        await expectInvariantsHold(shopper);
        return status === 'PLACED'
          ? 'rolled forward; same key answers it'
          : 'rolled back to amending; same key checks out';
      },

      async 'change-slot'(index) {
        const { shopper, orderId, input } = await world.shoppers.ready();
        const placed = await world.t.app.services.orders.placeOrder(shopper.identity, input());
        expect(placed.outcome).toBe('placed');
        const [original] = await liveReservations(orderId);
        // Even minutes before 5am: never the fixture's slots nor the seeded ones.
        const other = await world.slots.add({
          date: addDays(londonIsoDate(new Date()), 5),
          startMinutes: 4 * 60 + 2 + index * 2,
        });
        const change = (origin: string) =>
          call(origin, shopper, `/api/orders/v1/orders/${orderId}/change-slot`, {
            slotId: other.id,
          });
        await crashOn(index, change);
        await sweep(shopper);
        await expectInvariantsHold(shopper);
        const status = await orderStatus(orderId);
        expect(['PLACED', 'AMENDING']).toContain(status);
        // One slot held, never two; as it was, or amending with the trolley open.
        const held = await liveReservations(orderId);
        expect(held).toHaveLength(1);
        if (status === 'PLACED') {
          expect(held).toEqual([{ slot: original?.slot, status: 'CONFIRMED' }]);
          expect(await trolleyStatus(orderId)).toBe('ORDERED');
        } else {
          expect(await trolleyStatus(orderId)).toBe('OPEN');
          expect(await world.t.app.services.trolley.openOrderId(shopper.identity)).toBe(orderId);
        }
        // The same change again: amending, on the new slot, its trolley open.
        expect(await change(recovery.origin)).toMatchObject({
          status: 200,
          body: { customerOrderId: orderId, status: 'AMENDING' },
        });
        expect((await liveReservations(orderId)).map((r) => r.slot)).toEqual([other.id]);
        expect(await trolleyStatus(orderId)).toBe('OPEN');
        await expectInvariantsHold(shopper);
        return status === 'PLACED'
          ? 'not started: placed, original slot held; same change amends'
          : 'rolled forward: amending, trolley open, one slot; same change books it';
      },

      async 'resolve-payment'(index) {
        // The first card's capture is refused: the order is PAYMENT_FAILED owing £5.00.
        const { shopper, orderId } = await inFulfilment('4000000000000341');
        await world.t.app.services.fulfilment.completePicking(orderId, [
          { position: 0, outcome: 'PICKED' },
        ]);
        expect(await orderStatus(orderId)).toBe('PAYMENT_FAILED');
        const token = await world.shoppers.token(shopper.identity, '4242424242424242');
        const good = await world.t.app.services.paymentCards.save(shopper.identity, { token });
        if (good.outcome !== 'ok') throw new Error(good.outcome);
        const url = `/api/orders/v1/failed-order-payments/${orderId}`;
        const pay = (origin: string) => call(origin, shopper, url, { paymentCardId: good.card.id });
        await crashOn(index, pay);
        await sweep(shopper);
        await expectInvariantsHold(shopper);
        const status = await orderStatus(orderId);
        expect(['PAYMENT_FAILED', 'PAID']).toContain(status);
        if (status === 'PAYMENT_FAILED') expect(await providerPayments(token)).toEqual([]);
        const again = await pay(recovery.origin);
        if (status === 'PAYMENT_FAILED')
          expect(again).toMatchObject({ status: 200, body: { resolved: true } });
        else expect(again).toMatchObject({ status: 409, body: { code: 'PAYMENT_NOT_ALLOWED' } });
        expect(await orderStatus(orderId)).toBe('PAID');
        // Charged once, exactly what was owed, and nothing left held.
        expect(await providerPayments(token)).toEqual([{ status: 'CAPTURED', captured: 500 }]);
        await expectInvariantsHold(shopper);
        return status === 'PAID'
          ? 'rolled forward: paid once; paying again is refused'
          : 'nothing asked; paying again pays once';
      },

      async capture(index) {
        const { shopper, orderId } = await inFulfilment();
        const pick = (origin: string) =>
          call(origin, { token: staffToken }, `/api/admin/v1/orders/${orderId}/picking`, {
            lines: [{ position: 0, outcome: 'PICKED' }],
          });
        await crashOn(index, pick);
        await sweep(shopper);
        await expectInvariantsHold(shopper);
        const status = await orderStatus(orderId);
        expect(['FULFIL', 'PICKED']).toContain(status);
        const again = await pick(recovery.origin);
        if (status === 'FULFIL')
          expect(again).toMatchObject({
            status: 200,
            body: { status: 'PICKED', capturedPence: 500 },
          });
        else expect(again).toMatchObject({ status: 409, body: { code: 'ORDER_STATUS_CONFLICT' } });
        // Captured once, recorded as the provider's, its completion scheduled.
        const view = await world.t.app.services.fulfilment.getOrder(orderId);
        expect(view).toMatchObject({ status: 'PICKED', capturedPence: 500 });
        const result = await world.t.database.db.execute(
          sql`SELECT p.captured_pence AS captured FROM psp_payments p JOIN orders o
                ON o.payment_id = p.id WHERE o.customer_order_id = ${orderId}::bigint`,
        );
        expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ captured: 500 }]);
        const [complete] = await world.t.database.db
          .select()
          .from(jobs)
          .where(like(jobs.jobKey, `order-${orderId}-complete`));
        expect(complete?.kind).toBe('order.complete');
        await expectInvariantsHold(shopper);
        return status === 'PICKED'
          ? 'rolled forward: captured once, recorded, completion scheduled'
          : 'not picked; picking again captures';
      },

      async 'delivery-pass-buy'(index) {
        const shopper = await world.shoppers.stranger();
        const token = await world.shoppers.token(shopper.identity, '4242424242424242');
        const saved = await world.t.app.services.paymentCards.save(shopper.identity, { token });
        if (saved.outcome !== 'ok') throw new Error(saved.outcome);
        const priceOf = world.t.app.services.deliveryPass
          .plans()
          .find((plan) => plan.id === 'ANYTIME_6')?.price.amount;
        const key = `pass-crash-${index}-${Math.random()}`;
        const buy = (origin: string) =>
          call(
            origin,
            shopper,
            '/api/delivery-pass-orchestration/v1/pass',
            { plan: 'ANYTIME_6', cardId: saved.card.id },
            { 'idempotency-key': key },
          );
        await crashOn(index, buy);
        await sweep(shopper);
        await expectInvariantsHold(shopper);
        const recovered = await passOf(shopper.id);
        // Bought once (the pass started with what was captured), or nothing taken, nothing held.
        if (recovered === null) {
          expect((await providerPayments(token)).filter((p) => p.status !== 'VOIDED')).toEqual([]);
        } else {
          passIds.push(recovered.id);
          expect(await providerPayments(token)).toEqual([
            { status: 'CAPTURED', captured: priceOf },
          ]);
        }
        // The same key again: the pass (bought now, or the one recovery started).
        expect(await buy(recovery.origin)).toMatchObject({
          status: 201,
          body: { status: 'active' },
        });
        const pass = await passOf(shopper.id);
        if (pass && !passIds.includes(pass.id)) passIds.push(pass.id);
        if (recovered !== null) expect(pass).toEqual(recovered);
        // Charged once, exactly the price, and nothing left held.
        expect((await providerPayments(token)).filter((p) => p.status !== 'VOIDED')).toEqual([
          { status: 'CAPTURED', captured: priceOf },
        ]);
        await expectInvariantsHold(shopper);
        return recovered === null
          ? 'never asked: nothing taken; same key buys it'
          : 'rolled forward: pass started, paid once; same key answers it';
      },

      async 'delivery-pass-renewal'(index) {
        const shopper = await world.shoppers.stranger();
        const token = await world.shoppers.token(shopper.identity, '4242424242424242');
        const saved = await world.t.app.services.paymentCards.save(shopper.identity, { token });
        if (saved.outcome !== 'ok') throw new Error(saved.outcome);
        const bought = await world.t.app.services.deliveryPass.buy(shopper.identity, {
          plan: 'ANYTIME_6',
          cardId: saved.card.id,
        });
        const pass = (await passOf(shopper.id)) as { id: number; paymentId: string };
        passIds.push(pass.id);
        const price = bought.plan.price.amount;
        // The renewal job of the bought period, as the queue runs it when it falls due.
        const renew = (origin: string): Promise<Answer> =>
          fetch(`${origin}/api/test-hooks/v1/delivery-pass-renewals`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ passId: pass.id, expiresAt: bought.expiresAt }),
          }).then((response) => ({ status: response.status, body: {} }));
        await crashOn(index, renew);
        await sweep(shopper);
        await expectInvariantsHold(shopper);
        const recovered = await passOf(shopper.id);
        const renewedByRecovery = recovered?.paymentId !== pass.paymentId;
        // The same job again (the queue takes over a job whose worker died): renewed once.
        expect(await renew(recovery.origin)).toMatchObject({ status: 204 });
        const after = await world.t.app.services.deliveryPass.pass(shopper.identity);
        expect(after?.startsAt).toBe(bought.expiresAt);
        expect(new Date(after?.expiresAt as string).getTime()).toBeGreaterThan(
          new Date(bought.expiresAt).getTime(),
        );
        // Charged for the buy and the renewal, each once, and nothing left held.
        expect((await providerPayments(token)).filter((p) => p.status !== 'VOIDED')).toEqual([
          { status: 'CAPTURED', captured: price },
          { status: 'CAPTURED', captured: price },
        ]);
        await expectInvariantsHold(shopper);
        return renewedByRecovery
          ? 'rolled forward: renewed once; the job again changes nothing'
          : 'never asked: nothing taken; the job again renews once';
      },
    };

    for (const [index, c] of cases.entries()) {
      it(`proves ${c.workflow} killed ${c.when} ${c.step} leaves, once recovered, every invariant holding and the shopper's request answerable again`, async () => {
        const runner = run[c.workflow] as (index: number) => Promise<string>;
        const outcome = await runner(index);
        matrix.push({ workflow: c.workflow, point: pointOf(c), outcome: `pass (${outcome})` });
      }, 180_000);
    }
  },
);
