import { randomInt, randomUUID } from 'node:crypto';
import { mailOutbox } from '@grocer/db/schema/mail';
import { rateLimitWindows, signInGuardKey, signInGuards } from '@grocer/db/schema/sign-in';
import { inArray, like } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const accountsMade: TestAccount[] = [];
const emailsUsed: string[] = [];
const ipsUsed: string[] = [];
const NEW_PASSWORD = 'quince orchard lantern 7';

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  const db = t.database.db;
  for (const account of accountsMade) await account.remove();
  await db.delete(mailOutbox).where(inArray(mailOutbox.toAddress, emailsUsed));
  await db
    .delete(signInGuards)
    .where(inArray(signInGuards.emailKey, emailsUsed.map(signInGuardKey)));
  await db.delete(rateLimitWindows).where(
    inArray(
      rateLimitWindows.key,
      accountsMade.map((made) => `password-check:account:${made.id}`),
    ),
  );
  for (const ip of ipsUsed) {
    await db.delete(rateLimitWindows).where(like(rateLimitWindows.key, `%:ip:${ip}`));
  }
  await t.close();
});

function freshIp(): string {
  const ip = `203.0.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  ipsUsed.push(ip);
  return ip;
}

async function account(role: 'customer' | 'staff' = 'customer'): Promise<TestAccount> {
  const made = await createTestAccount(t.database, { role, password: `Orchard ${randomUUID()}` });
  accountsMade.push(made);
  emailsUsed.push(made.email);
  return made;
}

const call = (options: InjectOptions) => t.app.inject(options);

function signIn(email: string, password: string) {
  return call({
    method: 'POST',
    url: '/api/auth/v1/sign-in',
    remoteAddress: freshIp(),
    payload: { email, password },
  });
}

function cookieOf(response: LightMyRequestResponse): string {
  const value = /^session=([^;]+)/.exec(String(response.headers['set-cookie'] ?? ''))?.[1];
  if (!value) throw new Error('no session cookie');
  return `session=${value}`;
}

/** A signed-in browser: its cookie and the CSRF header its changes carry. */
async function browserOf(cookie: string) {
  const csrf = (await call({ url: '/api/auth/v1/csrf', headers: { cookie } })).json().token;
  return {
    cookie,
    send: (method: 'PATCH' | 'PUT', url: string, payload: object) =>
      call({ method, url, payload, headers: { cookie, 'x-csrf-token': csrf } }),
    self: () => call({ url: '/api/accounts/v1/self', headers: { cookie } }),
  };
}

async function signedIn(shopper: TestAccount) {
  return browserOf(cookieOf(await signIn(shopper.email, shopper.password)));
}

describe('My details API: who may call', () => {
  it('proves anonymous callers get 401 and change nothing', async () => {
    for (const [method, url, payload] of [
      ['PATCH', '/api/accounts/v1/self', { firstName: 'Eve' }],
      ['PUT', '/api/accounts/v1/self/email', { email: 'eve@example.com', password: 'x' }],
      [
        'PUT',
        '/api/accounts/v1/self/password',
        { currentPassword: 'x', newPassword: NEW_PASSWORD },
      ],
    ] as const) {
      const response = await call({ method, url, payload });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('proves a cookie caller needs the CSRF header, and a bearer token needs none', async () => {
    const shopper = await account();
    const cookie = cookieOf(await signIn(shopper.email, shopper.password));
    const refused = await call({
      method: 'PATCH',
      url: '/api/accounts/v1/self',
      headers: { cookie },
      payload: { firstName: 'Mallory' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CSRF_TOKEN_INVALID');
    const session = await t.app.identityService.startSession(shopper.id);
    const { accessToken } = t.app.identityService.issueAccessToken({
      customerId: shopper.id,
      principalId: shopper.id,
      permissions: [],
      defaultBranchId: 651,
      sessionId: session.sessionId,
    });
    const byToken = await call({
      method: 'PATCH',
      url: '/api/accounts/v1/self',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { firstName: 'Beatrix' },
    });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.json().firstName).toBe('Beatrix');
  });
});

describe('changing the name', () => {
  it('proves the name changes field by field and GET self shows it; bad names are 400 and change nothing', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    const changed = await browser.send('PATCH', '/api/accounts/v1/self', {
      title: 'Dr',
      firstName: ' Zoë ',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      id: shopper.id,
      email: shopper.email,
      title: 'Dr',
      firstName: 'Zoë',
      lastName: 'McTest',
    });
    for (const payload of [{}, { firstName: '<b>' }, { title: 'Lord' }, { email: 'x@y.zz' }]) {
      const refused = await browser.send('PATCH', '/api/accounts/v1/self', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await browser.self()).json()).toMatchObject({ title: 'Dr', firstName: 'Zoë' });
  });
});

describe('changing the email address', () => {
  it('proves the current password is required, the address is stored lower case and sign-in follows it', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    const newEmail = `renamed-${randomUUID()}@example.com`;
    emailsUsed.push(newEmail);

    const wrong = await browser.send('PUT', '/api/accounts/v1/self/email', {
      email: newEmail,
      password: 'not my password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_INCORRECT',
      issues: [{ field: 'body.password', message: 'Your current password is incorrect' }],
    });
    expect((await browser.self()).json().email).toBe(shopper.email);

    const changed = await browser.send('PUT', '/api/accounts/v1/self/email', {
      email: newEmail.toUpperCase(),
      password: shopper.password,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe(newEmail);
    expect((await signIn(newEmail, shopper.password)).statusCode).toBe(200);
    expect((await signIn(shopper.email, shopper.password)).statusCode).toBe(401);
  });

  it('proves a new address tells the old one by email and signs out the other devices, keeping this one', async () => {
    const shopper = await account();
    const here = await signedIn(shopper);
    const elsewhere = await signedIn(shopper);
    const newEmail = `moved-${randomUUID()}@example.com`;
    emailsUsed.push(newEmail);

    const changed = await here.send('PUT', '/api/accounts/v1/self/email', {
      email: newEmail,
      password: shopper.password,
    });
    expect(changed.statusCode).toBe(200);
    expect((await here.self()).json().email).toBe(newEmail);
    expect((await elsewhere.self()).statusCode).toBe(401);

    const sent = (await t.app.mail.listMessages(500)).filter((m) => m.to === shopper.email);
    expect(sent).toHaveLength(1);
    const notice = await t.app.mail.getMessage(sent[0]?.id as number);
    expect(notice?.subject).toBe('The email address for your Hillside account has changed');
    expect(notice?.text).toContain(`Hello ${shopper.firstName},`);
    expect(notice?.text).toContain("We've signed you out on your other devices.");
    expect(notice?.text).toContain("If you didn't, call us straight away on 0800 123 4567");
    // Whoever reads the old mailbox does not learn the new address.
    expect(notice?.text).not.toContain(newEmail);
    expect((await t.app.mail.listMessages(500)).some((m) => m.to === newEmail)).toBe(false);
  });

  it('proves giving the same address again tells nobody and signs nobody out', async () => {
    const shopper = await account();
    const here = await signedIn(shopper);
    const elsewhere = await signedIn(shopper);
    const same = await here.send('PUT', '/api/accounts/v1/self/email', {
      email: shopper.email.toUpperCase(),
      password: shopper.password,
    });
    expect(same.statusCode).toBe(200);
    expect((await elsewhere.self()).statusCode).toBe(200);
    expect((await t.app.mail.listMessages(500)).some((m) => m.to === shopper.email)).toBe(false);
  });

  it("proves another account's address is refused with 409", async () => {
    const shopper = await account();
    const other = await account();
    const browser = await signedIn(shopper);
    const taken = await browser.send('PUT', '/api/accounts/v1/self/email', {
      email: other.email,
      password: shopper.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'EMAIL_IN_USE',
      issues: [{ field: 'body.email' }],
    });
    expect((await browser.self()).json().email).toBe(shopper.email);
  });
});

describe('changing the password', () => {
  it('proves a new password keeps this session, ends the others, and replaces the old one', async () => {
    const shopper = await account();
    const here = await signedIn(shopper);
    const elsewhere = await signedIn(shopper);
    const changed = await here.send('PUT', '/api/accounts/v1/self/password', {
      currentPassword: shopper.password,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ otherSessionsEnded: 1 });
    expect((await here.self()).statusCode).toBe(200);
    expect((await elsewhere.self()).statusCode).toBe(401);
    expect((await signIn(shopper.email, shopper.password)).statusCode).toBe(401);
    expect((await signIn(shopper.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('proves the policy, a wrong current password and an unchanged password are refused and change nothing', async () => {
    const shopper = await account();
    const here = await signedIn(shopper);
    const elsewhere = await signedIn(shopper);
    const cases: [object, string, string][] = [
      [
        { currentPassword: shopper.password, newPassword: 'short' },
        'body.newPassword',
        'Must be at least 12 characters',
      ],
      [
        { currentPassword: shopper.password, newPassword: shopper.email },
        'body.newPassword',
        'Your password must not be your email address',
      ],
      [
        { currentPassword: shopper.password, newPassword: shopper.password },
        'body.newPassword',
        'Your new password must be different from your current password',
      ],
      [
        { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
        'body.currentPassword',
        'Your current password is incorrect',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const refused = await here.send('PUT', '/api/accounts/v1/self/password', payload);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().issues).toEqual([{ field, message }]);
    }
    expect((await elsewhere.self()).statusCode).toBe(200);
    expect((await signIn(shopper.email, shopper.password)).statusCode).toBe(200);
  });

  it('proves the current password can be checked only five times in 15 minutes', async () => {
    const shopper = await account();
    const here = await signedIn(shopper);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await here.send('PUT', '/api/accounts/v1/self/password', {
        currentPassword: `guess ${i}`,
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const refused = await here.send('PUT', '/api/accounts/v1/self/password', {
      currentPassword: shopper.password,
      newPassword: NEW_PASSWORD,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await signIn(shopper.email, shopper.password)).statusCode).toBe(200);
  });
});

describe('staff signed on as a customer', () => {
  it("proves staff may change the customer's name, audited, but not the email address or password (403)", async () => {
    const staff = await account('staff');
    const customer = await account();
    const signOn = await t.app.identityService.startSession(staff.id, { customerId: customer.id });
    const asStaff = await browserOf(`session=${signOn.secret}`);

    const email = await asStaff.send('PUT', '/api/accounts/v1/self/email', {
      email: `staff-choice-${randomUUID()}@example.com`,
      password: staff.password,
    });
    expect(email.statusCode).toBe(403);
    expect(email.json().message).toMatch(/Staff signed on as a customer can't change/);
    for (const password of [staff.password, customer.password]) {
      const refused = await asStaff.send('PUT', '/api/accounts/v1/self/password', {
        currentPassword: password,
        newPassword: NEW_PASSWORD,
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await signIn(customer.email, customer.password)).statusCode).toBe(200);

    const renamed = await asStaff.send('PATCH', '/api/accounts/v1/self', { lastName: 'Marsh' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: customer.id, lastName: 'Marsh' });

    const staffSession = await t.app.identityService.startSession(staff.id);
    const { accessToken } = t.app.identityService.issueAccessToken({
      customerId: staff.id,
      principalId: staff.id,
      permissions: ['staff:view-customers', 'staff:sign-on-as-customer', 'staff:save-trolley'],
      defaultBranchId: 651,
      sessionId: staffSession.sessionId,
    });
    const view = await call({
      url: `/api/staff/v1/customers/${customer.id}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(view.json().audit).toEqual([
      expect.objectContaining({
        staffId: staff.id,
        action: 'name-changed',
        detail: { from: { lastName: 'McTest' }, to: { lastName: 'Marsh' } },
      }),
    ]);
  });
});
