import { randomInt, randomUUID } from 'node:crypto';
import { marketingPreferences } from '@grocer/db/schema/marketing';
import { rateLimitWindows } from '@grocer/db/schema/sign-in';
import { staffAuditLog } from '@grocer/db/schema/staff';
import { MARKETING_PRESETS } from '@grocer/domain/marketing/marketing-preferences';
import { eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let clock = new Date('2026-03-02T09:00:00Z');
const accountsMade: TestAccount[] = [];
const ipsUsed: string[] = [];

const MEMBERSHIPS = '/api/memberships/v2/memberships';
const PREFERENCES = '/api/memberships/v2/marketing-preferences';

beforeAll(async () => {
  t = await createTestApp({
    env: { BRAND_NAME: 'Orchard', PARTNER_STORE_NAME: 'Fenwick House' },
    now: () => clock,
  });
});

afterAll(async () => {
  for (const account of accountsMade) await account.remove();
  for (const ip of ipsUsed) {
    await t.database.db.delete(rateLimitWindows).where(like(rateLimitWindows.key, `%:ip:${ip}`));
  }
  await t.close();
});

const call = (options: InjectOptions) => t.app.inject(options);

async function account(role: 'customer' | 'staff' = 'customer'): Promise<TestAccount> {
  const made = await createTestAccount(t.database, { role, password: `Orchard ${randomUUID()}` });
  accountsMade.push(made);
  return made;
}

/** A shopper's browser after a real sign-in: its cookie, and the CSRF header its PUT carries. */
async function browserOf(cookie: string) {
  const csrf = (await call({ url: '/api/auth/v1/csrf', headers: { cookie } })).json().token;
  return {
    cookie,
    get: () => call({ url: MEMBERSHIPS, headers: { cookie } }),
    put: (payload: unknown) =>
      call({
        method: 'PUT',
        url: PREFERENCES,
        headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      }),
  };
}

async function signedIn(shopper: TestAccount) {
  const ip = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  ipsUsed.push(ip);
  const response = await call({
    method: 'POST',
    url: '/api/auth/v1/sign-in',
    remoteAddress: ip,
    payload: { email: shopper.email, password: shopper.password },
  });
  const cookie = /^session=([^;]+)/.exec(String(response.headers['set-cookie'] ?? ''))?.[1];
  if (!cookie) throw new Error('no session cookie');
  return browserOf(`session=${cookie}`);
}

const storedRows = (customerId: number) =>
  t.database.db
    .select()
    .from(marketingPreferences)
    .where(eq(marketingPreferences.customerId, customerId))
    .orderBy(marketingPreferences.scheme, marketingPreferences.channel);

const ALL_OFF = MARKETING_PRESETS['all-off'];
const ALL_ON = MARKETING_PRESETS['all-on'];

describe('memberships (v2) and marketing preferences: who may call', () => {
  it('proves anonymous callers get 401, whatever they send, and nothing is stored', async () => {
    for (const options of [
      { url: MEMBERSHIPS },
      { method: 'PUT', url: PREFERENCES, payload: { preset: 'all-on' } },
      { method: 'PUT', url: PREFERENCES, payload: { preset: '__proto__' } },
    ] as InjectOptions[]) {
      const response = await call(options);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('proves a cookie caller needs the CSRF header to save', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    const refused = await call({
      method: 'PUT',
      url: PREFERENCES,
      headers: { cookie: browser.cookie },
      payload: { preset: 'all-on' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CSRF_TOKEN_INVALID');
    expect(await storedRows(shopper.id)).toEqual([]);
  });
});

describe('reading and saving marketing preferences', () => {
  it('proves a new shopper has no memberships and has consented to nothing, with the configured scheme names', async () => {
    const browser = await signedIn(await account());
    const response = await browser.get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      memberships: [],
      marketingPreferences: ALL_OFF,
      preset: 'all-off',
      schemes: [
        { scheme: 'RETAILER', name: 'Orchard' },
        { scheme: 'LOYALTY', name: 'myOrchard' },
        { scheme: 'PARTNER', name: 'Fenwick House' },
        { scheme: 'PARTNER_MONEY', name: 'Fenwick House Money' },
      ],
    });
  });

  it('proves the all-on preset is stored and read back, then one channel can be turned off', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    const allOn = await browser.put({ preset: 'all-on' });
    expect(allOn.statusCode).toBe(200);
    expect(allOn.json()).toMatchObject({ marketingPreferences: ALL_ON, preset: 'all-on' });
    expect((await browser.get()).json()).toMatchObject({
      marketingPreferences: ALL_ON,
      preset: 'all-on',
    });

    const oneOff = structuredClone(ALL_ON);
    oneOff.PARTNER.SMS = false;
    const changed = await browser.put({ marketingPreferences: oneOff });
    expect(changed.statusCode).toBe(200);
    const read = (await browser.get()).json();
    expect(read.marketingPreferences).toEqual(oneOff);
    expect(read.preset).toBeNull();
  });

  it('proves only consents that change are written, each stamped with when it changed', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    const firstSave = new Date('2026-03-02T10:00:00Z');
    clock = firstSave;
    const some = structuredClone(ALL_OFF);
    some.RETAILER.EMAIL = true;
    some.LOYALTY.SMS = true;
    await browser.put({ marketingPreferences: some });
    expect(await storedRows(shopper.id)).toEqual([
      {
        customerId: shopper.id,
        scheme: 'LOYALTY',
        channel: 'SMS',
        consented: true,
        updatedAt: firstSave,
      },
      {
        customerId: shopper.id,
        scheme: 'RETAILER',
        channel: 'EMAIL',
        consented: true,
        updatedAt: firstSave,
      },
    ]);

    const secondSave = new Date('2026-03-05T16:30:00Z');
    clock = secondSave;
    const next = structuredClone(some);
    next.LOYALTY.SMS = false;
    await browser.put({ marketingPreferences: next });
    // Saving the same again changes nothing at all.
    clock = new Date('2026-03-06T08:00:00Z');
    await browser.put({ marketingPreferences: next });
    const rows = await storedRows(shopper.id);
    expect(rows.map((row) => [row.scheme, row.channel, row.consented, row.updatedAt])).toEqual([
      ['LOYALTY', 'SMS', false, secondSave],
      ['RETAILER', 'EMAIL', true, firstSave],
    ]);
  });

  it("proves one shopper's preferences are theirs alone", async () => {
    const first = await signedIn(await account());
    const second = await signedIn(await account());
    await first.put({ preset: 'all-on' });
    expect((await second.get()).json().marketingPreferences).toEqual(ALL_OFF);
  });

  it('proves bad bodies are 400 naming the field, and change nothing', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    await browser.put({ preset: 'all-on' });
    const { PARTNER_MONEY: _left, ...partial } = ALL_OFF;
    const cases: [unknown, string][] = [
      [{}, 'body'],
      [{ preset: 'all-off', marketingPreferences: ALL_OFF }, 'body'],
      [{ preset: 'none' }, 'body.preset'],
      [{ marketingPreferences: partial }, 'body.marketingPreferences.PARTNER_MONEY'],
      [
        { marketingPreferences: { ...ALL_OFF, RETAILER: { EMAIL: 'false', SMS: false } } },
        'body.marketingPreferences.RETAILER.EMAIL',
      ],
      [{ marketingPreferences: { ...ALL_OFF, constructor: { EMAIL: false } } }, 'body'],
      [{ preset: 'all-off', customerId: 1 }, 'body'],
      [['all-off'], 'body'],
    ];
    for (const [payload, field] of cases) {
      const refused = await browser.put(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
      expect(refused.json().issues[0].field.startsWith(field), JSON.stringify(payload)).toBe(true);
    }
    expect((await browser.get()).json().marketingPreferences).toEqual(ALL_ON);
  });

  it("proves an account's preferences go with the account", async () => {
    const shopper = await account();
    await (await signedIn(shopper)).put({ preset: 'all-on' });
    expect(await storedRows(shopper.id)).toHaveLength(8);
    await shopper.remove();
    expect(await storedRows(shopper.id)).toEqual([]);
  });
});

describe('staff signed on as a customer', () => {
  it("proves staff may change the customer's preferences, and each change is in the audit log; the customer's own are not", async () => {
    const staff = await account('staff');
    const customer = await account();
    const signOn = await t.app.identityService.startSession(staff.id, { customerId: customer.id });
    const asStaff = await browserOf(`session=${signOn.secret}`);
    const audited = () =>
      t.database.db
        .select({
          staffId: staffAuditLog.staffId,
          action: staffAuditLog.action,
          detail: staffAuditLog.detail,
        })
        .from(staffAuditLog)
        .where(eq(staffAuditLog.customerId, customer.id))
        .orderBy(staffAuditLog.id);

    const saved = await asStaff.put({ preset: 'all-on' });
    expect(saved.statusCode).toBe(200);
    const fewer = structuredClone(ALL_ON);
    fewer.PARTNER_MONEY.EMAIL = false;
    await asStaff.put({ marketingPreferences: fewer });
    // Nothing changes: nothing is recorded.
    await asStaff.put({ marketingPreferences: fewer });
    // The customer's own change is theirs, not a staff action.
    await (await signedIn(customer)).put({ preset: 'all-off' });

    const entries = (await audited()).filter((entry) => entry.action !== 'signed-on');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      staffId: staff.id,
      action: 'marketing-preferences-changed',
      detail: { preset: 'all-on' },
    });
    expect(entries[0]?.detail).toHaveProperty('changed.length', 8);
    expect(entries[1]).toEqual({
      staffId: staff.id,
      action: 'marketing-preferences-changed',
      detail: { changed: [{ scheme: 'PARTNER_MONEY', channel: 'EMAIL', consented: false }] },
    });
    expect((await asStaff.get()).json().marketingPreferences).toEqual(ALL_OFF);
  });
});
