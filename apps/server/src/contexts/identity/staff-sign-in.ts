import type { Db } from '@grocer/db/client';
import { hashPassword } from '@grocer/db/demo/demo-accounts';
import { accounts } from '@grocer/db/schema/accounts';
import { EMAIL_MAX_LENGTH } from '@grocer/domain/identity/email-address';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { IdentityService, StaffSignIn } from './identity.contract.ts';

/**
 * Staff sign-in for the console (decision 0022): email and password of an account whose role is
 * staff, and a new session for it. Deliberately small: shopper sign-in, with its throttling and
 * locks, is built separately; staff sign-in should go through the same throttle once it exists.
 */

/** Passwords longer than this are refused unread, so a huge one cannot tie up argon2. */
const PASSWORD_MAX = 128;

export function createStaffSignIn(deps: {
  db: Db;
  identity: IdentityService;
  now: () => Date;
}): StaffSignIn {
  const { db, identity, now } = deps;
  // Checked when the email is unknown too, so the answer takes as long whether or not it exists.
  const decoy = hashPassword('not-a-password-anyone-has');

  return {
    async signIn(email, password) {
      if (
        password.length === 0 ||
        password.length > PASSWORD_MAX ||
        email.length > EMAIL_MAX_LENGTH
      ) {
        return null;
      }
      const [account] = await db
        .select({ id: accounts.id, role: accounts.role, passwordHash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.email, email.trim().toLowerCase()))
        .limit(1);
      const matches = await verify(account?.passwordHash ?? (await decoy), password).catch(
        () => false,
      );
      if (!account || !matches || account.role !== 'staff') return null;
      await db.update(accounts).set({ lastLoginAt: now() }).where(eq(accounts.id, account.id));
      return identity.startSession(account.id);
    },
  };
}
