import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('methods no route serves', () => {
  it('proves TRACE to a storefront page or the API is a 405 naming the allowed methods, not a 500', async () => {
    for (const url of ['/ecom', '/ecom/shop/search?searchTerm=milk', '/api/health']) {
      const response = await t.app.inject({ method: 'TRACE', url });
      expect(response.statusCode, url).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(response.json()).toMatchObject({
        code: 'METHOD_NOT_ALLOWED',
        message: expect.stringContaining('TRACE is not served here'),
      });
    }
    // Ordinary methods still reach their routes.
    expect((await t.app.inject({ method: 'OPTIONS', url: '/api/health' })).statusCode).toBe(404);
    expect((await t.app.inject('/ecom')).statusCode).toBe(200);
  });
});
