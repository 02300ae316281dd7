import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import type { OpenApiDocument } from '../../src/http/openapi.ts';
import { STOREFRONT_BASE } from '../../src/web/storefront.plugin.ts';
import { createTestApp } from '../test-app.ts';
import { databaseFingerprint } from './database-fingerprint.ts';
import { fuzz, fuzzSummary } from './fuzz-settings.ts';
import {
  CONTENT_TYPES,
  hostileBody,
  hostileHeaders,
  hostileHost,
  hostileQuery,
  hostileText,
  type QueryParameter,
} from './hostile-input.ts';
import { plausibleValues } from './plausible-values.ts';
import { pathAndQuery, pathFor } from './route-paths.ts';
import { storefrontRoutes } from './storefront-manifest.ts';

/**
 * Every page and action of the storefront, read from the React Router build's route manifest
 * (so a route added later joins without edits), and every static file the server mounts beside
 * it, fed hostile paths, queries, headers, form posts and content types, as documents and as
 * `.data` requests. Every answer must be below 500, a redirect must stay on the site, and the
 * data must be unchanged. Runs against the real build (`npm run build` first).
 */

const BASE = STOREFRONT_BASE;
const t = await createTestApp();
const openApi: OpenApiDocument = (await t.app.inject('/api/openapi.json')).json();
const plausible = await plausibleValues(t.database, openApi);
const baseline = await databaseFingerprint(t.database);
const manifest = await storefrontRoutes(inject('storefrontBuildDir'));
const pages = manifest.filter((route) => route.page);
const actions = manifest.filter((route) => route.action);

/** Files the server mounts under the storefront (hashed assets and the like), from the route table. */
const staticFiles = [
  ...new Set(
    t.app.routeTable
      .filter(({ url }) => url.startsWith(`${BASE}/`) && !url.includes('*') && !url.includes(':'))
      .map(({ url }) => url),
  ),
];

/** Names storefront pages read (and React Router's own), plus every REST query name. */
const QUERY_PARAMETERS: QueryParameter[] = [
  ...new Set([
    'searchTerm',
    'list',
    'redirect',
    'mobileApp',
    'ref',
    'utm_source',
    'utm_campaign',
    '_routes',
    'index',
    ...Object.values(openApi.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) =>
        operation.parameters.filter((p) => p.in === 'query').map((p) => p.name),
      ),
    ),
  ]),
].map((name) => ({ name }));

/** Form fields the storefront's forms send. */
const FORM_FIELDS = ['redirectTo', 'lineNumber', 'quantity', 'uom', 'productId', 'intent'];

/** The document, or its single-fetch data (`/ecom/_root.data` for the home page). */
const asDataRequest = (path: string) =>
  path === BASE ? `${BASE}/_root.data` : `${path.replace(/\/$/, '')}.data`;

function expectSafeAnswer(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
  const location = response.headers.location;
  if (typeof location === 'string') {
    // A redirect stays on the site: a path of ours, never another host.
    expect(location, 'redirect target').toMatch(/^\/(?![/\\])/);
    expect(new URL(location, 'http://shop.invalid').origin).toBe('http://shop.invalid');
  }
}

afterEach(async () => {
  expect(await databaseFingerprint(t.database)).toEqual(baseline);
});
afterAll(async () => {
  console.log(
    fuzzSummary(
      'storefront',
      `${pages.length} pages, ${actions.length} actions, ${staticFiles.length} static files`,
    ),
  );
  await t.close();
});

