import { ANONYMOUS_VIEWER } from '@grocer/domain/identity/viewer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PAGE_CACHE_HEADER } from './page-cache.ts';

// The viewer route is the server's own (contexts/viewer, decision 0060), beside the fixture
// storefront, which mounts the storefront's real route guards (apps/web/app/routes/guards/*.ts).
let t: TestApp;
let shopper: TestAccount;
let staff: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createTestAccount(t.database, { firstName: 'Jane' });
  staff = await createTestAccount(t.database, { role: 'staff', firstName: 'Priya' });
});
afterAll(async () => {
  await shopper.remove();
  await staff.remove();
  await t.close();
});

async function cookieFor(accountId: number, customerId?: number): Promise<string> {
  const session = await t.app.identityService.startSession(
    accountId,
    customerId === undefined ? {} : { customerId },
  );
  return `session=${session.secret}; consent=all`;
}

const customerShown = (html: string) => /<p data-testid="customer">(-?\d+)<\/p>/.exec(html)?.[1];

describe('the viewer resource route', () => {
  it('proves an anonymous visitor gets the anonymous viewer, marked private and never stored', async () => {
    const response = await t.app.inject('/ecom/resources/viewer');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ANONYMOUS_VIEWER);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers[PAGE_CACHE_HEADER]).toBeUndefined();
  });

  it('proves a signed-in shopper gets their own viewer, every time afresh', async () => {
    const cookie = await cookieFor(shopper.id);
    for (let i = 0; i < 2; i += 1) {
      const response = await t.app.inject({ url: '/ecom/resources/viewer', headers: { cookie } });
      expect(response.json()).toMatchObject({ signedIn: true, firstName: 'Jane' });
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    }
  });

  it('proves nothing of a signed-in shopper reaches the next visitor: the page cache never stores the viewer', async () => {
    const cookie = await cookieFor(shopper.id);
    await t.app.inject({ url: '/ecom/resources/viewer', headers: { cookie } });
    const next = await t.app.inject('/ecom/resources/viewer');
    expect(next.json()).toEqual(ANONYMOUS_VIEWER);
    expect(next.body).not.toContain('Jane');
  });

  it('proves staff signed on as a customer are shown the customer, marked as staff', async () => {
    const cookie = await cookieFor(staff.id, shopper.id);
    const response = await t.app.inject({ url: '/ecom/resources/viewer', headers: { cookie } });
    expect(response.json()).toMatchObject({ firstName: 'Jane', staffSignOn: true });
  });
});

describe('route guards', () => {
  it('proves an anonymous visitor to a guarded page goes to login with the path and query kept', async () => {
    const response = await t.app.inject('/ecom/guarded?sortBy=A_2_Z');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      '/ecom/login?redirect=%2Fecom%2Fguarded%3FsortBy%3DA_2_Z',
    );
    expect(response.body).not.toContain('data-testid="customer"');
  });

  it('proves client navigation to a guarded page is redirected to login the same way', async () => {
    const response = await t.app.inject('/ecom/guarded.data?x=1');
    // The router sends client redirects without its basename and adds it back in the browser.
    expect(response.body).toContain('"/login?redirect=%2Fecom%2Fguarded%3Fx%3D1"');
    expect(response.body).not.toContain('customerId');
  });

  it('proves a signed-in shopper gets the guarded page, rendered for them', async () => {
    const cookie = await cookieFor(shopper.id);
    const response = await t.app.inject({ url: '/ecom/guarded', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(customerShown(response.body)).toBe(String(shopper.id));
  });

  it('proves an ended session counts as anonymous: back to login', async () => {
    const session = await t.app.identityService.startSession(shopper.id);
    await t.app.identityService.endSession(session.sessionId, 'signed-out');
    const response = await t.app.inject({
      url: '/ecom/guarded',
      headers: { cookie: `session=${session.secret}` },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/ecom/login?redirect=%2Fecom%2Fguarded');
  });

  it('proves checkout-like pages need a customer: staff as themselves go to login, staff on as a customer get in', async () => {
    const asSelf = await t.app.inject({
      url: '/ecom/customer-guarded',
      headers: { cookie: await cookieFor(staff.id) },
    });
    expect(asSelf.statusCode).toBe(302);
    expect(asSelf.headers.location).toBe('/ecom/login?redirect=%2Fecom%2Fcustomer-guarded');
    const onCustomer = await t.app.inject({
      url: '/ecom/customer-guarded',
      headers: { cookie: await cookieFor(staff.id, shopper.id) },
    });
    expect(onCustomer.statusCode).toBe(200);
    expect(customerShown(onCustomer.body)).toBe(String(shopper.id));
    expect((await t.app.inject('/ecom/customer-guarded')).statusCode).toBe(302);
  });
});

describe("loaders' and actions' guard (requireCustomer)", () => {
  it('proves an anonymous visitor goes to login once under /ecom, with the page and its query kept', async () => {
    const response = await t.app.inject('/ecom/loader-guarded?sortBy=A_2_Z');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      '/ecom/login?redirect=%2Fecom%2Floader-guarded%3FsortBy%3DA_2_Z',
    );
    const client = await t.app.inject('/ecom/loader-guarded.data?x=1');
    expect(client.body).toContain('"/login?redirect=%2Fecom%2Floader-guarded%3Fx%3D1"');
    expect(client.body).not.toContain('customerId');
  });

  it('proves a form post comes back to its page, not its query, and a signed-in shopper gets through', async () => {
    const post = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/ecom/loader-guarded?index',
        payload: 'a=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
    const anonymous = await post();
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe('/ecom/login?redirect=%2Fecom%2Floader-guarded');
    // The action asks for a customer to act for: staff as themselves sign in as one first.
    const asStaff = await post({ cookie: await cookieFor(staff.id) });
    expect(asStaff.headers.location).toBe('/ecom/login?redirect=%2Fecom%2Floader-guarded');
    const page = await t.app.inject({
      url: '/ecom/loader-guarded',
      headers: { cookie: await cookieFor(shopper.id) },
    });
    expect(page.statusCode).toBe(200);
    expect(customerShown(page.body)).toBe(String(shopper.id));
  });
});
