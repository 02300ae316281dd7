import { featureFlagChanges, featureFlags } from '@grocer/db/schema/flags';
import { FLAG_CATALOGUE, FLAG_DEFAULTS, type FlagKey } from '@grocer/domain/flags/flag-catalogue';
import type { Identity } from '@grocer/domain/identity/identity';
import { GrowthBookClient } from '@growthbook/growthbook';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestAccount,
  identityOfAccount,
  type TestAccount,
} from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PAGE_CACHE_HEADER } from '../../web/page-cache.ts';
import { featureDefinition } from './flags.service.ts';

/**
 * Feature flags (decision 0068) through the real app: staff change a flag's state in the console's
 * service, audited; every caller's flags follow at once; a share of visitors is chosen by id with
 * GrowthBook's hashing; the features header changes a request's flags only where allowed; and the
 * page cache keeps one copy of a shared page per value of its flags.
 */

/** Read by no page or call yet, so changing it here disturbs no other test file. */
const KEY: FlagKey = 'my_favourites_chosen_for_you';
/** Flags other test files change (flags-processes.test.ts). */
const CHANGED_ELSEWHERE = new Set<FlagKey>(['checkout_external_scripts_exclusion']);

let t: TestApp;
let staffAccount: TestAccount;
let shopper: TestAccount;
let staff: Identity;

beforeAll(async () => {
  t = await createTestApp();
  staffAccount = await createTestAccount(t.database, { role: 'staff', firstName: 'Flora' });
  shopper = await createTestAccount(t.database);
  staff = identityOfAccount(staffAccount.id, 'staff');
});

afterAll(async () => {
  await t.database.db.delete(featureFlagChanges).where(eq(featureFlagChanges.key, KEY));
  await t.database.db.delete(featureFlags).where(eq(featureFlags.key, KEY));
  await t.app.services.flags.reload();
  await shopper.remove();
  await staffAccount.remove();
  await t.close();
});

const flags = () => t.app.services.flags;

