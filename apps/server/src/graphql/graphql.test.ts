import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineNumbers, liveWasNow } from '../../test/catalogue-facts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isJson } from './graphql.plugin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function graphql(app: TestApp, query: string, variables?: Record<string, unknown>) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/graphql',
    payload: { query, ...(variables ? { variables } : {}) },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('POST /api/graphql', () => {
  it('proves taxonomy lists the groceries root first, then its children in display order', async () => {
    const { status, body } = await graphql(
      t,
      '{ taxonomy { taxonomy { rootId categories { id parentId categoryIds } } failures { type } } }',
    );
    expect(status).toBe(200);
    const { taxonomy, failures } = body.data.taxonomy;
    expect(failures).toBeNull();
    expect(taxonomy.categories[0].id).toBe('10051');
    expect(taxonomy.categories.slice(1, 3).map((c: { id: string }) => c.id)).toEqual(
      taxonomy.categories[0].categoryIds.slice(0, 2),
    );
  });

  it('proves products(lineNumbers) returns the same products as REST, promotions included', async () => {
    const deal = await liveWasNow(t.database, new Date());
    const { body } = await graphql(
      t,
      'query Products($lines: [String!]!) { products(lineNumbers: $lines) { products { lineNumber pricing { displayPrice { amount currencyCode } } promotions { promotionTypeCode wasDisplayPrice { amount } } } failures { type } } }',
      { lines: [deal.line_number, '999999999'] },
    );
    const rest = (await t.app.inject(`/api/products/v1/products/${deal.line_number}`)).json();
    expect(body.data.products.failures).toBeNull();
    expect(body.data.products.products[0].promotions).toContainEqual({
      promotionTypeCode: 'WAS_NOW',
      wasDisplayPrice: { amount: deal.was },
    });
    expect(body.data.products.products).toEqual([
      {
        lineNumber: deal.line_number,
        pricing: { displayPrice: rest.products[0].pricing.displayPrice },
        promotions: rest.products[0].promotions.map(
          (p: { promotionTypeCode: string; wasDisplayPrice: { amount: number } | null }) => ({
            promotionTypeCode: p.promotionTypeCode,
            wasDisplayPrice: p.wasDisplayPrice ? { amount: p.wasDisplayPrice.amount } : null,
          }),
        ),
      },
    ]);
  });

  it('proves expected failures come back as failures [{message, type}] in the payload', async () => {
    const unknown = await graphql(
      t,
      '{ product(id: "000000-0-0") { product { id } failures { message type } } }',
    );
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.product).toEqual({
      product: null,
      failures: [{ message: 'No product with id 000000-0-0', type: 'NOT_FOUND' }],
    });
    const tooMany = await graphql(
      t,
      'query P($lines: [String!]!) { products(lineNumbers: $lines) { products { id } failures { message type } } }',
      { lines: await lineNumbers(t.database, 101) },
    );
    expect(tooMany.body.data.products.failures).toEqual([
      { message: expect.stringMatching(/At most 100 line numbers/), type: 'VALIDATION_FAILED' },
    ]);
    const badLine = await graphql(
      t,
      '{ products(lineNumbers: ["12ab"]) { products { id } failures { message type } } }',
    );
    expect(badLine.body.data.products.failures[0].message).toMatch(/lineNumbers: "12ab"/);
  });

  it('proves an invalid query is a 400 with GraphQL errors, not a 500', async () => {
    const { status, body } = await graphql(t, '{ nope }');
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/Cannot query field "nope"/);
    const several = await graphql(t, '{ nope alsoNope }');
    expect(several.status).toBe(400);
    expect(several.body.errors).toHaveLength(2);
  });

  it('proves a body that is not JSON is a 400 saying so, as on REST', async () => {
    for (const payload of ['{"query": ', '{query: 1}', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().errors[0], payload).toMatchObject({
        message: expect.stringMatching(/^Request body is (not valid JSON|empty)/),
        extensions: { code: 'MALFORMED_JSON' },
      });
    }
  });
});

