import { randomInt } from 'node:crypto';
import { rateLimitWindows, signInGuardKey, signInGuards } from '@grocer/db/schema/sign-in';
import { SIGN_IN_POLICY } from '@grocer/domain/identity/sign-in-guard';
import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { StaffSignIn } from './identity.contract.ts';
import { createStaffSignIn } from './staff-sign-in.ts';
import { ThrottleRepository } from './throttle.repository.ts';

let t: TestApp;
let staffSignIn: StaffSignIn;
const accountsMade: TestAccount[] = [];
const ipsUsed: string[] = [];

/** A documentation-range address of its own, so tests never share a rate window. */
function freshIp(): string {
  const ip = `192.0.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  ipsUsed.push(ip);
  return ip;
}

beforeAll(async () => {
  t = await createTestApp();
  staffSignIn = createStaffSignIn({
    db: t.database.db,
    identity: t.app.identityService,
    throttle: new ThrottleRepository(t.database.db),
    now: () => new Date(),
  });
});

afterAll(async () => {
  const db = t.database.db;
  const emails = accountsMade.map((account) => account.email);
  if (emails.length > 0) {
    await db.delete(signInGuards).where(inArray(signInGuards.emailKey, emails.map(signInGuardKey)));
  }
  for (const ip of ipsUsed) {
    await db.delete(rateLimitWindows).where(like(rateLimitWindows.key, `%:ip:${ip}`));
  }
  for (const account of accountsMade) await account.remove();
  await t.close();
});

async function staffAccount(): Promise<TestAccount> {
  const account = await createTestAccount(t.database, { role: 'staff', firstName: 'Stella' });
  accountsMade.push(account);
  return account;
}

describe('staff sign-in goes through the sign-in throttle and locks', () => {
  it('proves the right password signs a staff member in', async () => {
    const staff = await staffAccount();
    const answer = await staffSignIn.signIn(staff.email, staff.password, { ip: freshIp() });
    expect(answer.outcome).toBe('signed-in');
  });

  it('proves a run of wrong passwords locks the account, so even the right one is refused', async () => {
    const staff = await staffAccount();
    for (let attempt = 0; attempt < SIGN_IN_POLICY.softLockAfter; attempt += 1) {
      const wrong = await staffSignIn.signIn(staff.email, `${staff.password}x`, { ip: freshIp() });
      expect(wrong.outcome).toBe('refused');
    }
    const right = await staffSignIn.signIn(staff.email, staff.password, { ip: freshIp() });
    expect(right.outcome).toBe('locked');
  });

  it('proves a burst from one address is throttled with a wait, whatever the email', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < SIGN_IN_POLICY.perIp.limit; attempt += 1) {
      const answer = await staffSignIn.signIn(`nobody-${attempt}@example.com`, '', { ip });
      expect(answer.outcome).toBe('refused');
    }
    const staff = await staffAccount();
    const throttled = await staffSignIn.signIn(staff.email, staff.password, { ip });
    expect(throttled).toMatchObject({ outcome: 'throttled' });
    if (throttled.outcome === 'throttled') expect(throttled.retryAfterSeconds).toBeGreaterThan(0);
  });
});
