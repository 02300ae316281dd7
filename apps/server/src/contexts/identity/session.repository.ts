import type { Db } from '@grocer/db/client';
import { executeNamed } from '@grocer/db/named-statement';
import { sessions } from '@grocer/db/schema/identity';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';

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
  /**
   * The customer's write stamp (decision 0103), read with the session: '0' when nothing the
   * viewer shows of them was ever written.
   */
  writeStamp: string;
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
   * The session with its principal's role, its customer's first name and write stamp, in one
   * query (the header's viewer call asks for all three: decisions 0060, 0103), live or not (the
   * caller applies the rule). The stamp's table is the database's, kept by triggers, not a
   * context's.
   */
  async find(id: string): Promise<SessionRow | null> {
    // A named statement: every request that asks who is there runs it (decision 0060).
    const { rows: found } = await executeNamed<{
      id: string;
      account_id: number;
      customer_id: number;
      role: string;
      first_name: string;
      last_seen_at: Date | string;
      expires_at: Date | string;
      revoked_at: Date | string | null;
      write_stamp: string | number | null;
    }>(
      this.db,
      sql`SELECT s.id, s.account_id, s.customer_id, a.role, c.first_name, s.last_seen_at,
          s.expires_at, s.revoked_at, w.stamp AS write_stamp
        FROM sessions s JOIN accounts a ON a.id = s.account_id
          JOIN accounts c ON c.id = s.customer_id
          LEFT JOIN customer_write_stamps w ON w.customer_id = s.customer_id
        WHERE s.id = ${id} LIMIT 1`,
    );
    const [row] = found;
    if (!row) return null;
    return {
      id: row.id,
      accountId: row.account_id,
      customerId: row.customer_id,
      role: row.role,
      customerFirstName: row.first_name,
      lastSeenAt: new Date(row.last_seen_at),
      expiresAt: new Date(row.expires_at),
      revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
      writeStamp: String(row.write_stamp ?? 0),
    };
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
