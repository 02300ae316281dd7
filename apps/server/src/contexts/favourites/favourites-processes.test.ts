import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lineNumbers } from '../../../test/catalogue-facts.ts';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  startInProcessServer,
  startServerProcess,
  type TestServer,
} from '../../../test/two-servers.ts';

/**
 * Two servers toggling the same favourite stay consistent (decision 0079): a server process of its
 * own on PostgreSQL, an app on the same database in this process on PGlite. Whatever order the
 * writes land in, there is at most one row, every call answers 200, and both servers then answer
 * the same favourites.
 */

const databaseUrl = inject('databaseUrl');

let t: TestApp;
let other: TestServer;
let account: TestAccount;
let token = '';
let orderId = '';
let products: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  account = await createTestAccount(t.database);
  const session = await t.app.identityService.startSession(account.id);
  const identity: Identity = {
    ...ANONYMOUS,
    customerId: account.id,
    principalId: account.id,
    sessionId: session.sessionId,
  };
  token = t.app.identityService.issueAccessToken(identity).accessToken;
  orderId = (await t.app.services.trolley.currentOrderId(identity)) as string;
  products = await lineNumbers(t.database, 3);
  other = databaseUrl ? await startServerProcess(databaseUrl) : await startInProcessServer(t);
}, 180_000);

afterAll(async () => {
  await other?.stop();
  await account?.remove();
  await t.close();
});

const headers = () => ({ authorization: `Bearer ${token}` });

/** A toggle on this server (1) or the other (2): its status and answer. */
async function toggle(server: 1 | 2, method: 'PUT' | 'DELETE', lineNumber: string) {
  const url = `/api/favourites/v2/favourites/${lineNumber}`;
  if (server === 1) {
    const response = await t.app.inject({ method, url, headers: headers() });
    return { status: response.statusCode, body: response.json() };
  }
  const response = await fetch(`${other.origin}${url}`, { method, headers: headers() });
  return { status: response.status, body: await response.json() };
}

/** The shopper's chosen favourites as each server answers them. */
async function favouritesOnBoth(): Promise<[string[], string[]]> {
  const url = `/api/favourites/v1/favourites/${orderId}?includes=user-selected&sortBy=PURCHASE_FREQUENCY`;
  const here = await t.app.inject({ url, headers: headers() });
  const there = await fetch(`${other.origin}${url}`, { headers: headers() });
  expect(here.statusCode).toBe(200);
  expect(there.status).toBe(200);
  const lines = (view: { summary: { products: { lineNumber: string }[] } }) =>
    view.summary.products.map((product) => product.lineNumber).sort();
  return [lines(here.json()), lines(await there.json())];
}

describe('favourites across server processes', () => {
  it('proves the same favourite added on both servers at once is one favourite, and removed on both at once is none', async () => {
    const lineNumber = products[0] as string;
    for (let round = 0; round < 5; round++) {
      const added = await Promise.all([
        toggle(1, 'PUT', lineNumber),
        toggle(2, 'PUT', lineNumber),
        toggle(1, 'PUT', lineNumber),
        toggle(2, 'PUT', lineNumber),
      ]);
      for (const answer of added) {
        expect(answer).toEqual({ status: 200, body: { lineNumber, favourite: true } });
      }
      expect(await favouritesOnBoth()).toEqual([[lineNumber], [lineNumber]]);
      const removed = await Promise.all([
        toggle(2, 'DELETE', lineNumber),
        toggle(1, 'DELETE', lineNumber),
        toggle(2, 'DELETE', lineNumber),
      ]);
      for (const answer of removed) {
        expect(answer).toEqual({ status: 200, body: { lineNumber, favourite: false } });
      }
      expect(await favouritesOnBoth()).toEqual([[], []]);
    }
  });

  it('proves adds and removes racing on both servers leave both answering the same, and the last toggle on either decides', async () => {
    const [first, second] = products as [string, string];
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        toggle(1, 'PUT', first),
        toggle(2, 'DELETE', first),
        toggle(2, 'PUT', second),
        toggle(1, 'DELETE', second),
        toggle(1, 'PUT', second),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      const [here, there] = await favouritesOnBoth();
      expect(here).toEqual(there);
      // Settled by one more toggle each, on alternate servers: both then agree on it.
      await toggle(round % 2 === 0 ? 1 : 2, 'PUT', first);
      await toggle(round % 2 === 0 ? 2 : 1, 'DELETE', second);
      expect(await favouritesOnBoth()).toEqual([[first], [first]]);
    }
    expect(await t.app.services.favourites.lineNumbers(account.id)).toEqual([first]);
  });
});
