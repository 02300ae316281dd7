import type { Db } from '@grocer/db/client';
import { accounts } from '@grocer/db/schema/accounts';
import { normaliseEmail } from '@grocer/domain/identity/email-address';
import { eq } from 'drizzle-orm';

/** Reads of single accounts for the identity service: the name the page frame shows, an id by email. */
export class AccountLookupRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async firstName(accountId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ firstName: accounts.firstName })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1);
    return row?.firstName ?? null;
  }

  /** Emails are stored normalised (`normaliseEmail`). */
  async idByEmail(email: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, normaliseEmail(email)))
      .limit(1);
    return row?.id ?? null;
  }
}
