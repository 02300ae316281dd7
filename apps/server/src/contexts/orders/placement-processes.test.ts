import { type ChildProcess, spawn } from 'node:child_process';
import { pspIdempotency } from '@grocer/db/schema/psp';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  freePort,
  SERVER_PROCESS_ARGS,
  startServerProcess,
  type TestServer,
} from '../../../test/two-servers.ts';
import type { SlotTestCatalogue } from '../slots/slots-catalogue.fixture.ts';
import type { SlotShopper } from '../slots/slots-shopper.fixture.ts';
import type { TestTenders } from '../tenders/tenders.fixture.ts';
import type { PlaceOrderInput } from './orders.contract.ts';
import { type OrderShoppers, type OrderWorld, openOrderWorld } from './orders.fixture.ts';

/**
 * Placement across server processes on one PostgreSQL (decisions 0040, 0045): a server killed
 * (SIGKILL) in the middle of a placement leaves nothing half done once recovery has swept, and
 * the same trolley placed from two tabs through two servers at once gives exactly one order and
 * one card authorisation. The kill needs a real process on PostgreSQL, so without DATABASE_URL it
 * is skipped; the race runs on two apps in this process on PGlite.
 */

const databaseUrl = inject('databaseUrl');
const ENV = { MINIMUM_ORDER_COLLECTION_PENCE: '100' };

let t: TestApp;
let tenders: TestTenders;
let catalogue: SlotTestCatalogue;
let shoppers: OrderShoppers;

let world: OrderWorld;

beforeAll(async () => {
  world = await openOrderWorld({ firstRun: 80, env: ENV });
  ({ t, tenders, catalogue, shoppers } = world);
});

afterAll(() => world.close());

async function place(
  origin: string,
  shopper: SlotShopper,
  input: PlaceOrderInput,
): Promise<{ status: number; body: { code?: string; customerOrderId?: string } }> {
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
  return { status: response.status, body: (await response.json()) as never };
}

/** On PGlite: another app on this process's database, listening (as the tenders test does). */
async function inProcessServer(): Promise<TestServer> {
  const app = await createTestApp({ database: t.database, env: ENV });
  const port = await freePort();
  await app.app.listen({ host: '127.0.0.1', port });
  return { origin: `http://127.0.0.1:${port}`, stop: () => app.close() };
}

async function authorisationsOf(orderId: string): Promise<number> {
  const found = await t.database.db
    .select()
    .from(pspIdempotency)
    .where(like(pspIdempotency.key, `order-${orderId}-%`));
  return found.length;
}

async function ordersOf(shopper: SlotShopper): Promise<number> {
  const result = await t.database.db.execute(
    sql`SELECT count(*)::int AS n FROM orders WHERE customer_id = ${shopper.id}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** A server process whose placements stop for ever after `step`; resolves once one has. */
async function pausingServer(
  url: string,
  step: string,
): Promise<{ origin: string; child: ChildProcess; paused: Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, SERVER_PROCESS_ARGS, {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ...ENV,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      E2E_TEST_HOOKS: 'true',
      PLACEMENT_TEST_PAUSE_AFTER: step,
    },
  });
  let stderr = '';
  const paused = new Promise<void>((resolve) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes(`PLACEMENT_PAUSED ${step}`)) resolve();
    });
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
      throw new Error(`pausing server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, child, paused };
}

describe.skipIf(!databaseUrl)(
  'a server killed mid-placement, on PostgreSQL (skipped without DATABASE_URL: the kill needs a second real server process on a shared database)',
  () => {
    it('proves a SIGKILL after the gift cards were redeemed leaves, once swept, no order, the trolley open with its lines, the slot unconfirmed, the gift card whole, and the same key places exactly one order', async () => {
      const url = databaseUrl as string;
      const { shopper, orderId, input } = await shoppers.ready();
      const card = await tenders.giftCard({ balance: 180 });
      await tenders.applyCard(orderId, shopper.id, card.id);
      const once = input('killed-key');

      const doomed = await pausingServer(url, 'redeem-tenders');
      const answer = place(doomed.origin, shopper, once).catch((error: unknown) => error);
      await doomed.paused;
      // Mid-placement: the trolley is an order, the slot confirmed, the card debited.
      expect(await tenders.balanceOf(card.id)).toBe(0);
      const exited = new Promise((resolve) => doomed.child.once('exit', resolve));
      doomed.child.kill('SIGKILL');
      await exited;
      expect(await answer).toBeInstanceOf(Error);

      // Still IN_PROGRESS: the same key is refused until recovery has run.
      const server = await startServerProcess(url, ENV);
      try {
        expect(await place(server.origin, shopper, once)).toMatchObject({
          status: 409,
          body: { code: 'PLACEMENT_IN_PROGRESS' },
        });
        // The shopper reloads meanwhile: an empty trolley is opened, which gives way on recovery.
        expect(await t.app.services.trolley.currentOrderId(shopper.identity)).not.toBe(orderId);
        const swept = await t.app.placementRecovery.sweep({
          leaseMs: 0,
          customerIds: [shopper.id],
        });
        expect(swept).toMatchObject({ rolledBack: 1 });

        expect(await ordersOf(shopper)).toBe(0);
        expect(await t.app.services.trolley.openOrderId(shopper.identity)).toBe(orderId);
        const trolley = await t.app.services.trolley.getTrolley(shopper.identity, orderId);
        expect(trolley.trolleyItems.map((i) => i.productId)).toEqual([catalogue.milk.id]);
        expect((await t.app.services.slots.currentSlot(shopper.identity))?.status).toBe(
          'UNCONFIRMED',
        );
        expect(await tenders.balanceOf(card.id)).toBe(180);

        const retried = await place(server.origin, shopper, once);
        expect(retried).toMatchObject({ status: 201, body: { customerOrderId: orderId } });
        expect(await place(server.origin, shopper, once)).toEqual(retried);
        expect(await ordersOf(shopper)).toBe(1);
        expect(await authorisationsOf(orderId)).toBe(1);
        expect(await tenders.balanceOf(card.id)).toBe(0);
      } finally {
        await server.stop();
      }
    }, 240_000);
  },
);