describe.each(pages)('page $path', (route) => {
  it('proves hostile paths and queries, as documents and as data, get a page below 500', async () => {
    await fuzz(
      fc.tuple(pathAndQuery(route.path, plausible, QUERY_PARAMETERS), fc.boolean()),
      async ([[path, query], data]) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `${data ? asDataRequest(path) : path}${query}`,
        });
        expectSafeAnswer(response);
      },
      60,
    );
  });

  it('proves hostile headers and methods get an answer below 500', async () => {
    await fuzz(
      fc.tuple(
        fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE'),
        pathFor(route.path, plausible, 'plausible'),
        hostileQuery(QUERY_PARAMETERS, plausible, { mutations: false }),
        hostileHeaders,
        fc.option(hostileBody(FORM_FIELDS), { nil: undefined }),
      ),
      async ([method, path, query, headers, body]) => {
        const response = await t.app.inject({
          method: method as 'GET',
          url: `${path}${query}`,
          headers,
          ...(body === undefined || method === 'GET' || method === 'HEAD' ? {} : { payload: body }),
        });
        expectSafeAnswer(response);
      },
      20,
    );
  });

  it('proves odd Host headers get a page below 500', async () => {
    await fuzz(
      fc.tuple(
        fc.constantFrom('GET', 'HEAD'),
        pathFor(route.path, plausible, 'plausible'),
        hostileQuery(QUERY_PARAMETERS, plausible, { mutations: false }),
        fc.boolean(),
        hostileHost,
      ),
      async ([method, path, query, data, host]) => {
        const response = await t.app.inject({
          method: method as 'GET',
          url: `${data ? asDataRequest(path) : path}${query}`,
          // Rendered afresh: a page stored under an ordinary Host would hide the problem.
          headers: { host, 'cache-control': 'no-cache' },
        });
        expectSafeAnswer(response);
      },
      10,
    );
  });
});

/** Where a form asks to go back to: ours, foreign, smuggled, or junk. */
const redirectTo = fc.oneof(
  fc.constantFrom(
    '/ecom/shop/search?searchTerm=milk',
    '/ecom',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    '/ecom/\r\nSet-Cookie: x=1',
    '/ecom\nLocation: //evil.example',
    '/%2F%2Fevil.example',
    '/ecom/%2F%2Fevil.example',
    '/ecom/../../evil',
    '/ecom//evil.example',
    '\t//evil.example',
    ' /ecom',
  ),
  hostileText,
);

/** A well-formed form post (urlencoded, or multipart with its boundary) with hostile fields. */
const formPost = fc
  .tuple(
    redirectTo,
    fc.subarray(FORM_FIELDS.slice(1)),
    hostileText,
    fc.constantFrom('application/x-www-form-urlencoded', 'multipart/form-data; boundary=fuzz'),
  )
  .map(([target, fields, value, contentType]) => {
    const pairs: [string, string][] = [
      ['redirectTo', target],
      ...fields.map((field): [string, string] => [field, value]),
    ];
    const payload = contentType.startsWith('multipart/')
      ? `${pairs
          .map(
            ([key, v]) => `--fuzz\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${v}\r\n`,
          )
          .join('')}--fuzz--\r\n`
      : new URLSearchParams(pairs).toString();
    return { contentType, payload };
  });

describe.each(actions)('action $path', (route) => {
  it('proves well-formed form posts with hostile fields get an answer below 500 that stays on the site', async () => {
    await fuzz(
      fc.tuple(pathFor(route.path, plausible, 'plausible'), fc.boolean(), formPost, hostileHeaders),
      async ([path, data, { contentType, payload }, headers]) => {
        const response = await t.app.inject({
          method: 'POST',
          url: data ? asDataRequest(path) : path,
          headers: { ...headers, 'content-type': contentType },
          payload,
        });
        expectSafeAnswer(response);
      },
      40,
    );
  });

  it('proves odd bodies, content types and methods get an answer below 500', async () => {
    await fuzz(
      fc.tuple(
        fc.constantFrom('POST', 'POST', 'PUT', 'PATCH', 'DELETE'),
        pathFor(route.path, plausible, 'plausible'),
        fc.boolean(),
        fc.option(fc.constantFrom<string>(...CONTENT_TYPES), { nil: undefined }),
        fc.option(hostileBody(FORM_FIELDS), { nil: undefined }),
      ),
      async ([method, path, data, contentType, payload]) => {
        const response = await t.app.inject({
          method: method as 'POST',
          url: data ? asDataRequest(path) : path,
          headers: contentType === undefined ? {} : { 'content-type': contentType },
          ...(payload === undefined ? {} : { payload }),
        });
        expectSafeAnswer(response);
      },
      40,
    );
  });
});

describe(`static files under ${BASE}`, () => {
  it('proves hostile queries and headers on every mounted file get an answer below 500', async () => {
    if (staticFiles.length === 0) return;
    await fuzz(
      fc.tuple(
        fc.constantFrom(...staticFiles),
        fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS'),
        hostileQuery([{ name: 'v' }], plausible),
        hostileHeaders,
      ),
      async ([url, method, query, headers]) => {
        const response = await t.app.inject({
          method: method as 'GET',
          url: `${url}${query}`,
          headers,
        });
        expectSafeAnswer(response);
      },
      40,
    );
  });
});
