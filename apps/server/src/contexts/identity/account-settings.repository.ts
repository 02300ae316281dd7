import type { Db } from '@grocer/db/client';
import { accounts } from '@grocer/db/schema/accounts';
import { and, eq, ne, notExists } from 'drizzle-orm';
import type { AccountSelf } from './auth.contract.ts';

/** An account as a password check sees it. */
export interface AccountCredentials {
  id: number;
  email: string;
  firstName: string;
  passwordHash: string;
}

/** PostgreSQL's unique_violation, wherever a driver or Drizzle put it in the cause chain. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const credentialColumns = {
  id: accounts.id,
  email: accounts.email,
  firstName: accounts.firstName,
  passwordHash: accounts.passwordHash,
};

const selfColumns = {
  id: accounts.id,
  email: accounts.email,
  title: accounts.title,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
};

/**
 * Changes to an account's name, email address and password (My details, password reset). The
 * identity context owns the accounts table; others ask through its services.
 */
export class AccountSettingsRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async byEmail(email: string): Promise<AccountCredentials | null> {
    const [row] = await this.db
      .select({ ...credentialColumns })
      .from(accounts)
      .where(eq(accounts.email, email))
      .limit(1);
    return row ?? null;
  }

  async byId(id: number): Promise<AccountCredentials | null> {
    const [row] = await this.db
      .select({ ...credentialColumns })
      .from(accounts)
      .where(eq(accounts.id, id))
      .limit(1);
    return row ?? null;
  }

  async self(id: number): Promise<AccountSelf | null> {
    const [row] = await this.db.select(selfColumns).from(accounts).where(eq(accounts.id, id));
    return row ?? null;
  }

  async updateName(
    id: number,
    name: { title?: string; firstName?: string; lastName?: string },
  ): Promise<AccountSelf | null> {
    const [row] = await this.db
      .update(accounts)
      .set(name)
      .where(eq(accounts.id, id))
      .returning(selfColumns);
    return row ?? null;
  }

  /** False when another account has the address (checked first, and by the unique index in a race). */
  async updateEmail(id: number, email: string): Promise<boolean> {
    const other = this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.email, email), ne(accounts.id, id)));
    try {
      const rows = await this.db
        .update(accounts)
        .set({ email })
        .where(and(eq(accounts.id, id), notExists(other)))
        .returning({ id: accounts.id });
      return rows.length > 0;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.update(accounts).set({ passwordHash }).where(eq(accounts.id, id));
  }
}