describe('one trolley placed through two servers at once', () => {
  let servers: TestServer[] = [];

  beforeAll(async () => {
    servers = databaseUrl
      ? await Promise.all([
          startServerProcess(databaseUrl, ENV),
          startServerProcess(databaseUrl, ENV),
        ])
      : [await inProcessServer(), await inProcessServer()];
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  const [first, second] = [0, 1];
  const origin = (i: number) => (servers[i] as TestServer).origin;

  it(`proves two tabs (two keys) give exactly one order and one authorisation per trolley, the other tab 409, no 5xx${databaseUrl ? ' (processes, PostgreSQL)' : ' (PGlite)'}`, async () => {
    const rounds = await Promise.all(Array.from({ length: 12 }, () => shoppers.ready()));
    const answers = await Promise.all(
      rounds.map(({ shopper, input }, round) => {
        const tabs = [input(`tab-a-${round}`), input(`tab-b-${round}`)];
        // Alternate which server gets which tab, so either may win.
        return Promise.all([
          place(origin(round % 2 === 0 ? first : second), shopper, tabs[0] as PlaceOrderInput),
          place(origin(round % 2 === 0 ? second : first), shopper, tabs[1] as PlaceOrderInput),
        ]);
      }),
    );
    for (const [round, pair] of answers.entries()) {
      const { shopper, orderId } = rounds[round] as (typeof rounds)[number];
      expect(pair.filter((a) => a.status >= 500)).toEqual([]);
      expect(pair.filter((a) => a.status === 201)).toHaveLength(1);
      const loser = pair.find((a) => a.status !== 201);
      expect(loser?.status).toBe(409);
      expect(['ORDER_EXISTS', 'PLACEMENT_IN_PROGRESS']).toContain(loser?.body.code);
      expect(await ordersOf(shopper)).toBe(1);
      expect(await authorisationsOf(orderId)).toBe(1);
    }
  }, 240_000);

  it(`proves shoppers placing orders that all redeem one gift card, at once through two servers, never take it below zero nor more than it held; a refused one leaves no order${databaseUrl ? ' (processes, PostgreSQL)' : ' (PGlite)'}`, async () => {
    const rounds = await Promise.all(Array.from({ length: 10 }, () => shoppers.ready()));
    const INITIAL = 1_600;
    const card = await tenders.giftCard({ balance: INITIAL });
    for (const { orderId, shopper } of rounds)
      await tenders.applyCard(orderId, shopper.id, card.id);
    const answers = await Promise.all(
      rounds.map(({ shopper, input }, round) => place(origin(round % 2), shopper, input())),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    let redeemed = 0;
    for (const [round, answer] of answers.entries()) {
      const { shopper } = rounds[round] as (typeof rounds)[number];
      if (answer.status === 201) {
        redeemed += (answer.body as { redeemedPence: number }).redeemedPence;
        expect(await ordersOf(shopper)).toBe(1);
      } else {
        expect(answer).toMatchObject({ status: 409, body: { code: 'GIFT_CARD_BALANCE_CHANGED' } });
        expect(await ordersOf(shopper)).toBe(0);
      }
    }
    const balance = await tenders.balanceOf(card.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(redeemed).toBe(INITIAL - balance);
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(1);
  }, 240_000);

  it(`proves the same key sent to both servers at once gives one order and one authorisation${databaseUrl ? ' (processes, PostgreSQL)' : ' (PGlite)'}`, async () => {
    const rounds = await Promise.all(Array.from({ length: 8 }, () => shoppers.ready()));
    const answers = await Promise.all(
      rounds.map(({ shopper, input }, round) => {
        const once = input(`same-${round}`);
        return Promise.all([
          place(origin(first), shopper, once),
          place(origin(second), shopper, once),
        ]);
      }),
    );
    for (const [round, pair] of answers.entries()) {
      const { shopper, orderId, input } = rounds[round] as (typeof rounds)[number];
      expect(pair.filter((a) => a.status >= 500)).toEqual([]);
      for (const a of pair) {
        if (a.status !== 201)
          expect(a).toMatchObject({ status: 409, body: { code: 'PLACEMENT_IN_PROGRESS' } });
      }
      expect(pair.some((a) => a.status === 201)).toBe(true);
      // Asked again once both are done, the key answers the order.
      expect(await place(origin(second), shopper, input(`same-${round}`))).toMatchObject({
        status: 201,
        body: { customerOrderId: orderId },
      });
      expect(await ordersOf(shopper)).toBe(1);
      expect(await authorisationsOf(orderId)).toBe(1);
    }
  }, 240_000);
});
