import { ANONYMOUS } from '@grocer/domain/identity/identity';
import { ANONYMOUS_VIEWER } from '@grocer/domain/identity/viewer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

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

async function identityOf(session: { secret: string }) {
  const { identity } = await t.app.identityService.resolve({
    sessionSecret: session.secret,
    bearerToken: null,
  });
  return identity;
}

describe('the viewer: what the page frame shows about the shopper', () => {
  it('proves an anonymous visitor is the anonymous viewer', async () => {
    expect(await t.app.identityService.viewer(ANONYMOUS)).toEqual(ANONYMOUS_VIEWER);
  });

  it('proves a signed-in shopper is shown by their first name', async () => {
    const identity = await identityOf(await t.app.identityService.startSession(shopper.id));
    expect(await t.app.identityService.viewer(identity)).toMatchObject({
      signedIn: true,
      firstName: 'Jane',
      staffSignOn: false,
    });
  });

  it('proves staff signed on as a customer see the customer’s name and are marked as staff', async () => {
    const session = await t.app.identityService.startSession(staff.id, { customerId: shopper.id });
    expect(await t.app.identityService.viewer(await identityOf(session))).toMatchObject({
      signedIn: true,
      firstName: 'Jane',
      staffSignOn: true,
    });
  });
});

describe('the end-to-end sign-in hook', () => {
  it('proves it does not exist unless E2E_TEST_HOOKS is on', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-hooks/v1/sessions',
      payload: { email: shopper.email },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('proves with the hooks on it signs an account in by email, and refuses bad input with a 4xx', async () => {
    const hooked = await createTestApp({ env: { E2E_TEST_HOOKS: 'true' } });
    // Its own database on PGlite (a fresh copy per app), so its own account.
    const account = await createTestAccount(hooked.database);
    try {
      const signIn = (payload: Record<string, unknown>) =>
        hooked.app.inject({ method: 'POST', url: '/api/test-hooks/v1/sessions', payload });
      const response = await signIn({ email: account.email.toUpperCase() });
      expect(response.statusCode).toBe(201);
      const secret = /^session=([^;]+);/.exec(String(response.headers['set-cookie']))?.[1];
      expect(secret).toBeDefined();
      const { identity } = await hooked.app.identityService.resolve({
        sessionSecret: secret as string,
        bearerToken: null,
      });
      expect(identity.customerId).toBe(account.id);

      expect((await signIn({ email: 'nobody@example.com' })).statusCode).toBe(404);
      expect((await signIn({ email: 'not an email' })).statusCode).toBe(400);
      expect((await signIn({ email: account.email, admin: true })).statusCode).toBe(400);
    } finally {
      await account.remove();
      await hooked.close();
    }
  });
});
