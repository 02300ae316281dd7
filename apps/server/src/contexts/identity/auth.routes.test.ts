import { randomInt, randomUUID } from 'node:crypto';
import { hashPassword } from '@grocer/db/password-hash';
import { accounts } from '@grocer/db/schema/accounts';
import { rateLimitWindows, signInGuardKey, signInGuards } from '@grocer/db/schema/sign-in';
import { eq, inArray, like } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Two server processes on one database: on PostgreSQL (DATABASE_URL) two apps with their own
 * connection pools; on PGlite two apps sharing the one embedded database.
 */
let a: TestApp;
let b: TestApp;
let clock = new Date('2026-11-24T09:00:00Z');
const accountsMade: TestAccount[] = [];
const emailsUsed: string[] = [];
const ipsUsed: string[] = [];

beforeAll(async () => {
  a = await createTestApp({ now: () => clock });
  b = inject('databaseUrl')
    ? await createTestApp({ now: () => clock })
    : await createTestApp({ now: () => clock, database: a.database });
});

afterAll(async () => {
  const db = a.database.db;
  for (const account of accountsMade) await account.remove();
  if (emailsUsed.length > 0) {
    await db
      .delete(signInGuards)
      .where(inArray(signInGuards.emailKey, emailsUsed.map(signInGuardKey)));
    await db.delete(accounts).where(inArray(accounts.email, emailsUsed));
  }
  for (const ip of ipsUsed)
    await db.delete(rateLimitWindows).where(like(rateLimitWindows.key, `%:ip:${ip}`));
  await b.close();
  await a.close();
});

