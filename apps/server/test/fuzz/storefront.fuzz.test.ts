import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import type { OpenApiDocument } from '../../src/http/openapi.ts';
import { STOREFRONT_BASE } from '../../src/web/storefront.plugin.ts';
import { createTestAccount } from '../test-accounts.ts';
import { createTestApp } from '../test-app.ts';
import { databaseFingerprint, expectDataUnchanged, resetCounters } from './database-fingerprint.ts';
import { fuzz, fuzzSummary } from './fuzz-settings.ts';
import {
  CONTENT_TYPES,
  hostileBody,
  hostileHeaders,
  hostileHost,
  hostileQuery,
  hostileText,
  parameterValue,
  type QueryParameter,
} from './hostile-input.ts';
import { plausibleValues } from './plausible-values.ts';
import { pathAndQuery, pathFor } from './route-paths.ts';
import { storefrontRoutes } from './storefront-manifest.ts';
import { VALID_REQUESTS_WRITE } from './writing-requests.ts';

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

// A customer and a staff member, signed in before the baseline, so guarded pages and the staff
// console render for someone. Their emails are the plausible ones in form posts (taken, so a
// registration is refused; the password tried is never theirs).
const customer = await createTestAccount(t.database);
const staff = await createTestAccount(t.database, { role: 'staff' });
const customerSession = await t.app.identityService.startSession(customer.id);
const staffSession = await t.app.identityService.startSession(staff.id);
// The trolley page opens the caller's trolley on a first visit (decision 0031's order id): both
// callers have one already, so a visit reads it and changes nothing.
for (const session of [customerSession, staffSession]) {
  const { identity } = await t.app.identityService.resolve({
    sessionSecret: session.secret,
    bearerToken: null,
  });
  await t.app.services.trolley.currentOrderId(identity);
}
/**
 * Who asks for a page: nobody, a customer, or staff in the console. Form posts go anonymously
 * (a signed-in post is meant to change data: log-out ends the session, sign-on starts one), but
 * for the SIGNED_IN_POSTS below.
 */
const callers = fc.constantFrom<Record<string, string>>(
  {},
  { cookie: `session=${customerSession.secret}` },
  { cookie: `session=${staffSession.secret}; staff-session=${staffSession.secret}` },
);
/**
 * Actions also posted as the signed-in customer, whose trolley is open and empty, with no slot and
 * no saved trolley: every post there is refused (nothing to swap; save and restore are for staff
 * signed on as the customer, so 404), so signed-in hostile posts reach past the sign-in guard and
 * must still change nothing.
 */
const SIGNED_IN_POSTS = new Set([
  `${BASE}/shop/trolley/swap`,
  `${BASE}/customer/trolley/save`,
  `${BASE}/customer/trolley/restore`,
]);
const posterOf = (path: string) =>
  SIGNED_IN_POSTS.has(path)
    ? fc.constantFrom<Record<string, string>>({}, { cookie: `session=${customerSession.secret}` })
    : fc.constant<Record<string, string>>({});
/**
 * Pages where a signed-in GET is meant to change data: following the account menu's Sign out
 * link signs out at once (spec doc 3 §7). They are asked for anonymously, which still runs them.
 */
const SIGNS_OUT = new Set([`${STOREFRONT_BASE}/log-out`]);
/** Mostly this machine, often another address: sign-in is throttled per address. */
const clientAddress = fc.oneof(
  { weight: 2, arbitrary: fc.constant('127.0.0.1') },
  { weight: 1, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.ipV6() },
);
const plausible = await plausibleValues(t.database, openApi);
await resetCounters(t.database);
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
    // The address forms' postcode lookup (resources/address-lookup and the no-JavaScript links).
    'postcode',
    'suggestion',
    // Experiments' preview link, stub mocking, analytics' ids and dates, the dashboard's range
    // (decisions 0070–0072).
    'experimentPreview',
    'stubs',
    'ga_cid',
    'ga_session_id',
    'fromDate',
    'startDate',
    'from',
    'to',
    'cookiePreferences',
    ...Object.values(openApi.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) =>
        operation.parameters.filter((p) => p.in === 'query').map((p) => p.name),
      ),
    ),
  ]),
].map((name) => ({ name }));

/** Form fields the storefront's forms send. */
const FORM_FIELDS = [
  'redirectTo',
  'lineNumber',
  'quantity',
  'uom',
  'productId',
  'intent',
  'email',
  'password',
  'title',
  'firstName',
  'lastName',
  'csrf',
  // The swap of an unavailable item (shop/trolley/swap).
  'replacementLineNumber',
];

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

afterEach(() => expectDataUnchanged(t.database, baseline));
afterAll(async () => {
  console.log(
    fuzzSummary(
      'storefront',
      `${pages.length} pages, ${actions.length} actions, ${staticFiles.length} static files`,
    ),
  );
  await t.app.identityService.endSession(customerSession.sessionId, 'signed-out');
  await t.app.identityService.endSession(staffSession.sessionId, 'signed-out');
  await customer.remove();
  await staff.remove();
  await t.close();
});

describe.each(pages)('page $path', (route) => {
  it('proves hostile paths and queries, as documents and as data, get a page below 500', async () => {
    await fuzz(
      fc.tuple(
        pathAndQuery(route.path, plausible, QUERY_PARAMETERS),
        fc.boolean(),
        SIGNS_OUT.has(route.path) ? fc.constant({}) : callers,
      ),
      async ([[path, query], data, caller]) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `${data ? asDataRequest(path) : path}${query}`,
          headers: caller,
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

/**
 * A value for each form field: plausible (a taken email, a policy-meeting wrong password, a real
 * title), so a form gets past its checks, or hostile. Only hostile for an action whose valid
 * post changes data by design (writing-requests.ts): bad input must still change nothing.
 */
const formFields = (plausibleAllowed: boolean) =>
  fc.tuple(
    ...FORM_FIELDS.slice(1).map((field) =>
      fc.option(
        parameterValue(plausibleAllowed ? plausible(field) : []).map((value): [string, string] => [
          field,
          value,
        ]),
        { nil: undefined },
      ),
    ),
  );

/** A well-formed form post (urlencoded, or multipart with its boundary) with hostile fields. */
const formPost = (plausibleAllowed: boolean) =>
  fc
    .tuple(
      redirectTo,
      formFields(plausibleAllowed),
      fc.constantFrom('application/x-www-form-urlencoded', 'multipart/form-data; boundary=fuzz'),
    )
    .map(([target, fields, contentType]) => {
      const pairs: [string, string][] = [
        ['redirectTo', target],
        ...fields.filter((pair) => pair !== undefined),
      ];
      const payload = contentType.startsWith('multipart/')
        ? `${pairs
            .map(
              ([key, v]) =>
                `--fuzz\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${v}\r\n`,
            )
            .join('')}--fuzz--\r\n`
        : new URLSearchParams(pairs).toString();
      return { contentType, payload };
    });

describe.each(actions)('action $path', (route) => {
  it('proves well-formed form posts with hostile fields get an answer below 500 that stays on the site', async () => {
    await fuzz(
      fc.tuple(
        pathFor(route.path, plausible, 'plausible'),
        fc.boolean(),
        formPost(!VALID_REQUESTS_WRITE.has(`POST ${route.path}`)),
        hostileHeaders,
        clientAddress,
        posterOf(route.path),
      ),
      async ([path, data, { contentType, payload }, headers, remoteAddress, poster]) => {
        const response = await t.app.inject({
          method: 'POST',
          url: data ? asDataRequest(path) : path,
          headers: { ...headers, ...poster, 'content-type': contentType },
          payload,
          remoteAddress,
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