describe('requests GraphQL cannot run', () => {
  it('proves a query sent as a JSON syntax tree, or naming no runnable operation, is a 400 with a message', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ query: '{"kind":"Document"}' }, /must be a GraphQL document, not a JSON syntax tree/],
      [{ query: '[1,2]' }, /must be a GraphQL document/],
      [{ query: '{ __typename }', operationName: 'Nope' }, /Unknown operation named "Nope"/],
      [{ query: 'query A { __typename } query B { __typename }' }, /Must provide operation name/],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/graphql', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[0].message, JSON.stringify(payload)).toMatch(message);
    }
    expect(t.logs.filter((line) => line.level === 50)).toEqual([]);
  });
  it('proves a GET naming no runnable operation is a 400 with the message a POST gets, every time', async () => {
    const cases: [string, string][] = [
      ['?query={__typename}&operationName=Nope', 'Unknown operation named "Nope".'],
      // Twice: the second comes from Mercurius's parse cache, which skips its hooks.
      ['?query={__typename}&operationName=Nope', 'Unknown operation named "Nope".'],
      ['?query=mutation{__typename}&operationName=', 'Unknown operation named "".'],
      [
        '?query=query A { __typename } query B { __typename }',
        'Must provide operation name if query contains multiple operations.',
      ],
    ];
    for (const [search, message] of cases) {
      const response = await t.app.inject({ method: 'GET', url: `/api/graphql${search}` });
      expect(response.statusCode, search).toBe(400);
      expect(response.json().errors, search).toEqual([
        { message, extensions: { code: 'VALIDATION_FAILED' } },
      ]);
    }
    const named = await t.app.inject('/api/graphql?query=query A { __typename }&operationName=A');
    expect(named.json()).toEqual({ data: { __typename: 'Query' } });
    expect(t.logs.filter((line) => line.level === 50)).toEqual([]);
  });

  it('proves JSON where the document should be is a 400, whichever way it is sent', async () => {
    const requests = ['{}', '[]', '1', '{ }'].flatMap((query) => [
      { payload: { query } },
      { headers: { 'content-type': 'application/graphql' }, payload: query },
    ]);
    for (const request of requests) {
      const response = await t.app.inject({ method: 'POST', url: '/api/graphql', ...request });
      expect(response.statusCode, JSON.stringify(request)).toBe(400);
      expect(response.json().errors[0].message).toBe(
        'The query must be a GraphQL document, not a JSON syntax tree.',
      );
    }
  });
});

describe('telling a JSON syntax tree from a GraphQL document', () => {
  it('proves the check that skips JSON.parse for a text that cannot be JSON answers as JSON.parse does', () => {
    const parses = (text: string) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    };
    const texts = [
      '{}',
      '{ }',
      '\n\t{\r\n"kind": "Document"}',
      '[]',
      ' [1, 2]',
      '"text"',
      '-1',
      '0',
      '12.5e3',
      'true',
      ' false ',
      'null',
      '',
      '   ',
      '{ __typename }',
      '{\n  taxonomy { taxonomy { rootId } }\n}',
      'query GetTrolley($orderId: String!) { getTrolley(orderId: $orderId) { failures { type } } }',
      'mutation { emptyTrolley(orderId: "1") { failures { type } } }',
      'fragment F on Query { __typename } { ...F }',
      'nullish',
      'trueish { a }',
      '{"a": 1',
      '[1, 2',
      '\uFEFF{}',
      '\u00A0{}',
    ];
    for (const text of texts) expect(isJson(text), JSON.stringify(text)).toBe(parses(text));
  });
});

