import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('storefront addresses no page could have', () => {
  it('proves a path of thousands of segments is a 404 with a message, refused before routing', async () => {
    for (const url of [
      `/ecom/shop/browse/${'a/'.repeat(5_000)}`,
      `/ecom/${'x/'.repeat(33)}`,
      `/ecom/shop/search/${'b'.repeat(1_100)}?searchTerm=milk`,
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url.slice(0, 40)).toBe(404);
      expect(response.json(), url.slice(0, 40)).toMatchObject({
        code: 'NOT_FOUND',
        message: 'No page of this shop has an address so long.',
      });
    }
  });

  it('proves addresses as deep as real pages still reach the router, and a long query does not count', async () => {
    const deep = await t.app.inject(`/ecom/${'x/'.repeat(30)}`);
    expect(deep.statusCode).toBe(404);
    expect(deep.headers['content-type']).toMatch(/^text\/html/);
    expect(deep.body).toContain('<h1>Page not found</h1>');
    const echo = await t.app.inject(`/ecom/echo?q=${'a/'.repeat(2_000)}`);
    expect(echo.statusCode).toBe(200);
  });
});
