import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CATALOGUE } from '../../src/errors/error-catalogue.ts';
import { documentedErrorCodes, type OpenApiDocument } from '../../src/http/openapi.ts';
import type { RouteDoc } from '../../src/http/route-table.ts';
import { STOREFRONT_BASE } from '../../src/web/storefront.plugin.ts';
import { createTestAccount } from '../test-accounts.ts';
import { createTestApp } from '../test-app.ts';
import { databaseFingerprint, expectDataUnchanged, resetCounters } from './database-fingerprint.ts';
import { fuzz, fuzzSummary } from './fuzz-settings.ts';
import {
  hostileBody,
  hostileHeaders,
  hostileHost,
  hostileQuery,
  type QueryParameter,
} from './hostile-input.ts';
import { plausibleValues } from './plausible-values.ts';
import { documentedBody } from './request-bodies.ts';
import { responseText } from './response-text.ts';
import { pathAndQuery, pathFor } from './route-paths.ts';
import { VALID_REQUESTS_WRITE } from './writing-requests.ts';

/**
 * Every route of the app's route table outside the storefront (REST calls, health, GraphQL's
 * endpoint, the API's catch-all, the OpenAPI document), fed generated hostile paths, queries,
 * headers and bodies (plausible ones built from a call's declared body schema too), as nobody
 * or, on safe calls, as a signed-in customer or staff member. Every answer must be below 500 and
 * leave the data unchanged (throttle counters aside: database-fingerprint.ts); an /api
 * answer refusing the request is our JSON error body, with a code the operation documents; and
 * a query or path the route's declared schema rejects is refused with 400, so the published
 * document tells the truth about what each route checks.
 */

interface Reached {
  route: string | undefined;
  query: unknown;
  params: unknown;
}
/** What Fastify handed each request's route, by request id (the onResponse hook sees it). */
const reached = new Map<string, Reached>();

const t = await createTestApp({
  extend(app) {
    app.addHook('onResponse', async (request) => {
      reached.set(request.id, {
        route: request.routeOptions.url,
        query: request.query,
        params: request.params,
      });
    });
  },
});
const openApi: OpenApiDocument = (await t.app.inject('/api/openapi.json')).json();

// A customer and a staff member, signed in before the baseline: calls that need someone signed
// in are reached past "who are you", and their emails are the plausible ones (taken, so a
// well-formed registration is refused; the password tried is never theirs).
const customer = await createTestAccount(t.database);
const staff = await createTestAccount(t.database, { role: 'staff' });
const customerSession = await t.app.identityService.startSession(customer.id);
const staffSession = await t.app.identityService.startSession(staff.id);
const { identity: staffIdentity } = await t.app.identityService.resolve({
  sessionSecret: staffSession.secret,
  bearerToken: null,
});
const staffToken = t.app.identityService.issueAccessToken(staffIdentity).accessToken;
// The customer has an address (added the shopper's way, before the baseline), so the address
// calls it makes are answered about a real one.
const { identity: customerIdentity } = await t.app.identityService.resolve({
  sessionSecret: customerSession.secret,
  bearerToken: null,
});
await t.app.inject({
  method: 'POST',
  url: '/api/graphql',
  headers: {
    authorization: `Bearer ${t.app.identityService.issueAccessToken(customerIdentity).accessToken}`,
  },
  payload: {
    query: 'mutation ($input: AddAddressInput!) { addAddress(input: $input) { address { id } } }',
    variables: {
      input: { line1: '1 Fuzz Lane', postalCode: 'RG1 4AB', firstName: 'Ann', lastName: 'Lee' },
    },
  },
});
// And a shopping list (decision 0081), so the list calls it makes are answered about a real one.
await t.app.services.shoppingLists.create(customerIdentity, 'Fuzz list');
/**
 * Who a request comes from. Signed-in credentials go with GET and HEAD only: a signed-in change
 * is meant to change data (signing out ends the session), so changes are sent anonymously or
 * with credentials that name nobody (hostileHeaders).
 */
