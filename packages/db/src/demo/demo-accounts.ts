import { normaliseEmail } from '@grocer/domain/identity/email-address';
import type { Db } from '../client.ts';
import { hashPassword } from '../password-hash.ts';
import { accounts } from '../schema/accounts.ts';
import { signInGuardKey, signInGuards } from '../schema/sign-in.ts';

export { hashPassword };

export interface DemoAccount {
  email: string;
  /** Plain text on purpose: these are published demo credentials, printed at start-up. */
  password: string;
  title: string;
  firstName: string;
  lastName: string;
  role: 'customer' | 'staff';
  /**
   * Spec doc 1 §4: signing in to the accounts named soft-locked and hard-locked gives SOFT_LOCKED
   * and HARD_LOCKED. Here they are ordinary accounts whose sign-in guard is seeded locked.
   */
  lock?: 'soft' | 'hard';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'shopper@example.com',
    password: 'Hillside-Shopper-1',
    title: 'Mrs',
    firstName: 'Jane',
    lastName: 'Marsh',
    role: 'customer',
  },
  {
    email: 'second.shopper@example.com',
    password: 'Hillside-Shopper-2',
    title: 'Mr',
    firstName: 'Sam',
    lastName: 'Okafor',
    role: 'customer',
  },
  {
    // A member of the loyalty scheme (decision 0086): demo-loyalty.ts gives the card.
    email: 'member@example.com',
    password: 'Hillside-Member-1',
    title: 'Mx',
    firstName: 'Alex',
    lastName: 'Reid',
    role: 'customer',
  },
  {
    // A member with a partnership card too (decision 0086): the partnership card counts.
    email: 'partner@example.com',
    password: 'Hillside-Partner-1',
    title: 'Mr',
    firstName: 'Jon',
    lastName: 'Lowe',
    role: 'customer',
  },
  {
    email: 'staff@example.com',
    password: 'Hillside-Staff-1',
    title: 'Ms',
    firstName: 'Priya',
    lastName: 'Shah',
    role: 'staff',
  },
  {
    email: 'soft-locked@example.com',
    password: 'Hillside-Locked-1',
    title: 'Mr',
    firstName: 'Soft',
    lastName: 'Locked',
    role: 'customer',
    lock: 'soft',
  },
  {
    email: 'hard-locked@example.com',
    password: 'Hillside-Locked-2',
    title: 'Ms',
    firstName: 'Hard',
    lastName: 'Locked',
    role: 'customer',
    lock: 'hard',
  },
];

/** A soft lock that outlasts any demo: the far end of what a timestamp column comfortably holds. */
const DEMO_SOFT_LOCK_UNTIL = new Date('9999-12-31T00:00:00Z');

/** Inserts the demo accounts, leaving any that already exist untouched; returns how many were added. */
export async function seedDemoAccounts(db: Db): Promise<number> {
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async ({ password, email, lock: _lock, ...account }) => ({
      ...account,
      email: normaliseEmail(email),
      passwordHash: await hashPassword(password),
    })),
  );
  const inserted = await db
    .insert(accounts)
    .values(rows)
    .onConflictDoNothing({ target: accounts.email })
    .returning({ id: accounts.id });
  const locked = DEMO_ACCOUNTS.filter((account) => account.lock !== undefined);
  await db
    .insert(signInGuards)
    .values(
      locked.map((account) => ({
        emailKey: signInGuardKey(account.email),
        failures: account.lock === 'hard' ? 10 : 5,
        lockedUntil: account.lock === 'soft' ? DEMO_SOFT_LOCK_UNTIL : null,
        hardLocked: account.lock === 'hard',
      })),
    )
    .onConflictDoNothing({ target: signInGuards.emailKey });
  return inserted.length;
}
