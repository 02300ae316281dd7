import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  startInProcessServer,
  startServerProcess,
  type TestServer,
} from '../../../test/two-servers.ts';

/**
 * One card, one account across server processes (decision 0086): a server process of its own on
 * PostgreSQL and an app on the same database in this process. Two shoppers linking the same card
 * at once, one on each server, leave it linked to exactly one of them: one 200, one 409 with the
 * spec's sentence. One shopper joining on both at once holds one card.
 */

const databaseUrl = inject('databaseUrl');

let t: TestApp;
let other: TestServer;
const accounts: TestAccount[] = [];

beforeAll(async () => {
  t = await createTestApp();
  other = databaseUrl ? await startServerProcess(databaseUrl) : await startInProcessServer(t);
}, 180_000);

afterAll(async () => {
  await other?.stop();
  for (const account of accounts) await account.remove();
  await t.close();
});

async function tokenOfNewShopper(): Promise<string> {
  const account = await createTestAccount(t.database);
  accounts.push(account);
  const session = await t.app.identityService.startSession(account.id);
  const identity: Identity = {
    ...ANONYMOUS,
    customerId: account.id,
    principalId: account.id,
    sessionId: session.sessionId,
  };
  return t.app.identityService.issueAccessToken(identity).accessToken;
}

const URL = '/api/loyalty/v1';

/** A call on this server (1) or the other (2): its status and answer. */
async function call(
  server: 1 | 2,
  token: string,
  method: 'PUT' | 'POST',
  path: string,
  body?: unknown,
) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (server === 1) {
    const response = await t.app.inject({ method, url: `${URL}/${path}`, headers, payload });
    return { status: response.statusCode, body: response.json() };
  }
  const response = await fetch(`${other.origin}${URL}/${path}`, { method, headers, body: payload });
  return { status: response.status, body: await response.json() };
}

describe('loyalty cards across server processes', () => {
  it('proves a card linked by two shoppers at once on two servers goes to one of them', async () => {
    for (let round = 0; round < 5; round++) {
      const card = `9230${String(Date.now() % 1e8).padStart(8, '0')}${String(round).padStart(4, '0')}`;
      const [ann, bob] = await Promise.all([tokenOfNewShopper(), tokenOfNewShopper()]);
      const answers = await Promise.all([
        call(1, ann, 'PUT', 'mywaitrosebycard', { cardNumber: card }),
        call(2, bob, 'PUT', 'mywaitrosebycard', { cardNumber: card }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(refused?.body.message).toBe('This number is already linked to another account.');
      const holders = (await t.database.db.execute(
        sql`SELECT customer_id FROM loyalty_memberships WHERE card_number = ${card}`,
      )) as unknown as { rows: unknown[] };
      expect(holders.rows).toHaveLength(1);
    }
  });

  it('proves a shopper joining on both servers at once holds one card', async () => {
    const ann = await tokenOfNewShopper();
    const answers = await Promise.all([
      call(1, ann, 'POST', 'mywaitrose'),
      call(2, ann, 'POST', 'mywaitrose'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]?.body.card.cardNumber).toBe(answers[1]?.body.card.cardNumber);
  });
});