const callers = fc.constantFrom<Record<string, string>>(
  {},
  { cookie: `session=${customerSession.secret}` },
  { cookie: `session=${staffSession.secret}` },
  { authorization: `Bearer ${staffToken}` },
);
const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** Mostly this machine, often another address: sign-in is throttled per address (30 a minute). */
const clientAddress = fc.oneof(
  { weight: 2, arbitrary: fc.constant('127.0.0.1') },
  { weight: 1, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.ipV6() },
);

const plausible = await plausibleValues(t.database, openApi);
await resetCounters(t.database);
const baseline = await databaseFingerprint(t.database);

interface RouteGroup {
  url: string;
  methods: string[];
  /** Each method's own doc: one path may be several operations (GET and PATCH accounts/v1/self). */
  docs: Map<string, RouteDoc>;
}

/** One entry per path, with all its methods: the storefront's own suite walks /ecom. */
const routes: RouteGroup[] = [];
for (const { method, url, doc } of t.app.routeTable) {
  if (url.startsWith(STOREFRONT_BASE)) continue;
  let group = routes.find((route) => route.url === url);
  if (!group) {
    group = { url, methods: [], docs: new Map() };
    routes.push(group);
  }
  group.methods.push(method);
  if (doc) group.docs.set(method, doc);
}

/** A route's declared query parameters; one without a value is required. */
function parametersOf(schema: unknown): QueryParameter[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, property]) => ({
    name,
    required: !property.safeParse(undefined).success,
  }));
}
/** Names any REST call reads, for routes that declare none (they should ignore them all). */
const allQueryParameters = [
  ...new Map(
    routes
      .flatMap((route) => [...route.docs.values()].flatMap((doc) => parametersOf(doc.query)))
      .map((p) => [p.name, { name: p.name }]),
  ).values(),
];

interface Refusal {
  code: string;
  message: string;
  requestId: string;
}

function parseRefusal(text: string): Refusal | undefined {
  try {
    const body = JSON.parse(text) as Partial<Refusal> | null;
    return typeof body?.code === 'string' ? (body as Refusal) : undefined;
  } catch {
    return undefined;
  }
}

/** The refusal a bodiless HEAD answer stands for, by status (a Host or target refusal is a 400). */
const HEAD_REFUSALS: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN' };

function expectSafeAnswer(
  route: RouteGroup,
  method: string,
  response: LightMyRequestResponse,
): void {
  const text = responseText(response);
  expect(response.statusCode, text.slice(0, 300)).toBeLessThan(500);
  const refusal = parseRefusal(text);
  // A request refused before the hook that names it in a header still names it in its body.
  const id = response.headers['x-request-id'] ?? refusal?.requestId;
  const seen = typeof id === 'string' ? reached.get(id) : undefined;

  const answeredBy = seen?.route;
  const path = response.raw.req.url ?? '';
  const doc = route.docs.get(method);
  const isApi = (answeredBy ?? path).startsWith('/api/') && !answeredBy?.startsWith('/api/graphql');
  if (isApi && response.statusCode >= 400 && method !== 'HEAD') {
    expect(refusal, `an error body: ${text.slice(0, 200)}`).toBeDefined();
    const body = refusal as Refusal;
    expect(Object.keys(ERROR_CATALOGUE)).toContain(body.code);
    expect(body.message).toBeTruthy();
    if (doc && answeredBy === route.url) {
      expect(documentedErrorCodes(method, doc)).toContain(body.code);
    }
  }

  // What the route declares it checks, it does check.
  if (doc && seen && answeredBy === route.url) {
    const declaredQuery = doc.query;
    const declaredParams = doc.params;
    const refused =
      (declaredQuery && !declaredQuery.safeParse(seen.query).success) ||
      (declaredParams && !declaredParams.safeParse(seen.params).success);
    // Unless the request was refused before its input was looked at: its Host or target, a
    // bearer token that is not valid (the client must refresh it whatever else is wrong), or a
    // caller the route does not serve (decision 0026: who is asking comes first). An answer to
    // HEAD has no body: its status says which refusal it was.
    const code =
      refusal?.code ?? (method === 'HEAD' ? HEAD_REFUSALS[response.statusCode] : undefined);
    const refusedFirst =
      code === 'INVALID_HOST' ||
      code === 'INVALID_REQUEST_TARGET' ||
      (code === 'UNAUTHENTICATED' && response.raw.req.headers.authorization !== undefined) ||
      (code === 'UNAUTHENTICATED' && doc.access !== 'public') ||
      (code === 'FORBIDDEN' && doc.access === 'staff');
    if (refused && !refusedFirst) expect(response.statusCode, code).toBe(400);
  }
}

