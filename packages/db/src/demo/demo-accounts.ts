import { hash } from '@node-rs/argon2';
import type { Db } from '../client.ts';
import { accounts } from '../schema/accounts.ts';

export interface DemoAccount {
  email: string;
  /** Plain text on purpose: these are published demo credentials, printed at start-up. */
  password: string;
  title: string;
  firstName: string;
  lastName: string;
  role: 'customer' | 'staff';
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
    email: 'staff@example.com',
    password: 'Hillside-Staff-1',
    title: 'Ms',
    firstName: 'Priya',
    lastName: 'Shah',
    role: 'staff',
  },
];

/**
 * argon2id with the library's defaults (19 MiB, 2 passes: the OWASP baseline). The algorithm is
 * left to the default because the package's `Algorithm` is a const enum with no runtime value.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Inserts the demo accounts, leaving any that already exist untouched; returns how many were added. */
export async function seedDemoAccounts(db: Db): Promise<number> {
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async ({ password, email, ...account }) => ({
      ...account,
      email: email.toLowerCase(),
      passwordHash: await hashPassword(password),
    })),
  );
  const inserted = await db
    .insert(accounts)
    .values(rows)
    .onConflictDoNothing({ target: accounts.email })
    .returning({ id: accounts.id });
  return inserted.length;
}
