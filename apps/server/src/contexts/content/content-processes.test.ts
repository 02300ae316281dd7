import { contentAuditLog, contentFragments, contentVersions } from '@grocer/db/schema/content';
import { FRAGMENT_CACHE_MS } from '@grocer/domain/content/content-fragment';
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
 * A staff publish on one server reaches another within the fragment cache's time (decision
 * 0077): a server process of its own on PostgreSQL, an app on the same database in this process
 * on PGlite. The other server has already read the fragment (and keeps it), so only its cache
 * running out lets it see the change: nothing tells it.
 */

const databaseUrl = inject('databaseUrl');
const run = `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
const key = `processes-test-${run}`;
const document = { kind: 'fragment', ref: key } as const;

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
  await t.database.db.delete(contentVersions).where(eq(contentVersions.ref, key));
  await t.database.db.delete(contentAuditLog).where(eq(contentAuditLog.ref, key));
  await t.database.db.delete(contentFragments).where(eq(contentFragments.key, key));
  await staffAccount.remove();
  await t.close();
});

const body = (text: string) => ({
  key,
  blocks: [{ kind: 'heading', level: 2, text }],
});

/** The fragment's heading as the other server serves it, or null while it has none. */
async function headingOnOther(): Promise<string | null> {
  const response = await fetch(`${other.origin}/api/content/v2/experience-fragments/${key}`);
  if (response.status === 404) return null;
  expect(response.status).toBe(200);
  return ((await response.json()) as { blocks: { text: string }[] }).blocks[0]?.text ?? null;
}

describe('content across server processes', () => {
  it('proves a publish on one server is served by another within the fragment cache time, and again for the next version', async () => {
    const editor = t.app.services.content.editor;
    const staff = identityOfAccount(staffAccount.id, 'staff');
    // The other server reads the key first and keeps its answer (nothing yet) for 10 s.
    expect(await headingOnOther()).toBeNull();
    await editor.save(staff, document, body('Spring is here'), { basedOn: null, creating: true });
    await editor.publish(staff, document, 1);
    // The publishing server shows it at once.
    const own = await t.app.inject({ url: `/api/content/v2/experience-fragments/${key}` });
    expect(own.json().blocks[0].text).toBe('Spring is here');
    const margin = 5_000;
    await waitFor(
      async () => (await headingOnOther()) === 'Spring is here',
      FRAGMENT_CACHE_MS + margin,
    );

    await editor.save(staff, document, body('Summer is here'), { basedOn: 1 });
    await editor.publish(staff, document, 2);
    await waitFor(
      async () => (await headingOnOther()) === 'Summer is here',
      FRAGMENT_CACHE_MS + margin,
    );
  }, 60_000);
});
