import type { Db } from '@grocer/db/client';
import { accounts } from '@grocer/db/schema/accounts';
import { eq } from 'drizzle-orm';
import type { AccountSelf } from './auth.contract.ts';

/** The accounts table, for the identity context only. */
export class AccountRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async findCredentials(email: string): Promise<{ id: number; passwordHash: string } | null> {
    const [row] = await this.db
      .select({ id: accounts.id, passwordHash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.email, email))
      .limit(1);
    return row ?? null;
  }

  async emailTaken(email: string): Promise<boolean> {
    return (await this.findCredentials(email)) !== null;
  }

  /** The new account's id, or null when the email is taken (by a concurrent registration too). */
  async insert(account: {
    email: string;
    passwordHash: string;
    title: string;
    firstName: string;
    lastName: string;
    now: Date;
  }): Promise<number | null> {
    const [row] = await this.db
      .insert(accounts)
      .values({
        email: account.email,
        passwordHash: account.passwordHash,
        title: account.title,
        firstName: account.firstName,
        lastName: account.lastName,
        role: 'customer',
        createdAt: account.now,
        lastLoginAt: account.now,
      })
      .onConflictDoNothing({ target: accounts.email })
      .returning({ id: accounts.id });
    return row?.id ?? null;
  }

  async recordLogin(id: number, now: Date): Promise<void> {
    await this.db.update(accounts).set({ lastLoginAt: now }).where(eq(accounts.id, id));
  }

  async findSelf(id: number): Promise<AccountSelf | null> {
    const [row] = await this.db
      .select({
        id: accounts.id,
        email: accounts.email,
        title: accounts.title,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
      })
      .from(accounts)
      .where(eq(accounts.id, id))
      .limit(1);
    return row ?? null;
  }
}