/** A documentation-range address of its own, so tests never share a rate window. */
function freshIp(): string {
  const ip = `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  ipsUsed.push(ip);
  return ip;
}

async function account(): Promise<TestAccount> {
  const made = await createTestAccount(a.database, { password: `Orchard ${randomUUID()}` });
  accountsMade.push(made);
  emailsUsed.push(made.email);
  return made;
}

function unknownEmail(): string {
  const email = `nobody-${randomUUID()}@example.com`;
  emailsUsed.push(email);
  return email;
}

const call = (t: TestApp, options: InjectOptions) => t.app.inject(options);

function signIn(t: TestApp, email: string, password: string, ip = '192.0.2.1') {
  return call(t, {
    method: 'POST',
    url: '/api/auth/v1/sign-in',
    remoteAddress: ip,
    payload: { email, password },
  });
}

function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = String(response.headers['set-cookie'] ?? '');
  const value = /^session=([^;]+)/.exec(header)?.[1];
  if (!value) throw new Error(`no session cookie in ${header}`);
  return `session=${value}`;
}

async function csrfFor(t: TestApp, cookie: string): Promise<string> {
  const response = await call(t, { url: '/api/auth/v1/csrf', headers: { cookie } });
  return response.json().token;
}

describe('API session flow (spec doc 1 §7)', () => {
  it('proves sign-in on one process gives a session the other accepts: csrf, token, bearer, self', async () => {
    const shopper = await account();
    const signedIn = await signIn(a, shopper.email.toUpperCase(), shopper.password, freshIp());
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ customerId: shopper.id });
    expect(String(signedIn.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const cookie = sessionCookieOf(signedIn);

    const csrf = await call(b, { url: '/api/auth/v1/csrf', headers: { cookie } });
    expect(csrf.json()).toEqual({ headerName: 'x-csrf-token', token: expect.any(String) });

    const token = await call(b, {
      method: 'POST',
      url: '/api/auth/v1/token',
      remoteAddress: freshIp(),
      headers: { cookie, 'x-csrf-token': csrf.json().token },
    });
    expect(token.statusCode).toBe(200);
    expect(token.json()).toEqual({
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      expiresIn: 1800,
      clientType: 'WEB_APP',
    });

    const self = await call(a, {
      url: '/api/accounts/v1/self',
      headers: { authorization: `Bearer ${token.json().accessToken}` },
    });
    expect(self.json()).toEqual({
      id: shopper.id,
      email: shopper.email,
      title: null,
      firstName: 'Testy',
      lastName: 'McTest',
    });
    const [row] = await a.database.db
      .select({ lastLoginAt: accounts.lastLoginAt })
      .from(accounts)
      .where(eq(accounts.id, shopper.id));
    expect(row?.lastLoginAt).toEqual(clock);
  });

  it('proves a cookie-authenticated change without the session csrf token is refused with 403 and changes nothing', async () => {
    const shopper = await account();
    const cookie = sessionCookieOf(await signIn(a, shopper.email, shopper.password, freshIp()));
    const other = await account();
    const otherCookie = sessionCookieOf(await signIn(a, other.email, other.password, freshIp()));
    const otherToken = await csrfFor(a, otherCookie);

    for (const headers of [
      { cookie },
      { cookie, 'x-csrf-token': otherToken },
      { cookie, 'x-csrf-token': 'x' },
    ]) {
      const refused = await call(b, { method: 'POST', url: '/api/auth/v1/logout', headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('CSRF_TOKEN_INVALID');
    }
    const tokenRefused = await call(a, {
      method: 'POST',
      url: '/api/auth/v1/token',
      headers: { cookie },
    });
    expect(tokenRefused.statusCode).toBe(403);
    // Still signed in: the refused logouts ended nothing.
    expect((await call(a, { url: '/api/accounts/v1/self', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('proves logout (form-encoded with csrf) ends the session and its tokens and clears the cookie', async () => {
    const shopper = await account();
    const cookie = sessionCookieOf(await signIn(a, shopper.email, shopper.password, freshIp()));
    const csrf = await csrfFor(a, cookie);
    const token = (
      await call(a, {
        method: 'POST',
        url: '/api/auth/v1/token',
        remoteAddress: freshIp(),
        headers: { cookie, 'x-csrf-token': csrf },
      })
    ).json().accessToken;

    const logout = await call(b, {
      method: 'POST',
      url: '/api/auth/v1/logout',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `csrf=${encodeURIComponent(csrf)}`,
    });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/^session=; Path=\/; Max-Age=0/);

    expect((await call(a, { url: '/api/accounts/v1/self', headers: { cookie } })).statusCode).toBe(
      401,
    );
    const byToken = await call(b, {
      url: '/api/accounts/v1/self',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byToken.statusCode).toBe(401);
    // Logging out again (the spec retries once) is harmless.
    const again = await call(a, {
      method: 'POST',
      url: '/api/auth/v1/logout',
      headers: { cookie, 'x-csrf-token': csrf },
    });
    expect(again.statusCode).toBe(204);
  });

  it('proves anonymous callers get 401 from self and token', async () => {
    expect((await call(a, { url: '/api/accounts/v1/self' })).statusCode).toBe(401);
    const token = await call(a, {
      method: 'POST',
      url: '/api/auth/v1/token',
      remoteAddress: freshIp(),
    });
    expect(token.statusCode).toBe(401);
  });

  it('proves bad input is a 400 naming the field and signs nobody in', async () => {
    const response = await call(a, {
      method: 'POST',
      url: '/api/auth/v1/sign-in',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid body.email: Invalid email address');
    expect(response.headers['set-cookie']).toBeUndefined();
    const extra = await call(a, {
      method: 'POST',
      url: '/api/auth/v1/sign-in',
      payload: { email: 'a@example.com', password: 'x', admin: true },
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('sign-in failures, throttling and locks across two processes', () => {
  it('proves a wrong password and an unknown email get the same answer', async () => {
    const shopper = await account();
    const wrong = await signIn(a, shopper.email, 'not the password at all', freshIp());
    const unknown = await signIn(b, unknownEmail(), 'not the password at all', freshIp());
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const { requestId: _1, ...wrongBody } = wrong.json();
    const { requestId: _2, ...unknownBody } = unknown.json();
    expect(wrongBody).toEqual(unknownBody);
    expect(wrongBody.code).toBe('INVALID_CREDENTIALS');
  });

  it('proves five failures spread over both processes soft-lock the account, then even the right password gets 403 soft_locked', async () => {
    const shopper = await account();
    for (let i = 0; i < 5; i += 1) {
      const response = await signIn(i % 2 ? a : b, shopper.email, `wrong ${i} password`, freshIp());
      expect(response.statusCode).toBe(401);
    }
    const locked = await signIn(a, shopper.email, shopper.password, freshIp());
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'SOFT_LOCKED', error: 'soft_locked' });
    expect(locked.headers['set-cookie']).toBeUndefined();
  });

  it('proves an unknown email locks exactly like an account, so locks reveal nothing', async () => {
    const email = unknownEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await signIn(i % 2 ? a : b, email, `wrong ${i} password`, freshIp())).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 403]);
  });

  it('proves parallel attempts on two processes cannot check more passwords than the lock allows', async () => {
    const shopper = await account();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signIn(i % 2 ? a : b, shopper.email, `parallel ${i} guess`, freshIp()),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 403, 403, 403, 403, 403]);
  });

  it('proves the soft lock lifts after 30 minutes, and ten failures in a row lock for good (403 hard_locked)', async () => {
    const shopper = await account();
    const start = clock;
    try {
      for (let i = 0; i < 10; i += 1) {
        // Each attempt after the fifth comes once the previous lock has ended.
        if (i >= 5) clock = new Date(clock.getTime() + 30 * 60_000);
        const response = await signIn(
          i % 2 ? a : b,
          shopper.email,
          `wrong ${i} password`,
          freshIp(),
        );
        expect(response.statusCode).toBe(401);
      }
      clock = new Date(clock.getTime() + 2 * 24 * 60 * 60_000);
      const locked = await signIn(a, shopper.email, shopper.password, freshIp());
      expect(locked.statusCode).toBe(403);
      expect(locked.json()).toMatchObject({ code: 'HARD_LOCKED', error: 'hard_locked' });
    } finally {
      clock = start;
    }
  });

  it('proves a right password before the lock clears the count of failures', async () => {
    const shopper = await account();
    for (let i = 0; i < 4; i += 1) await signIn(a, shopper.email, `wrong ${i} password`, freshIp());
    expect((await signIn(b, shopper.email, shopper.password, freshIp())).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await signIn(a, shopper.email, `wrong ${i} password`, freshIp());
    expect((await signIn(b, shopper.email, shopper.password, freshIp())).statusCode).toBe(200);
  });

  it('proves a burst from one address is throttled across both processes: 429 THROTTLE_LOGIN_ERROR with retry-after', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (await signIn(i % 2 ? a : b, unknownEmail(), 'some password here', ip)).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    const throttled = await signIn(a, unknownEmail(), 'some password here', ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('THROTTLE_LOGIN_ERROR');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    const start = clock;
    try {
      clock = new Date(clock.getTime() + 60_000);
      expect((await signIn(b, unknownEmail(), 'some password here', ip)).statusCode).toBe(401);
    } finally {
      clock = start;
    }
  });

  it('proves a burst at one account is throttled even when every password is right', async () => {
    const shopper = await account();
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await signIn(i % 2 ? a : b, shopper.email, shopper.password, freshIp())).statusCode,
      ).toBe(200);
    }
    const throttled = await signIn(a, shopper.email, shopper.password, freshIp());
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe('THROTTLE_LOGIN_ERROR');
  });
});

describe('registration (REST)', () => {
  const details = { title: 'Mrs', firstName: 'Ada', lastName: 'Lovelace' };

  it('proves a new account is created signed in, with a lower-cased email and an argon2id hash', async () => {
    const email = `New-${randomUUID()}@Example.com`;
    emailsUsed.push(email.toLowerCase());
    const response = await call(a, {
      method: 'POST',
      url: '/api/accounts/v1/registrations',
      remoteAddress: freshIp(),
      payload: { email, password: 'hedgerow marmalade 42', ...details },
    });
    expect(response.statusCode).toBe(201);
    const cookie = sessionCookieOf(response);
    const self = await call(b, { url: '/api/accounts/v1/self', headers: { cookie } });
    expect(self.json()).toMatchObject({ email: email.toLowerCase(), ...details });
    const [row] = await a.database.db
      .select({ hash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.email, email.toLowerCase()));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn(b, email, 'hedgerow marmalade 42', freshIp())).statusCode).toBe(200);
  });

  it('proves a taken email (in any case) is refused with 409, leaving the account as it was', async () => {
    const existing = await account();
    const response = await call(b, {
      method: 'POST',
      url: '/api/accounts/v1/registrations',
      remoteAddress: freshIp(),
      payload: {
        email: existing.email.toUpperCase(),
        password: 'another fine password',
        ...details,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('REGISTRATION_REFUSED');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await signIn(a, existing.email, existing.password, freshIp())).statusCode).toBe(200);
  });

  it('proves the password policy and field rules give 400 with the domain messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'too short' }, 'Invalid body.password: Must be at least 12 characters'],
      [
        { password: 'qwerty123456' },
        'Invalid body.password: This password is too common and easy to guess. Please choose another',
      ],
      [{ title: 'Sir' }, 'Invalid body.title: Please select your title'],
      [{ firstName: '' }, 'Invalid body.firstName: Please enter your first name'],
      [{ email: 'nope' }, 'Invalid body.email: Invalid email address'],
    ];
    for (const [change, message] of cases) {
      const response = await call(a, {
        method: 'POST',
        url: '/api/accounts/v1/registrations',
        remoteAddress: freshIp(),
        payload: {
          email: unknownEmail(),
          password: 'hedgerow marmalade 42',
          ...details,
          ...change,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('proves registrations from one address are limited to 20 an hour across both processes', async () => {
    const ip = freshIp();
    const existing = await account();
    // Refused registrations count too, so probing for taken emails is limited the same way.
    for (let i = 0; i < 20; i += 1) {
      const response = await call(i % 2 ? a : b, {
        method: 'POST',
        url: '/api/accounts/v1/registrations',
        remoteAddress: ip,
        payload: { email: existing.email, password: 'another fine password', ...details },
      });
      expect(response.statusCode).toBe(409);
    }
    const throttled = await call(a, {
      method: 'POST',
      url: '/api/accounts/v1/registrations',
      remoteAddress: ip,
      payload: { email: unknownEmail(), password: 'another fine password', ...details },
    });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
  });

  it('proves token calls from one address are limited to 60 a minute', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i += 1) {
      const response = await call(i % 2 ? a : b, {
        method: 'POST',
        url: '/api/auth/v1/token',
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(401);
    }
    const throttled = await call(a, {
      method: 'POST',
      url: '/api/auth/v1/token',
      remoteAddress: ip,
    });
    expect(throttled.statusCode).toBe(429);
  });
});

describe('demo accounts (spec doc 1 §4: test sign-in)', () => {
  it('proves soft-locked@ and hard-locked@ give SOFT_LOCKED and HARD_LOCKED', async () => {
    const { DEMO_ACCOUNTS, seedDemoAccounts } = await import('@grocer/db/demo/demo-accounts');
    const db = a.database.db;
    const demoEmails = DEMO_ACCOUNTS.map((demo) => demo.email);
    const before = await db
      .select({ email: accounts.email })
      .from(accounts)
      .where(inArray(accounts.email, demoEmails));
    await seedDemoAccounts(db);
    try {
      const soft = DEMO_ACCOUNTS.find((demo) => demo.email === 'soft-locked@example.com');
      const hard = DEMO_ACCOUNTS.find((demo) => demo.email === 'hard-locked@example.com');
      const softAnswer = await signIn(a, soft?.email ?? '', soft?.password ?? '', freshIp());
      expect(softAnswer.json()).toMatchObject({ code: 'SOFT_LOCKED', error: 'soft_locked' });
      const hardAnswer = await signIn(b, hard?.email ?? '', hard?.password ?? '', freshIp());
      expect(hardAnswer.json()).toMatchObject({ code: 'HARD_LOCKED', error: 'hard_locked' });
      const shopper = DEMO_ACCOUNTS.find((demo) => demo.email === 'shopper@example.com');
      expect(
        (await signIn(a, shopper?.email ?? '', shopper?.password ?? '', freshIp())).statusCode,
      ).toBe(200);
    } finally {
      // Remove only what this test added.
      const keep = new Set(before.map((row) => row.email));
      const added = demoEmails.filter((email) => !keep.has(email));
      if (added.length > 0) {
        await db.delete(accounts).where(inArray(accounts.email, added));
        await db
          .delete(signInGuards)
          .where(inArray(signInGuards.emailKey, added.map(signInGuardKey)));
      }
    }
  });
});

describe('password hashing cost', () => {
  it('reports how long one argon2id hash takes here (OWASP baseline parameters)', async () => {
    const runs = 5;
    const started = performance.now();
    for (let i = 0; i < runs; i += 1) await hashPassword(`measure ${i} password`);
    const ms = (performance.now() - started) / runs;
    console.info(`argon2id (m=19456, t=2, p=1): ${ms.toFixed(1)} ms per hash`);
    expect(ms).toBeGreaterThan(1);
  });
});
