import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { OpenApiDocument } from './openapi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The spec's REST shape: `/api/{service}/v{n}/{endpoint}`. */
const REST_CALL = /^\/api\/[^/]+\/v\d+\//;

async function openApi(app = t.app): Promise<OpenApiDocument> {
  const response = await app.inject('/api/openapi.json');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
}

describe('GET /api/openapi.json', () => {
  it('proves every REST call the app serves is in the document, under its OpenAPI path', async () => {
    const document = await openApi();
    expect(document.openapi).toBe('3.1.0');
    const served = t.app.routeTable
      .filter((route) => REST_CALL.test(route.url) && route.method !== 'HEAD')
      // Left out on purpose, saying why (test hooks): checked below.
      .filter((route) => route.undocumented === undefined)
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.length).toBeGreaterThanOrEqual(11);
    // A call added without a doc fails here, so the document never falls behind the code.
    expect(documented.sort()).toEqual(served.sort());
  });

  it('proves test hooks are served to tests but left out of the document, saying why', async () => {
    const hooked = await createTestApp({ env: { E2E_TEST_HOOKS: 'true' } });
    try {
      const hooks = hooked.app.routeTable.filter((route) =>
        route.url.startsWith('/api/test-hooks/'),
      );
      expect(hooks.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
        'POST /api/test-hooks/v1/branch-receipts',
        'POST /api/test-hooks/v1/delivery-pass-renewals',
        'POST /api/test-hooks/v1/interstitials-delay',
        'POST /api/test-hooks/v1/money-recovery',
        'POST /api/test-hooks/v1/placed-orders',
        'POST /api/test-hooks/v1/sessions',
        'POST /api/test-hooks/v1/tender-redemptions',
      ]);
      for (const hook of hooks) expect(hook.undocumented).toMatch(/E2E_TEST_HOOKS/);
      const document = await openApi(hooked.app);
      expect(Object.keys(document.paths).filter((path) => path.includes('test-hooks'))).toEqual([]);
      // Everything else is documented as without hooks.
      expect(Object.keys(document.paths)).toEqual(Object.keys((await openApi()).paths));
    } finally {
      await hooked.close();
    }
  });

  it('proves session calls document their optional form-encoded body and the codes they answer', async () => {
    const document = await openApi();
    const logout = document.paths['/api/auth/v1/logout']?.post;
    expect(logout?.requestBody?.required).toBe(false);
    expect(Object.keys(logout?.requestBody?.content ?? {}).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    expect(logout?.responses['403']?.description).toContain('CSRF_TOKEN_INVALID');
    const signIn = document.paths['/api/auth/v1/sign-in']?.post;
    expect(signIn?.requestBody?.required).toBe(true);
    expect(signIn?.responses['429']?.description).toContain('THROTTLE_LOGIN_ERROR');
    expect(signIn?.responses['401']?.description).toContain('INVALID_CREDENTIALS');
    // A GET changes nothing, so the CSRF check never answers it; a bad bearer token may.
    const self = document.paths['/api/accounts/v1/self']?.get;
    expect(self?.responses['403']).toBeUndefined();
    expect(self?.responses['401']?.description).toContain('UNAUTHENTICATED');
    const staff = document.paths['/api/staff/v1/customers/{customerId}']?.get;
    expect(staff?.parameters[0]).toMatchObject({
      name: 'customerId',
      schema: { pattern: '^[1-9]\\d{0,8}$' },
    });
    expect(staff?.responses['404']?.description).toContain('CUSTOMER_NOT_FOUND');
  });

  it('proves the address book documents its 423 with a reason, its bodiless delete and the body refusals', async () => {
    const document = await openApi();
    const one = document.paths['/api/addresses/v2/addresses/{addressId}'];
    expect(Object.keys(one ?? {}).sort()).toEqual(['delete', 'get', 'options', 'put']);
    expect(one?.delete?.responses['204']).toEqual({ description: 'No Content' });
    expect(one?.delete?.responses['200']).toBeUndefined();
    expect(one?.delete?.responses['423']?.description).toContain('ADDRESS_LOCKED');
    // A DELETE reads a body when one is sent, so it may refuse a malformed one.
    expect(one?.delete?.responses['400']?.description).toContain('MALFORMED_JSON');
    expect(one?.put?.responses['404']?.description).toContain('ADDRESS_NOT_FOUND');
    expect(one?.put?.requestBody?.required).toBe(true);
    expect(one?.get?.parameters[0]).toMatchObject({ name: 'addressId', in: 'path' });
    const errorBody = document.components.schemas.ErrorBody as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(errorBody.properties)).toContain('reason');
    const list = document.paths['/api/addresses/v2/addresses']?.get;
    expect(list?.parameters[0]).toMatchObject({
      name: 'sortBy',
      schema: { enum: ['-created', 'created'], default: '-created' },
    });
    const lookup = document.paths['/api/address-lookup/v1/suggestions']?.get;
    expect(lookup?.responses['503']?.description).toContain('SERVICE_UNAVAILABLE');
  });

  it('proves parameters carry the constraints the route checks: bounds, enums, defaults, patterns', async () => {
    const document = await openApi();
    const browse = document.paths['/api/content/v2/browse']?.get;
    const size = browse?.parameters.find((p) => p.name === 'size');
    expect(size).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 200, default: 48 },
    });
    const sortBy = browse?.parameters.find((p) => p.name === 'sortBy');
    expect(sortBy?.schema.enum).toContain('PRICE_LOW_2_HIGH');

    const branch = document.paths['/api/branch/v3/branches/{branchId}']?.get;
    expect(branch?.parameters).toEqual([
      {
        name: 'branchId',
        in: 'path',
        required: true,
        schema: { type: 'string', pattern: '^\\d{1,9}$' },
      },
    ]);
    expect(branch?.responses['404']?.description).toContain('BRANCH_NOT_FOUND');
    expect(branch?.responses['400']?.description).toContain('VALIDATION_FAILED');

    const search = document.paths['/api/search/v1/products']?.get;
    expect(search?.parameters.find((p) => p.name === 'searchTerm')).toMatchObject({
      required: true,
      schema: { type: 'string', maxLength: 500 },
    });
    expect(search?.parameters.find((p) => p.name === 'filterTags')).toMatchObject({
      explode: true,
      schema: { type: 'array', maxItems: 30 },
    });
  });

  it('proves the document names the public origin and links the GraphQL SDL only when it is published', async () => {
    const open = await openApi();
    expect(open.servers).toEqual([{ url: 'http://localhost:3000' }]);
    expect(open.info.description).toContain('/api/graphql/schema.graphql');

    const closed = await createTestApp({ env: { GRAPHQL_INTROSPECTION: 'false' } });
    try {
      const document = await openApi(closed.app);
      expect(document.info.description).not.toContain('schema.graphql');
      const page = await closed.app.inject('/api/docs');
      expect(page.body).not.toContain('schema.graphql');
    } finally {
      await closed.close();
    }
  });
});

describe('GET /api/docs', () => {
  it('proves the readable page lists every operation with its parameters and links the document', async () => {
    const document = await openApi();
    const response = await t.app.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body;
    expect(page).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
    expect(page.match(/<h1>/g)).toHaveLength(1);
    expect(page).toContain('<a href="/api/openapi.json">');
    expect(page).toContain('<a href="/api/graphql/schema.graphql">');
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(page).toContain(
          `<h3 id="${operation.operationId}"><code>${method.toUpperCase()} ${path}</code></h3>`,
        );
      }
    }
    expect(page).toContain(
      '<tr><th scope="row"><code>size</code></th><td>query</td><td>no</td><td>whole number, from 1, to 200, default 48</td></tr>',
    );
    expect(page).not.toContain('<script');
  });
});
