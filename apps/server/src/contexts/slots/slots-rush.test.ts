import { hashPassword } from '@grocer/db/demo/demo-accounts';
import { ANONYMOUS } from '@grocer/domain/identity/identity';
import { SLOT_TAKEN_TITLE } from '@grocer/domain/messages/slot-messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  startInProcessServer,
  startServerProcess,
  type TestServer,
} from '../../../test/two-servers.ts';
import { TestSlots } from './slots.fixture.ts';

/**
 * The rush (issue 12, decision 0034): two server processes on one PostgreSQL, 200 shoppers
 * booking at once slots with 10 places between them. Exactly 10 get one, the rest are told
 * the slot was just taken, nobody gets a 5xx, and no counter passes its capacity. It needs
 * separate processes on a real PostgreSQL (CI's PostgreSQL stage), so without DATABASE_URL it
 * is skipped. The live availability stream is proved across two servers on either database.
 */

const databaseUrl = inject('databaseUrl');
const SHOPPERS = 200;

let t: TestApp;
let slots: TestSlots;
let servers: TestServer[] = [];
const accountIds: number[] = [];

/** Accounts for the test, made in one statement (one password hash serves them all). */
async function shoppers(count: number): Promise<{ id: number; token: string }[]> {
  const hash = await hashPassword(`rush ${Math.random()}`);
  const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const emails = Array.from({ length: count }, (_, i) => `rush-${run}-${i}@example.com`);
  const result = await t.database.db.execute(
    sql`INSERT INTO accounts (email, password_hash, first_name, last_name, role)
      SELECT email, ${hash}, 'Rush', 'Shopper', 'customer'
      FROM unnest(${sql.param(emails)}::text[]) AS email
      RETURNING id`,
  );
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  accountIds.push(...ids);
  return Promise.all(
    ids.map(async (id) => {
      const session = await t.app.identityService.startSession(id);
      const token = t.app.identityService.issueAccessToken({
        ...ANONYMOUS,
        customerId: id,
        principalId: id,
        sessionId: session.sessionId,
      }).accessToken;
      return { id, token };
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  slots = new TestSlots(t.database);
  servers = databaseUrl
    ? await Promise.all([startServerProcess(databaseUrl), startServerProcess(databaseUrl)])
    : [await startInProcessServer(t), await startInProcessServer(t)];
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await slots.remove();
  if (accountIds.length > 0) {
    await t.database.db.execute(
      sql`DELETE FROM accounts WHERE id = ANY(${sql.param(accountIds)}::int[])`,
    );
  }
  await t.close();
});

describe.skipIf(!databaseUrl)('the rush, on PostgreSQL', () => {
  it('proves 200 shoppers booking at once through two server processes get exactly the 10 places there are, the rest SLOT_TAKEN, no 5xx', async () => {
    const rushSlots = [await slots.add({ capacity: 4 }), await slots.add({ capacity: 6 })];
    const people = await shoppers(SHOPPERS);
    const answers = await Promise.all(
      people.map(async (person, i) => {
        const server = servers[i % 2] as TestServer;
        const slot = rushSlots[(i >> 1) % 2] as (typeof rushSlots)[number];
        const response = await fetch(`${server.origin}/api/slots/v1/bookslot`, {
          method: 'POST',
          headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ slotId: slot.id }),
        });
        return {
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        };
      }),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(SHOPPERS - 10);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        status: 409,
        body: { code: 'SLOT_TAKEN', message: SLOT_TAKEN_TITLE },
      });
    }
    expect(await slots.counts(rushSlots[0]?.id as string)).toEqual({
      booked: 4,
      capacity: 4,
      live: 4,
    });
    expect(await slots.counts(rushSlots[1]?.id as string)).toEqual({
      booked: 6,
      capacity: 6,
      live: 6,
    });
  }, 120_000);
});

describe('live availability across servers', () => {
  it('proves a booking through one server reaches a grid listening on the other as a server-sent event', async () => {
    const slot = await slots.add({ capacity: 1 });
    const [person] = await shoppers(1);
    const [listening, booking] = servers as [TestServer, TestServer];
    const controller = new AbortController();
    const stream = await fetch(
      `${listening.origin}/api/slots/v1/availability-events?branchId=${slot.branchId}&slotType=${slot.slotType}`,
      { headers: { accept: 'text/event-stream' }, signal: controller.signal },
    );
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = '';
    // The stream says it is listening before anything is booked.
    while (!received.includes(': listening')) {
      received += decoder.decode((await reader.read()).value);
    }
    const booked = await fetch(`${booking.origin}/api/slots/v1/bookslot`, {
      method: 'POST',
      headers: { authorization: `Bearer ${person?.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ slotId: slot.id }),
    });
    expect(booked.status).toBe(200);
    const event = `data: ${JSON.stringify({
      slotId: slot.id,
      branchId: slot.branchId,
      slotType: slot.slotType,
      availability: 'FULLY_BOOKED',
    })}`;
    while (!received.includes(event)) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value);
    }
    controller.abort();
    expect(received).toContain('event: availability');
    expect(received).toContain(event);
  }, 60_000);
});