describe('feature flags', () => {
  it('proves every flag is at its catalogue default until staff change it', () => {
    const values = flags().decide({ id: null });
    for (const flag of FLAG_CATALOGUE) {
      if (flag.key === KEY || CHANGED_ELSEWHERE.has(flag.key)) continue;
      expect(values[flag.key], flag.key).toBe(FLAG_DEFAULTS[flag.key]);
    }
  });

  it('proves only staff change a flag, an unknown flag is not found, and a change applies at once and is audited', async () => {
    const customer = identityOfAccount(shopper.id, 'customer');
    expect(await flags().change(customer, KEY, { enabled: true, rolloutPercent: 100 })).toEqual({
      outcome: 'refused',
      code: 'FORBIDDEN',
    });
    expect(await flags().list(customer)).toBeNull();
    expect(
      await flags().change(staff, 'no_such_flag', { enabled: true, rolloutPercent: 100 }),
    ).toEqual({ outcome: 'refused', code: 'NOT_FOUND' });
    expect(flags().decide({ id: null })[KEY]).toBe(false);

    const changed = await flags().change(staff, KEY, { enabled: true, rolloutPercent: 100 });
    expect(changed).toMatchObject({
      outcome: 'changed',
      flag: { key: KEY, state: { enabled: true, rolloutPercent: 100 } },
    });
    expect(flags().decide({ id: null })[KEY]).toBe(true);
    const listed = (await flags().list(staff))?.find((flag) => flag.key === KEY);
    expect(listed?.updatedByName).toContain('Flora');
    const [latest] = (await flags().history(staff, 50))?.filter((c) => c.key === KEY) ?? [];
    expect(latest).toMatchObject({
      key: KEY,
      state: { enabled: true, rolloutPercent: 100 },
      staffId: staffAccount.id,
    });
    expect(latest?.staffName).toContain('Flora');

    await flags().change(staff, KEY, { enabled: false, rolloutPercent: 100 });
    expect(flags().decide({ id: null })[KEY]).toBe(false);
  });

  it('proves the values kept for nobody in particular equal a fresh evaluation, before and after a change', async () => {
    // An empty overrides object takes the slow path: every flag evaluated by GrowthBook.
    expect(flags().decide({ id: null })).toEqual(flags().decide({ id: null }, {}));
    await flags().change(staff, KEY, { enabled: true, rolloutPercent: 100 });
    expect(flags().decide({ id: null })[KEY]).toBe(true);
    expect(flags().decide({ id: null })).toEqual(flags().decide({ id: null }, {}));
    await flags().change(staff, KEY, { enabled: false, rolloutPercent: 0 });
    expect(flags().decide({ id: null })).toEqual(flags().decide({ id: null }, {}));
    expect(flags().decide({ id: null })[KEY]).toBe(false);
  });

  it('proves a share of visitors is chosen by id: the same each time, within 1% of the share, and a larger share keeps everyone a smaller one had', () => {
    const clientFor = (percent: number) =>
      new GrowthBookClient().initSync({
        payload: {
          features: { [KEY]: featureDefinition(false, { enabled: true, rolloutPercent: percent }) },
        },
      });
    const thirty = clientFor(30);
    const sixty = clientFor(60);
    const ids = Array.from({ length: 100_000 }, (_, i) => `visitor-${i}`);
    let on = 0;
    for (const id of ids) {
      const user = { attributes: { id } };
      const value = thirty.isOn(KEY, user);
      if (value) {
        on += 1;
        expect(sixty.isOn(KEY, user)).toBe(true);
      }
      if (id.endsWith('7')) expect(thirty.isOn(KEY, user)).toBe(value);
    }
    expect(Math.abs(on / ids.length - 0.3)).toBeLessThan(0.01);
    // No id, no share: the flag is off.
    expect(thirty.isOn(KEY, { attributes: {} })).toBe(false);
  });

  it('proves get-rollouts answers the caller’s flags, a share by customer, and the features header only where allowed', async () => {
    await flags().change(staff, KEY, { enabled: true, rolloutPercent: 50 });
    const rollouts = async (headers: Record<string, string> = {}, app = t.app) =>
      (await app.inject({ method: 'POST', url: '/api/flags/v1/get-rollouts', headers })).json()
        .rollouts as Record<FlagKey, boolean>;

    const anonymous = await rollouts();
    expect(anonymous.multisearch).toBe(true);
    expect(anonymous[KEY]).toBe(false);

    const session = await t.app.identityService.startSession(shopper.id);
    const { accessToken } = t.app.identityService.issueAccessToken({
      ...identityOfAccount(shopper.id, 'customer'),
      sessionId: session.sessionId,
    });
    const signedIn = await rollouts({ authorization: `Bearer ${accessToken}` });
    const expected = new GrowthBookClient()
      .initSync({
        payload: {
          features: { [KEY]: featureDefinition(false, { enabled: true, rolloutPercent: 50 }) },
        },
      })
      .isOn(KEY, { attributes: { id: `customer:${shopper.id}` } });
    expect(signedIn[KEY]).toBe(expected);

    expect((await rollouts({ features: '!multisearch, site_wide_banner' })).multisearch).toBe(
      false,
    );
    expect((await rollouts({ 'graph-flags': 'site_wide_banner=on' })).site_wide_banner).toBe(true);

    const strict = await createTestApp({ database: t.database, env: { FLAG_OVERRIDES: 'false' } });
    try {
      const ignored = await rollouts({ features: '!multisearch' }, strict.app);
      expect(ignored.multisearch).toBe(true);
    } finally {
      await strict.close();
    }
    await t.app.identityService.endSession(session.sessionId, 'signed-out');
    await flags().change(staff, KEY, { enabled: false, rolloutPercent: 100 });
  });

  it('proves the stubs query flag stores stub mocking for the browser session only where overrides are allowed, and any other value ends it', async () => {
    const page = (url: string, app = t.app) => app.inject({ url });
    const on = await page('/ecom/shared-flags?stubs=covfefe');
    expect(String(on.headers['set-cookie'])).toContain('grocer-stubs=on;');
    expect(String(on.headers['set-cookie'])).not.toContain('Max-Age');
    const upper = await page('/ecom/shared-flags?stubs=UseStubs');
    expect(String(upper.headers['set-cookie'])).toContain('grocer-stubs=on;');
    const off = await page('/ecom/shared-flags?stubs=no');
    expect(String(off.headers['set-cookie'])).toContain('grocer-stubs=; Max-Age=0');
    const none = await page('/ecom/shared-flags');
    expect(none.headers['set-cookie']).toBeUndefined();

    const strict = await createTestApp({ database: t.database, env: { FLAG_OVERRIDES: 'false' } });
    try {
      const ignored = await page('/ecom/shared-flags?stubs=covfefe', strict.app);
      expect(String(ignored.headers['set-cookie'] ?? '')).not.toContain('grocer-stubs');
    } finally {
      await strict.close();
    }
  });

  it('proves the page cache keeps one copy of a shared page per value of its flags: visitors with different values never get each other’s', async () => {
    const url = `/ecom/shared-flags?run=${Date.now()}`;
    const page = (headers: Record<string, string> = {}) => t.app.inject({ url, headers });
    const off = { features: '!multisearch' };

    const first = await page(off);
    expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(first.body).toContain('multisearch off');
    const plain = await page();
    expect(plain.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(plain.body).toContain('multisearch on');

    const again = await page(off);
    expect(again.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(again.body).toContain('multisearch off');
    const plainAgain = await page();
    expect(plainAgain.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(plainAgain.body).toContain('multisearch on');
    // A flag no shared page shows does not split the cache.
    const other = await page({ features: 'save_payment_card=off' });
    expect(other.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(other.body).toBe(plainAgain.body);
  });
});