describe('what one GraphQL request may ask for', () => {
  const taxonomyAs = (count: number) =>
    `{ ${Array.from({ length: count }, (_, i) => `t${i}: taxonomy { taxonomy { categories { id name url } } }`).join(' ')} }`;

  it('proves the same field under many aliases is refused with a 400 naming the limit, before it runs', async () => {
    const { status, body } = await graphql(t, taxonomyAs(100));
    expect(status).toBe(400);
    expect(body.data).toBeNull();
    expect(body.errors.map((error: { message: string }) => error.message)).toEqual([
      'The query uses 100 aliases; at most 20 are allowed (fragments count each time they are used).',
      'The query selects 600 fields; at most 500 are allowed (fragments count each time they are used).',
    ]);
    // The probe's thousand aliases (92 MB of answer) is longer than any document may be.
    const probe = await graphql(t, taxonomyAs(1_000));
    expect(probe.status).toBe(400);
    expect(JSON.stringify(probe.body).length).toBeLessThan(1_000);
    const allowed = await graphql(t, taxonomyAs(2));
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.t1.taxonomy.categories.length).toBeGreaterThan(10);
  });

  it('proves fields are counted through fragments each time they are spread, aliases included', async () => {
    const twelve = 'id parentId name shortName pageTitle url categoryIds emptyOfProducts';
    const fragment = `fragment C on Category { ${twelve} hiddenInNav iconName offer banner { heading } }`;
    const spreads = (n: number) => '...C '.repeat(n);
    const wide = await graphql(
      t,
      `{ taxonomy { taxonomy { categories { ${spreads(50)} } } } } ${fragment}`,
    );
    expect(wide.status).toBe(400);
    expect(wide.body.errors[0].message).toBe(
      'The query selects 653 fields; at most 500 are allowed (fragments count each time they are used).',
    );
    const nested = await graphql(
      t,
      `{ ...Q } fragment Q on Query { ${Array.from({ length: 21 }, (_, i) => `p${i}: product(id: "x") { failures { type } }`).join(' ')} }`,
    );
    expect(nested.status).toBe(400);
    expect(nested.body.errors[0].message).toMatch(/^The query uses 21 aliases; at most 20/);
    const cycle = await graphql(
      t,
      '{ ...A } fragment A on Query { __typename ...B } fragment B on Query { ...A }',
    );
    expect(cycle.status).toBe(400);
    expect(cycle.body.errors[0].message).toMatch(/Cannot spread fragment "A" within itself/);
    const fine = await graphql(
      t,
      `{ taxonomy { taxonomy { categories { ${spreads(3)} } } } } ${fragment}`,
    );
    expect(fine.status).toBe(200);
    expect(fine.body.data.taxonomy.taxonomy.categories[0].id).toBe('10051');
  });

  it('proves an enormous document is refused while it is parsed', async () => {
    const { status, body } = await graphql(t, `{ ${'__typename '.repeat(20_000)} }`);
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/more that 10000 tokens/);
  });
});

describe('introspection and the published schema', () => {
  it('proves both are there when configuration allows them (outside production by default)', async () => {
    const { status, body } = await graphql(t, '{ __schema { queryType { name } } }');
    expect(status).toBe(200);
    expect(body.data.__schema.queryType.name).toBe('Query');
    const sdl = await t.app.inject('/api/graphql/schema.graphql');
    expect(sdl.statusCode).toBe(200);
    expect(sdl.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(sdl.body).toContain('type Query {');
    expect(sdl.body).toContain('products(lineNumbers: [String!]!): ProductsResponse!');
  });

  it('proves with GRAPHQL_INTROSPECTION=false an introspection query is a 400 and the SDL a 404', async () => {
    const closed = await createTestApp({ env: { GRAPHQL_INTROSPECTION: 'false' } });
    try {
      for (const query of [
        '{ __schema { types { name } } }',
        '{ __type(name: "Product") { name } }',
      ]) {
        const { status, body } = await graphql(closed, query);
        expect(status, query).toBe(400);
        expect(body.errors[0].message, query).toMatch(/introspection has been disabled/);
      }
      const ordinary = await graphql(closed, '{ taxonomy { taxonomy { rootId } } __typename }');
      expect(ordinary.body.data.taxonomy.taxonomy.rootId).toBe('10051');
      const sdl = await closed.app.inject('/api/graphql/schema.graphql');
      expect(sdl.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});

describe('when the database is down', () => {
  it('proves resolver crashes answer with a generic message and request id, and health says 503', async () => {
    const [line] = await lineNumbers(t.database, 1);
    const broken = await createTestApp({ freshDatabase: true });
    await broken.database.close();
    try {
      const { body } = await graphql(
        broken,
        `{ products(lineNumbers: ["${line}"]) { products { id } } }`,
      );
      expect(body.errors[0].message).toMatch(
        /^Sorry, something went wrong on our side\. Please quote reference /,
      );
      expect(body.errors[0].extensions.code).toBe('INTERNAL_ERROR');
      expect(broken.logs.some((line) => line.msg === 'unexpected GraphQL resolver error')).toBe(
        true,
      );
      const health = await broken.app.inject('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json().status).toBe('unavailable');
    } finally {
      await broken.app.close();
    }
  });
});
