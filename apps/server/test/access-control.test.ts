import { ANONYMOUS } from '@grocer/domain/identity/identity';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestIdentity } from '../src/contexts/identity/request-identity.plugin.ts';
import { AppError } from '../src/errors/app-error.ts';
import type { OwnedArgument } from '../src/graphql/graphql-module.ts';
import { buildGraphqlSchema, GRAPHQL_MODULES } from '../src/graphql/graphql-modules.ts';
import { apiDoc } from '../src/http/route-table.ts';
import { type Callers, checkAccess, checkGraphqlAccess } from './access/access-harness.ts';
import { OWNED_RESOURCES, type OwnedResourceFixture } from './access/owned-resources.ts';
import { createTestAccount, type TestAccount } from './test-accounts.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Signs two real customers in and hands the harness their bearer tokens. */
async function callersFor(t: TestApp, accounts: TestAccount[]): Promise<Callers> {
  const [a, b] = await Promise.all([createTestAccount(t.database), createTestAccount(t.database)]);
  accounts.push(a as TestAccount, b as TestAccount);
  const tokenOf = async (account: TestAccount) => {
    const session = await t.app.identityService.startSession(account.id);
    return t.app.identityService.issueAccessToken({
      ...ANONYMOUS,
      customerId: account.id,
      principalId: account.id,
      sessionId: session.sessionId,
    }).accessToken;
  };
  return {
    customerA: { id: (a as TestAccount).id, token: await tokenOf(a as TestAccount) },
    customerB: { id: (b as TestAccount).id, token: await tokenOf(b as TestAccount) },
  };
}

describe('access control over the route table', () => {
  let t: TestApp;
  const accounts: TestAccount[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const account of accounts) await account.remove();
    await t.close();
  });

  it('proves every /api route declares who may call it and keeps that promise: strangers 401, customers kept out of staff calls, other customers 404', async () => {
    const callers = await callersFor(t, accounts);
    expect(await checkAccess(t.app, callers, OWNED_RESOURCES)).toEqual([]);
    // The walk reached the routes that are not public.
    const guarded = t.app.routeTable.filter((entry) => entry.doc && entry.doc.access !== 'public');
    expect(guarded.length).toBeGreaterThanOrEqual(3);
  });

  it('proves every GraphQL field naming a customer’s resource declares it and keeps that promise: strangers NOT_FOUND, anonymous UNAUTHENTICATED', async () => {
    const callers = await callersFor(t, accounts);
    const owns: Record<string, OwnedArgument> = Object.assign(
      {},
      ...GRAPHQL_MODULES.map((module) => module.owns ?? {}),
    );
    expect(Object.keys(owns).length).toBeGreaterThanOrEqual(7);
    expect(
      await checkGraphqlAccess(t.app, callers, OWNED_RESOURCES, buildGraphqlSchema(), owns),
    ).toEqual([]);
  });
});

describe('the GraphQL harness itself', () => {
  let t: TestApp;
  const accounts: TestAccount[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const account of accounts) await account.remove();
    await t.close();
  });

  it('proves a field that answers strangers otherwise than NOT_FOUND, or takes an owned id undeclared, is reported', async () => {
    const callers = await callersFor(t, accounts);
    const owns: Record<string, OwnedArgument> = Object.assign(
      {},
      ...GRAPHQL_MODULES.map((module) => module.owns ?? {}),
    );
    const { 'Query.getTrolley': _undeclared, ...rest } = owns;
    // The shopping context refuses another customer's id as FORBIDDEN (it is the caller's own
    // context, not a resource of theirs), so declaring it owned must be reported; and so must
    // getTrolley, left undeclared.
    const violations = await checkGraphqlAccess(
      t.app,
      callers,
      OWNED_RESOURCES,
      buildGraphqlSchema(),
      {
        ...rest,
        'Query.shoppingContext': { arg: 'customerId', resource: 'trolley' },
      },
    );
    const shoppingContext = 'GraphQL Query.shoppingContext';
    expect(violations).toEqual([
      { route: shoppingContext, problem: 'another customer got FORBIDDEN, not NOT_FOUND' },
      { route: shoppingContext, problem: 'anonymous caller got FORBIDDEN, not UNAUTHENTICATED' },
      { route: shoppingContext, problem: 'its owner got FORBIDDEN' },
      { route: 'GraphQL Query.getTrolley', problem: 'takes orderId but declares no owner' },
    ]);
  });
});

describe('the harness itself', () => {
  let t: TestApp;
  const accounts: TestAccount[] = [];
  /** Notes belonging to customers, kept in memory: a resource kind only this test has. */
  const notes = new Map<string, number>();
  const noteFixture: OwnedResourceFixture = {
    async create(_app, customerId) {
      const id = String(notes.size + 1);
      notes.set(id, customerId);
      return id;
    },
    async remove(_app, id) {
      notes.delete(id);
    },
  };
  beforeAll(async () => {
    t = await createTestApp({
      extend(app: FastifyInstance) {
        // Declares customer access but never checks who is asking.
        app.get(
          '/api/test-leaks/v1/open',
          apiDoc({ operationId: 'leakOpen', summary: 'x', tag: 'test', access: 'customer' }),
          async () => ({ ok: true }),
        );
        // Checks a customer is signed in, but not whose note it is.
        app.get(
          '/api/test-leaks/v1/notes/:noteId',
          apiDoc({
            operationId: 'leakNote',
            summary: 'x',
            tag: 'test',
            access: 'customer',
            owns: { param: 'noteId', resource: 'test-note' },
          }),
          async (request) => {
            if ((await requestIdentity(request)).customerId < 0) {
              throw new AppError('UNAUTHENTICATED', 'Sign in.');
            }
            const { noteId } = request.params as { noteId: string };
            if (!notes.has(noteId)) throw new AppError('NOT_FOUND', 'No such note.');
            return { noteId };
          },
        );
        // Staff-only in name; lets any signed-in caller through.
        app.get(
          '/api/test-leaks/v1/staff-only',
          apiDoc({ operationId: 'leakStaff', summary: 'x', tag: 'test', access: 'staff' }),
          async (request) => {
            if ((await requestIdentity(request)).customerId < 0) {
              throw new AppError('UNAUTHENTICATED', 'Sign in.');
            }
            return { ok: true };
          },
        );
        // Owns a kind nobody taught the harness to make.
        app.get(
          '/api/test-leaks/v1/baskets/:basketId',
          apiDoc({
            operationId: 'leakBasket',
            summary: 'x',
            tag: 'test',
            access: 'public',
            owns: { param: 'basketId', resource: 'test-basket' },
          }),
          async () => ({ ok: true }),
        );
      },
    });
  });
  afterAll(async () => {
    for (const account of accounts) await account.remove();
    await t.close();
  });

  it('proves a route that breaks its declaration, or owns a kind without a fixture, is reported', async () => {
    const callers = await callersFor(t, accounts);
    const violations = await checkAccess(t.app, callers, {
      ...OWNED_RESOURCES,
      'test-note': noteFixture,
    });
    const leaks = violations.filter((v) => v.route.includes('/test-leaks/'));
    expect(leaks).toEqual([
      { route: 'GET /api/test-leaks/v1/open', problem: 'anonymous caller got 200, not 401' },
      {
        route: 'GET /api/test-leaks/v1/notes/:noteId',
        problem: 'another customer got 200, not 404',
      },
      { route: 'GET /api/test-leaks/v1/staff-only', problem: 'a customer got 200, not 403' },
      {
        route: 'GET /api/test-leaks/v1/baskets/:basketId',
        problem: 'no fixture makes a "test-basket"',
      },
    ]);
  });
});
