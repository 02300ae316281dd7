import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://shop.example' } });
});
afterAll(() => t.close());

describe('GET /robots.txt', () => {
  it('proves crawlers find it at the site root, kept out of the trolley, checkout, account, staff and API paths, with the sitemap on the public origin', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/ecom/admin',
      '/ecom/shop/trolley',
      '/ecom/checkout',
      '/ecom/myaccount',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://shop.example/ecom/sitemap.xml');
    expect(lines.some((line) => /^Disallow: \/ecom\/?$/.test(line))).toBe(false);
  });

  it('proves a query string or a HEAD request gets the same file', async () => {
    const plain = await t.app.inject('/robots.txt');
    const queried = await t.app.inject('/robots.txt?x=1');
    expect(queried.body).toBe(plain.body);
    const head = await t.app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(head.statusCode).toBe(200);
  });
});
