import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PAGE_CACHE_HEADER } from './page-cache.ts';

let t: TestApp;
let shopper: TestAccount;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createTestAccount(t.database);
  const session = await t.app.identityService.startSession(shopper.id);
  cookie = `session=${session.secret}; consent=all; mobile-app=ios`;
});
afterAll(async () => {
  await shopper.remove();
  await t.close();
});

const customerShown = (html: string) => /<p data-testid="customer">(-?\d+)<\/p>/.exec(html)?.[1];

describe('signed-in shoppers and the page cache', () => {
  it('proves a signed-in shopper gets shared pages from the anonymous cache, rendered without their identity', async () => {
    const first = await t.app.inject({ url: '/ecom/shared-whoami?a=1', headers: { cookie } });
    expect(first.statusCode).toBe(200);
    expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(customerShown(first.body)).toBe('-1');

    const second = await t.app.inject({ url: '/ecom/shared-whoami?a=1', headers: { cookie } });
    expect(second.headers[PAGE_CACHE_HEADER]).toBe('hit');
    const anonymous = await t.app.inject({
      url: '/ecom/shared-whoami?a=1',
      headers: { cookie: 'mobile-app=ios' },
    });
    expect(anonymous.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(anonymous.body).toBe(second.body);
  });

  it('proves nothing of a signed-in shopper is ever stored: the stored page is what an anonymous visitor renders', async () => {
    const url = '/ecom/shared-whoami?b=1';
    await t.app.inject({ url, headers: { cookie, authorization: 'Bearer x.y.z' } });
    const frame = { cookie: 'mobile-app=ios' };
    const stored = await t.app.inject({ url, headers: frame });
    expect(stored.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(customerShown(stored.body)).toBe('-1');
    const fresh = await t.app.inject({ url, headers: { ...frame, 'cache-control': 'no-cache' } });
    expect(fresh.body.replace(/ nonce="[^"]+"/g, '')).toBe(stored.body);
  });

  it('proves a consent or CSRF cookie every visitor gets does not switch the cache off', async () => {
    const url = '/ecom/shared-whoami?c=1';
    await t.app.inject({ url });
    const withCookies = await t.app.inject({ url, headers: { cookie: 'consent=all; csrf=abc' } });
    expect(withCookies.headers[PAGE_CACHE_HEADER]).toBe('hit');
  });

  it('proves visitors who have made their cookie choices share one copy, and those who have not another (with the banner)', async () => {
    const url = '/ecom/shared-whoami?consent=1';
    const chosen = {
      cookie:
        'consent-functional=false; consent-analytics=true; consent-advertising=false; consent-experimental=true',
    };
    expect((await t.app.inject({ url })).headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect((await t.app.inject({ url, headers: chosen })).headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect((await t.app.inject({ url })).headers[PAGE_CACHE_HEADER]).toBe('hit');
    const other = { cookie: chosen.cookie.replace('analytics=true', 'analytics=false') };
    expect((await t.app.inject({ url, headers: other })).headers[PAGE_CACHE_HEADER]).toBe('hit');
  });

  it('proves pages about the shopper render for them, fresh, and are never stored', async () => {
    for (let i = 0; i < 2; i += 1) {
      const page = await t.app.inject({ url: '/ecom/personal-whoami', headers: { cookie } });
      expect(customerShown(page.body)).toBe(String(shopper.id));
      expect(page.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    }
    const anonymous = await t.app.inject('/ecom/personal-whoami');
    expect(customerShown(anonymous.body)).toBe('-1');
  });

  it('proves client navigation data for shared pages is shared the same way', async () => {
    const url = '/ecom/shared-whoami.data?d=1';
    const data = await t.app.inject({ url, headers: { cookie } });
    expect(data.statusCode).toBe(200);
    const again = await t.app.inject({ url, headers: { cookie: 'mobile-app=ios' } });
    expect(again.headers[PAGE_CACHE_HEADER]).toBe('hit');
    const fresh = await t.app.inject({
      url,
      headers: { cookie: 'mobile-app=ios', 'cache-control': 'no-cache' },
    });
    expect(data.body).toBe(fresh.body);
  });
});
