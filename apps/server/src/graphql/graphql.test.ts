import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineNumbers, liveWasNow } from '../../test/catalogue-facts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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
  });
});

describe('when the database is down', () => {
  it('proves resolver crashes answer with a generic message and request id, and health says 503', async () => {
    const [line] = await lineNumbers(t.database, 1);
    const broken = await createTestApp();
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