afterEach(() => expectDataUnchanged(t.database, baseline));
afterAll(async () => {
  console.log(fuzzSummary('REST', `${routes.length} routes`));
  await t.app.identityService.endSession(customerSession.sessionId, 'signed-out');
  await t.app.identityService.endSession(staffSession.sessionId, 'signed-out');
  await customer.remove();
  await staff.remove();
  await t.close();
});

describe.each(routes)('$url', (route) => {
  const declaredQueries = [...route.docs.values()].flatMap((doc) => (doc.query ? [doc.query] : []));
  const queryParameters =
    declaredQueries.length > 0 ? declaredQueries.flatMap(parametersOf) : allQueryParameters;

  it(`proves hostile paths and queries on ${route.methods.join(',')} get a 4xx at worst`, async () => {
    await fuzz(
      fc.tuple(
        fc.constantFrom(...route.methods),
        pathAndQuery(route.url, plausible, queryParameters),
        callers,
        clientAddress,
      ),
      async ([method, [path, query], caller, remoteAddress]) => {
        const response = await t.app.inject({
          method: method as 'GET',
          url: `${path}${query}`,
          headers: SAFE_METHODS.has(method) ? caller : {},
          remoteAddress,
        });
        expectSafeAnswer(route, method, response);
      },
      150,
    );
  });

  it(`proves hostile headers, content types and bodies on ${route.methods.join(',')} get a 4xx at worst`, async () => {
    await fuzz(
      fc.tuple(
        fc.constantFrom(...route.methods),
        pathFor(route.url, plausible, 'plausible'),
        // The query is plausible here, so a failure points at the headers or the body.
        hostileQuery(queryParameters, plausible, { mutations: false }),
        hostileHeaders,
        fc.option(hostileBody(queryParameters.map(({ name }) => name)), { nil: undefined }),
        clientAddress,
      ),
      async ([method, path, query, headers, body, remoteAddress]) => {
        const response = await t.app.inject({
          method: method as 'GET',
          url: `${path}${query}`,
          headers,
          remoteAddress,
          ...(body === undefined ? {} : { payload: body }),
        });
        expectSafeAnswer(route, method, response);
      },
      50,
    );
  });

  // Each method with a declared body gets plausible bodies built from its own schema.
  const bodies = route.methods.flatMap((method) => {
    const doc = route.docs.get(method);
    return doc?.body ? [{ method, doc, body: doc.body }] : [];
  });
  for (const { method, doc, body } of bodies) {
    it(`proves plausible bodies with hostile fields on ${method} get a 4xx at worst`, async () => {
      await fuzz(
        fc.tuple(
          pathFor(route.url, plausible, 'plausible'),
          documentedBody(body, plausible, {
            form: (doc.bodyTypes ?? []).includes('application/x-www-form-urlencoded'),
            // Its valid request changes data by design: always send something wrong.
            somethingWrong: VALID_REQUESTS_WRITE.has(`${method} ${route.url}`),
          }),
          clientAddress,
        ),
        async ([path, { contentType, payload }, remoteAddress]) => {
          const response = await t.app.inject({
            method: method as 'POST',
            url: path,
            headers: { 'content-type': contentType },
            payload,
            remoteAddress,
          });
          expectSafeAnswer(route, method, response);
        },
        60,
      );
    });
  }

  it(`proves odd Host headers on ${route.methods.join(',')} get a 4xx at worst`, async () => {
    await fuzz(
      fc.tuple(
        fc.constantFrom(...route.methods),
        pathFor(route.url, plausible, 'plausible'),
        hostileQuery(queryParameters, plausible, { mutations: false }),
        hostileHost,
      ),
      async ([method, path, query, host]) => {
        const response = await t.app.inject({
          method: method as 'GET',
          url: `${path}${query}`,
          headers: { host },
        });
        expectSafeAnswer(route, method, response);
      },
      20,
    );
  });
});
