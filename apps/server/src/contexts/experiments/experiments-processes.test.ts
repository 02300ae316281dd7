import { experiments as experimentsTable } from '@grocer/db/schema/experiments';
import { ALL_ALLOWED, consentSetCookies } from '@grocer/domain/consent/cookie-consent';
import {
  type ExperimentKey,
  VISITOR_COOKIE,
} from '@grocer/domain/experiments/experiment-catalogue';
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
 * An experiment started through one server is followed by another (decision 0072): a server
 * process of its own on PostgreSQL (the change is announced with NOTIFY and read again), an app
 * on the same database in this process on PGlite.
 */

/** Only this file runs it; experiments.test.ts leaves it alone. */
const KEY: ExperimentKey = 'footer_lazy_load';
const VISITOR = 'visitor-processes-0001';
const databaseUrl = inject('databaseUrl');

let t: TestApp;
let other: TestServer;
let staffAccount: TestAccount;

const removeRuns = () =>
  t.database.db.delete(experimentsTable).where(eq(experimentsTable.key, KEY));

beforeAll(async () => {
  t = await createTestApp();
  await removeRuns();
  staffAccount = await createTestAccount(t.database, { role: 'staff' });
  other = databaseUrl ? await startServerProcess(databaseUrl) : await startInProcessServer(t);
}, 180_000);

afterAll(async () => {
  await other?.stop();
  await removeRuns();
  await staffAccount.remove();
  await t.close();
});

async function assignedOnOther(): Promise<string | undefined> {
  const cookie = [
    ...consentSetCookies(ALL_ALLOWED, false).map((value) => value.split(';', 1)[0]),
    `${VISITOR_COOKIE}=${VISITOR}`,
  ].join('; ');
  const response = await fetch(`${other.origin}/api/experiments/v1/decide`, {
    method: 'POST',
    headers: { cookie },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { assignments: Partial<Record<ExperimentKey, string>> };
  return body.assignments[KEY];
}

describe('experiments across server processes', () => {
  it('proves a run staff start on one server is followed by another within seconds, and its stop too', async () => {
    const staff = identityOfAccount(staffAccount.id, 'staff');
    expect(await assignedOnOther()).toBeUndefined();
    const created = await t.app.services.experiments.create(staff, {
      key: KEY,
      name: 'Lazy footer',
      hypothesis: 'A lighter first page',
      coveragePercent: 100,
      variantPercent: 50,
    });
    if (created.outcome !== 'changed') throw new Error('not created');
    await t.app.services.experiments.start(staff, created.run.id);
    const here = t.app.services.experiments.assign({ id: VISITOR })[KEY];
    expect(here).toBeDefined();
    await waitFor(async () => (await assignedOnOther()) === here, 10_000);
    await t.app.services.experiments.stop(staff, created.run.id);
    await waitFor(async () => (await assignedOnOther()) === undefined, 10_000);
  });
});
