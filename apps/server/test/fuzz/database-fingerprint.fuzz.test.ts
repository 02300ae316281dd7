import { accounts } from '@grocer/db/schema/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../test-accounts.ts';
import { createTestApp } from '../test-app.ts';
import {
  databaseFingerprint,
  expectDataUnchanged,
  resetCounters,
  writeAheadLogPosition,
} from './database-fingerprint.ts';

/**
 * The fuzz suites' "the data is unchanged" check skips hashing every table while the
 * write-ahead log has not moved since the tables were last found as they were. These prove that
 * shortcut says what hashing them would: a change is always found, and an unchanged database
 * always passes, whether or not something was written and put back in between.
 */

const t = await createTestApp();
await resetCounters(t.database);
const baseline = await databaseFingerprint(t.database);

afterAll(() => t.close());

/** What the check says against `expected`: 'unchanged' when it passes, 'changed' when it fails. */
const verdict = (expected = baseline) =>
  expectDataUnchanged(t.database, expected).then(
    () => 'unchanged',
    () => 'changed',
  );

/** What hashing every table says, the slow way the check took before. */
const hashed = async () => {
  const now = await databaseFingerprint(t.database);
  return JSON.stringify(now) === JSON.stringify(baseline) ? 'unchanged' : 'changed';
};

describe('the unchanged-data check', () => {
  it('keeps the log where it was while pages and calls only read', async () => {
    const before = await writeAheadLogPosition(t.database);
    for (const url of ['/ecom', '/ecom/recipes', '/api/branch/v3/branches']) {
      expect((await t.app.inject(url)).statusCode).toBe(200);
    }
    expect(await verdict()).toBe('unchanged');
    expect(await writeAheadLogPosition(t.database)).toBe(before);
  });

  it('finds a row added after a check that passed, though that check did not hash', async () => {
    expect(await verdict()).toBe('unchanged');
    const account = await createTestAccount(t.database);
    try {
      expect(await verdict()).toBe('changed');
      expect(await hashed()).toBe('changed');
    } finally {
      await account.remove();
    }
    expect(await verdict()).toBe('unchanged');
    expect(await hashed()).toBe('unchanged');
  });

  // The last name: a first name written moves the customer's write stamp too (decision 0103).
  it('finds a row changed in place and passes once it is put back', async () => {
    const account = await createTestAccount(t.database);
    await resetCounters(t.database);
    const withAccount = await databaseFingerprint(t.database);
    const check = () => verdict(withAccount);
    try {
      expect(await check()).toBe('unchanged');
      await t.database.db
        .update(accounts)
        .set({ lastName: 'Changed' })
        .where(eq(accounts.id, account.id));
      expect(await check()).toBe('changed');
      await t.database.db
        .update(accounts)
        .set({ lastName: 'McTest' })
        .where(eq(accounts.id, account.id));
      expect(await check()).toBe('unchanged');
    } finally {
      await account.remove();
    }
  });

  it('moves the log for a write rolled back, so the tables are hashed again', async () => {
    expect(await verdict()).toBe('unchanged');
    const before = await writeAheadLogPosition(t.database);
    await t.database.db
      .transaction(async (tx) => {
        await tx.insert(accounts).values({
          email: 'rolled-back@example.com',
          passwordHash: 'x',
          firstName: 'Rolled',
          lastName: 'Back',
          role: 'customer',
        });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await writeAheadLogPosition(t.database)).not.toBe(before);
    expect(await verdict()).toBe('unchanged');
  });
});
