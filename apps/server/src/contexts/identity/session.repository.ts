import type { Db } from '@grocer/db/client';
import { accounts } from '@grocer/db/schema/accounts';
import { sessions } from '@grocer/db/schema/identity';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/** The account a session acts for (differs from its own account while staff are signed on). */
const customers = alias(accounts, 'customers');

export interface SessionRow {
  id: string;
  accountId: number;
  customerId: number;
  role: string;
  /** The first name of the account the session acts for: the header shows it. */
  customerFirstName: string;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** The sessions table, for the identity service only. */
export class SessionRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async insert(row: {
    id: string;
    accountId: number;
    customerId: number;
    now: Date;
    expiresAt: Date;
  }) {
    await this.db.insert(sessions).values({
      id: row.id,
      accountId: row.accountId,
      customerId: row.customerId,
      createdAt: row.now,
      lastSeenAt: row.now,
      expiresAt: row.expiresAt,
    });
  }

  /**
   * The session with its principal's role and its customer's first name, in one query (the
   * header's viewer call asks for both), live or not (the caller applies the rule).
   */
  async find(id: string): Promise<SessionRow | null> {
    const [row] = await this.db
      .select({
        id: sessions.id,
        accountId: sessions.accountId,
        customerId: sessions.customerId,
        role: accounts.role,
        customerFirstName: customers.firstName,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .innerJoin(customers, eq(customers.id, sessions.customerId))
      .where(eq(sessions.id, id))
      .limit(1);
    return row ?? null;
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }

  async revoke(id: string, reason: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  async revokeAllOf(accountId: number, exceptId: string | null, reason: string, now: Date) {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(
        and(
          eq(sessions.accountId, accountId),
          isNull(sessions.revokedAt),
          ...(exceptId ? [ne(sessions.id, exceptId)] : []),
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  }
}
