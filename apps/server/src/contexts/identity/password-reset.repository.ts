import type { Db } from '@grocer/db/client';
import { accounts } from '@grocer/db/schema/accounts';
import { passwordResets } from '@grocer/db/schema/password-resets';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';

/** The account a live reset link belongs to. */
export interface LiveReset {
  accountId: number;
  email: string;
}

/** Reset links (decision 0023), stored by the SHA-256 of their token only. */
export class PasswordResetRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async insert(link: { id: string; accountId: number; createdAt: Date; expiresAt: Date }) {
    await this.db.insert(passwordResets).values(link);
  }

  /** The link's account while it is unused and unexpired; otherwise null. */
  async findLive(id: string, now: Date): Promise<LiveReset | null> {
    const [row] = await this.db
      .select({ accountId: passwordResets.accountId, email: accounts.email })
      .from(passwordResets)
      .innerJoin(accounts, eq(accounts.id, passwordResets.accountId))
      .where(
        and(
          eq(passwordResets.id, id),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * Uses the link and sets the password, in one transaction: the link is claimed by a
   * conditional update, so of two submissions at once only one sets a password; every other
   * link of the account is retired with it. The account's id, or null when the link was no
   * longer live.
   */
  complete(id: string, passwordHash: string, now: Date): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.id, id),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ accountId: passwordResets.accountId });
      if (!claimed) return null;
      await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, claimed.accountId));
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.accountId, claimed.accountId), isNull(passwordResets.usedAt)));
      return claimed.accountId;
    });
  }

  /** Retires every unused link of the account (its password has just changed). */
  async retireAll(accountId: number, now: Date): Promise<void> {
    await this.db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
  }

  /** Forgets links that expired before `before` (keeps the table small). */
  async prune(before: Date): Promise<void> {
    await this.db.delete(passwordResets).where(lt(passwordResets.expiresAt, before));
  }
}
