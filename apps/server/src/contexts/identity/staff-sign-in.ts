import type { Db } from '@grocer/db/client';
import { hashPassword } from '@grocer/db/demo/demo-accounts';
import { accounts } from '@grocer/db/schema/accounts';
import { signInGuardKey } from '@grocer/db/schema/sign-in';
import { EMAIL_MAX_LENGTH, normaliseEmail } from '@grocer/domain/identity/email-address';
import { SIGN_IN_POLICY } from '@grocer/domain/identity/sign-in-guard';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { IdentityService, StaffSignIn, StaffSignInOutcome } from './identity.contract.ts';
import type { ThrottleRepository } from './throttle.repository.ts';

/**
 * Staff sign-in for the console (decision 0022): email and password of an account whose role is
 * staff, and a new session for it. It goes through the shoppers' throttle (decision 0021's
 * `SIGN_IN_POLICY`): a burst from one address is refused for a while, and a run of failed attempts
 * locks the email (soft, then hard until a password reset) for both sign-ins, since a staff
 * member's account is one account. The attempt counts before the password is checked, so guessing
 * costs the guesser the same whether or not the account is staff. The shoppers' per-email burst
 * limit (which also counts successes, against scripts signing in on a loop) is not applied: staff
 * sign in to a console, not through an app, and guessing at one email is stopped by the lock.
 */

/** Passwords longer than this are refused unread, so a huge one cannot tie up argon2. */
const PASSWORD_MAX = 128;

export function createStaffSignIn(deps: {
  db: Db;
  identity: IdentityService;
  throttle: ThrottleRepository;
  now: () => Date;
}): StaffSignIn {
  const { db, identity, throttle, now } = deps;
  // Checked when the email is unknown too, so the answer takes as long whether or not it exists.
  const decoy = hashPassword('not-a-password-anyone-has');

  return {
    async signIn(email, password, client): Promise<StaffSignInOutcome> {
      const at = now();
      const byIp = await throttle.take(`staff-sign-in:ip:${client.ip}`, SIGN_IN_POLICY.perIp, at);
      if (!byIp.allowed) return { outcome: 'throttled', retryAfterSeconds: byIp.retryAfterSeconds };
      if (
        password.length === 0 ||
        password.length > PASSWORD_MAX ||
        email.length > EMAIL_MAX_LENGTH
      ) {
        return { outcome: 'refused' };
      }
      const emailKey = signInGuardKey(email);
      const gate = await throttle.begin(emailKey, at);
      if (gate !== 'open') return { outcome: 'locked' };
      const [account] = await db
        .select({ id: accounts.id, role: accounts.role, passwordHash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.email, normaliseEmail(email)))
        .limit(1);
      const matches = await verify(account?.passwordHash ?? (await decoy), password).catch(
        () => false,
      );
      if (!account || !matches || account.role !== 'staff') return { outcome: 'refused' };
      await throttle.succeed(emailKey);
      await db.update(accounts).set({ lastLoginAt: at }).where(eq(accounts.id, account.id));
      return { outcome: 'signed-in', session: await identity.startSession(account.id) };
    },
  };
}
