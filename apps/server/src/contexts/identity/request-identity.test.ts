import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { requestIdentity, sessionCookie } from './request-identity.plugin.ts';

let t: TestApp;
let clock = new Date('2026-11-24T09:00:00Z');
let shopperId: number;
let staffId: number;
const created: TestAccount[] = [];
let asks = 0;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    extend(app) {
      // What any handler sees: the identity of the request, asked for twice.
      app.get('/api/test/whoami', async (request) => {
        asks += 1;
        const first = await requestIdentity(request);
        const second = await requestIdentity(request);
        return { ...first, same: first === second };
      });
    },
  });
  const shopper = await createTestAccount(t.database);
  const staff = await createTestAccount(t.database, { role: 'staff' });
  created.push(shopper, staff);
  shopperId = shopper.id;
  staffId = staff.id;
});
afterAll(async () => {
  for (const account of created) await account.remove();
  await t.close();
});

const whoami = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/test/whoami', headers });

describe('who is asking', () => {
  it('proves a request without credentials is anonymous: customer -1 at branch 651', async () => {
    const response = await whoami();
    expect(response.json()).toMatchObject({
      customerId: -1,
      principalId: -1,
      defaultBranchId: 651,
      same: true,
    });
  });

  it('proves a session cookie and a bearer token from that session both name the customer', async () => {
    const session = await t.app.identityService.startSession(shopperId);
    const cookie = sessionCookie(session.secret, session.expiresAt).split(';')[0] as string;
    const byCookie = await whoami({ cookie });
    expect(byCookie.json()).toMatchObject({
      customerId: shopperId,
      principalId: shopperId,
      permissions: [],
    });

    const identity = { ...byCookie.json(), sessionId: session.sessionId };
    const { accessToken, expiresIn } = t.app.identityService.issueAccessToken(identity);
    expect(expiresIn).toBe(1800);
    const byToken = await whoami({ authorization: `Bearer ${accessToken}` });
    expect(byToken.json()).toMatchObject({ customerId: shopperId });
    await t.app.identityService.endSession(session.sessionId, 'signed-out');
  });

  it('proves staff signed on as a customer act for the customer while remaining themselves', async () => {
    const session = await t.app.identityService.startSession(staffId, { customerId: shopperId });
    const cookie = `session=${session.secret}`;
    const response = await whoami({ cookie });
    expect(response.json()).toMatchObject({ customerId: shopperId, principalId: staffId });
    expect(response.json().permissions).toContain('staff:sign-on-as-customer');
    await t.app.identityService.endSession(session.sessionId, 'staff-returned');
  });

  it('proves a staff sign-on ends 8 hours after it began, while a shopper session begun with it goes on', async () => {
    const start = clock;
    const signOn = await t.app.identityService.startSession(staffId, { customerId: shopperId });
    const own = await t.app.identityService.startSession(shopperId);
    try {
      // The browser forgets the cookie then too.
      expect(sessionCookie(signOn.secret, signOn.expiresAt)).toContain(
        `Expires=${new Date(start.getTime() + 8 * 60 * 60 * 1000).toUTCString()}`,
      );
      clock = new Date(start.getTime() + 8 * 60 * 60 * 1000 - 1000);
      expect((await whoami({ cookie: `session=${signOn.secret}` })).json()).toMatchObject({
        customerId: shopperId,
        principalId: staffId,
      });
      clock = new Date(start.getTime() + 8 * 60 * 60 * 1000);
      const ended = await whoami({ cookie: `session=${signOn.secret}` });
      expect(ended.json().customerId).toBe(-1);
      expect(String(ended.headers['set-cookie'])).toMatch(/^session=; Path=\/; Max-Age=0/);
      expect((await whoami({ cookie: `session=${own.secret}` })).json().customerId).toBe(shopperId);
    } finally {
      clock = start;
      await t.app.identityService.endSession(own.sessionId, 'signed-out');
    }
  });

  it('proves an ended session reads as anonymous and its cookie is cleared', async () => {
    const session = await t.app.identityService.startSession(shopperId);
    await t.app.identityService.endSession(session.sessionId, 'signed-out');
    const response = await whoami({ cookie: `session=${session.secret}` });
    expect(response.json().customerId).toBe(-1);
    expect(String(response.headers['set-cookie'])).toMatch(/^session=; Path=\/; Max-Age=0/);
  });

  it('proves a password change ends the other sessions and their tokens, keeping the current one', async () => {
    const kept = await t.app.identityService.startSession(shopperId);
    const other = await t.app.identityService.startSession(shopperId);
    const otherToken = t.app.identityService.issueAccessToken({
      customerId: shopperId,
      principalId: shopperId,
      permissions: [],
      defaultBranchId: 651,
      sessionId: other.sessionId,
    }).accessToken;
    expect(
      await t.app.identityService.endOtherSessions(shopperId, kept.sessionId, 'password-changed'),
    ).toBeGreaterThanOrEqual(1);
    expect((await whoami({ cookie: `session=${other.secret}` })).json().customerId).toBe(-1);
    const refused = await whoami({ authorization: `Bearer ${otherToken}` });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toContain('invalid_token');
    expect((await whoami({ cookie: `session=${kept.secret}` })).json().customerId).toBe(shopperId);
    await t.app.identityService.endSession(kept.sessionId, 'signed-out');
  });

  it('proves a session ends after its idle limit, and an expired or forged token is a 401', async () => {
    const session = await t.app.identityService.startSession(shopperId);
    const token = t.app.identityService.issueAccessToken({
      customerId: shopperId,
      principalId: shopperId,
      permissions: [],
      defaultBranchId: 651,
      sessionId: session.sessionId,
    }).accessToken;
    const start = clock;
    try {
      clock = new Date(start.getTime() + 31 * 60 * 1000);
      expect((await whoami({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
      expect((await whoami({ authorization: 'Bearer not.a.token' })).statusCode).toBe(401);
      expect((await whoami({ authorization: 'Basic abc' })).statusCode).toBe(401);
      clock = new Date(start.getTime() + 15 * 24 * 60 * 60 * 1000);
      expect((await whoami({ cookie: `session=${session.secret}` })).json().customerId).toBe(-1);
    } finally {
      clock = start;
    }
  });

  it('proves a request that never asks who it is costs no lookup', async () => {
    const before = asks;
    const page = await t.app.inject({
      url: '/api/health',
      headers: { cookie: 'session=whatever' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(asks).toBe(before);
  });
});
