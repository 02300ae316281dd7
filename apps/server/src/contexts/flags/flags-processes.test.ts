import { featureFlagChanges, featureFlags } from '@grocer/db/schema/flags';
import type { FlagKey } from '@grocer/domain/flags/flag-catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../../../test/smtp-test-server.ts';
import {
  createTestAccount,
  identityOfAccount,
  type TestAccount,
} from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  startInProcessServer,
  startServerProcess,
  type TestServer,
} from '../../../test/two-servers.ts';

/**
 * A flag changed through one server reaches another (decision 0068): a server process of its own
 * on PostgreSQL (the change is announced with NOTIFY and read again), an app on the same database
 * in this process on PGlite.
 */

/** Read by no page or call yet; flags.test.ts leaves it alone. */
const KEY: FlagKey = 'checkout_external_scripts_exclusion';
const databaseUrl = inject('databaseUrl');

let t: TestApp;
let other: TestServer;
let staffAccount: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  staffAccount = await createTestAccount(t.database, { role: 'staff' });
  other = databaseUrl ? await startServerProcess(databaseUrl) : await startInProcessServer(t);
}, 180_000);

afterAll(async () => {
  await other?.stop();
  await t.database.db.delete(featureFlagChanges).where(eq(featureFlagChanges.key, KEY));
  await t.database.db.delete(featureFlags).where(eq(featureFlags.key, KEY));
  await staffAccount.remove();
  await t.close();
});

async function valueOnOther(): Promise<boolean> {
  const response = await fetch(`${other.origin}/api/flags/v1/get-rollouts`, { method: 'POST' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { rollouts: Record<FlagKey, boolean> }).rollouts[KEY];
}

describe('feature flags across server processes', () => {
  it('proves a flag staff change on one server is followed by another within seconds, both ways', async () => {
    const staff = identityOfAccount(staffAccount.id, 'staff');
    expect(await valueOnOther()).toBe(false);
    await t.app.services.flags.change(staff, KEY, { enabled: true, rolloutPercent: 100 });
    await waitFor(async () => (await valueOnOther()) === true, 10_000);
    await t.app.services.flags.change(staff, KEY, { enabled: false, rolloutPercent: 0 });
    await waitFor(async () => (await valueOnOther()) === false, 10_000);
  });
});
