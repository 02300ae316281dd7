import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CATALOGUE } from '../../src/errors/error-catalogue.ts';
import { documentedErrorCodes, type OpenApiDocument } from '../../src/http/openapi.ts';
import type { RouteDoc } from '../../src/http/route-table.ts';
import { STOREFRONT_BASE } from '../../src/web/storefront.plugin.ts';
import { createTestApp } from '../test-app.ts';
import { databaseFingerprint } from './database-fingerprint.ts';
import { fuzz, fuzzSummary } from './fuzz-settings.ts';
import {
  hostileBody,
  hostileHeaders,
  hostileHost,
  hostileQuery,
  type QueryParameter,
} from './hostile-input.ts';
import { plausibleValues } from './plausible-values.ts';
import { pathAndQuery, pathFor } from './route-paths.ts';

/**
 * Every route of the app's route table outside the storefront (REST calls, health, GraphQL's
 * endpoint, the API's catch-all, the OpenAPI document), fed generated hostile paths, queries,
 * headers and bodies. Every answer must be below 500 and leave the data unchanged; an /api
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
const plausible = await plausibleValues(t.database, openApi);
const baseline = await databaseFingerprint(t.database);

interface RouteGroup {
  url: string;
  methods: string[];
  doc: RouteDoc | undefined;
}

/** One entry per path, with all its methods: the storefront's own suite walks /ecom. */
const routes: RouteGroup[] = [];
for (const { method, url, doc } of t.app.routeTable) {
  if (url.startsWith(STOREFRONT_BASE)) continue;
  const group = routes.find((route) => route.url === url);
  if (group) group.methods.push(method);
  else routes.push({ url, methods: [method], doc });
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
      .flatMap((route) => parametersOf(route.doc?.query))
      .map((p) => [p.name, { name: p.name }]),
  ).values(),
];

function expectSafeAnswer(
  route: RouteGroup,
  method: string,
  response: LightMyRequestResponse,
): void {
  const id = response.headers['x-request-id'];
  const seen = typeof id === 'string' ? reached.get(id) : undefined;
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);

  const answeredBy = seen?.route;
  const path = response.raw.req.url ?? '';
  const isApi = (answeredBy ?? path).startsWith('/api/') && !answeredBy?.startsWith('/api/graphql');
  if (isApi && response.statusCode >= 400 && method !== 'HEAD') {
    const body = response.json() as { code: string; message: string; requestId: string };
    expect(Object.keys(ERROR_CATALOGUE)).toContain(body.code);
    expect(body.message).toBeTruthy();
    if (route.doc && answeredBy === route.url) {
      expect(documentedErrorCodes(method, route.doc)).toContain(body.code);
    }
  }

  // What the route declares it checks, it does check.
  if (route.doc && seen && answeredBy === route.url) {
    const declaredQuery = route.doc.query;
    const declaredParams = route.doc.params;
    const refused =
      (declaredQuery && !declaredQuery.safeParse(seen.query).success) ||
      (declaredParams && !declaredParams.safeParse(seen.params).success);
    if (refused) expect(response.statusCode).toBe(400);
  }
}

afterEach(async () => {
  expect(await databaseFingerprint(t.database)).toEqual(baseline);
});
afterAll(async () => {
  console.log(fuzzSummary('REST', `${routes.length} routes`));
  await t.close();
});

describe.each(routes)('$url', (route) => {
  const queryParameters = route.doc?.query ? parametersOf(route.doc.query) : allQueryParameters;

  it(`proves hostile paths and queries on ${route.methods.join(',')} get a 4xx at worst`, async () => {
    await fuzz(
      fc.tuple(
        fc.constantFrom(...route.methods),
        pathAndQuery(route.url, plausible, queryParameters),
      ),
      async ([method, [path, query]]) => {
        const response = await t.app.inject({ method: method as 'GET', url: `${path}${query}` });
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
      ),
      async ([method, path, query, headers, body]) => {
        const response = await t.app.inject({
          method: method as 'GET',
          url: `${path}${query}`,
          headers,
          ...(body === undefined ? {} : { payload: body }),
        });
        expectSafeAnswer(route, method, response);
      },
      50,
    );
  });

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
