import { ANONYMOUS } from '@grocer/domain/identity/identity';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineNumbers } from '../../../test/catalogue-facts.ts';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const accountsMade: TestAccount[] = [];
let products: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  products = await lineNumbers(t.database, 3);
});

afterAll(async () => {
  for (const account of accountsMade) await account.remove();
  await t.close();
});

/** A new shopper and a bearer token acting for them. */
async function shopper() {
  const account = await createTestAccount(t.database);
  accountsMade.push(account);
  const session = await t.app.identityService.startSession(account.id);
  const token = t.app.identityService.issueAccessToken({
    ...ANONYMOUS,
    customerId: account.id,
    principalId: account.id,
    sessionId: session.sessionId,
  }).accessToken;
  const call = (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });
  return { id: account.id, token, call };
}

const url = (lineNumber: string) => `/api/favourites/v2/favourites/${lineNumber}`;

describe('PUT and DELETE favourites/{lineNumber} (v2)', () => {
  it('proves a shopper adds and removes a favourite, twice each, and the service lists what is left', async () => {
    const { id, call } = await shopper();
    const [first, second] = products as [string, string];
    for (let i = 0; i < 2; i++) {
      const added = await call({ method: 'PUT', url: url(first) });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({ lineNumber: first, favourite: true });
      expect(added.headers['cache-control']).toBe('no-store');
    }
    await call({ method: 'PUT', url: url(second) });
    expect(new Set(await t.app.services.favourites.lineNumbers(id))).toEqual(
      new Set([first, second]),
    );
    for (let i = 0; i < 2; i++) {
      const removed = await call({ method: 'DELETE', url: url(first) });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ lineNumber: first, favourite: false });
    }
    expect(await t.app.services.favourites.lineNumbers(id)).toEqual([second]);
  });

  it('proves a stranger gets 401, a malformed line number 400 and one the catalogue does not know 404, changing nothing', async () => {
    const { id, call } = await shopper();
    const signedOut = await t.app.inject({ method: 'PUT', url: url(products[0] as string) });
    expect(signedOut.statusCode).toBe(401);
    const malformed = await call({ method: 'PUT', url: url('12ab') });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/lineNumber/);
    for (const method of ['PUT', 'DELETE'] as const) {
      const unknown = await call({ method, url: url('999999999999') });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('PRODUCT_NOT_FOUND');
    }
    expect(await t.app.services.favourites.lineNumbers(id)).toEqual([]);
  });

  it('proves the GraphQL mutations toggle through the same service and answer failures as the schema says', async () => {
    const { id, token } = await shopper();
    const graphql = (query: string, withToken = true) =>
      t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: withToken ? { authorization: `Bearer ${token}` } : {},
        payload: { query },
      });
    const lineNumber = products[2] as string;
    const added = await graphql(
      `mutation { addFavourite(lineNumber: "${lineNumber}") { favourite { lineNumber favourite } failures { type } } }`,
    );
    expect(added.json().data.addFavourite).toEqual({
      favourite: { lineNumber, favourite: true },
      failures: null,
    });
    expect(await t.app.services.favourites.lineNumbers(id)).toEqual([lineNumber]);
    const unknown = await graphql(
      'mutation { removeFavourite(lineNumber: "999999999999") { favourite { favourite } failures { type } } }',
    );
    expect(unknown.json().data.removeFavourite.failures).toEqual([{ type: 'NOT_FOUND' }]);
    const stranger = await graphql(
      `mutation { removeFavourite(lineNumber: "${lineNumber}") { favourite { favourite } failures { type } } }`,
      false,
    );
    expect(stranger.json().data.removeFavourite.failures).toEqual([{ type: 'UNAUTHENTICATED' }]);
    const removed = await graphql(
      `mutation { removeFavourite(lineNumber: "${lineNumber}") { favourite { favourite } failures { type } } }`,
    );
    expect(removed.json().data.removeFavourite.favourite).toEqual({ favourite: false });
    expect(await t.app.services.favourites.lineNumbers(id)).toEqual([]);
  });
});
