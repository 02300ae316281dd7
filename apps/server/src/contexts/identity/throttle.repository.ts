import type { Db } from '@grocer/db/client';
import { rateLimitWindows, signInGuards } from '@grocer/db/schema/sign-in';
import {
  type RateLimit,
  type RateVerdict,
  takeFromWindow,
} from '@grocer/domain/identity/rate-window';
import {
  afterPasswordReset,
  afterSuccess,
  beginAttempt,
  OPEN_GUARD,
  type SignInGate,
  type SignInGuard,
  signInGate,
} from '@grocer/domain/identity/sign-in-guard';
import { and, eq, isNull, lt, or } from 'drizzle-orm';

/**
 * Throttle state in PostgreSQL, so every server process counts against the same limits. Each
 * change reads its row FOR UPDATE inside a transaction and stores what the domain rule decides,
 * so two processes counting at once serialise on the row instead of both reading the old count.
 */
export class ThrottleRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Counts one event under `key`; the verdict says whether it is within `rule`. */
  take(key: string, rule: RateLimit, now: Date): Promise<RateVerdict> {
    return this.db.transaction(async (tx) => {
      const first = takeFromWindow(null, now, rule);
      const inserted = await tx
        .insert(rateLimitWindows)
        .values({ key, ...first.window })
        .onConflictDoNothing({ target: rateLimitWindows.key })
        .returning({ key: rateLimitWindows.key });
      // The first event under this key: the row just inserted already counts it.
      if (inserted.length > 0) return first;
      const [row] = await tx
        .select({ startedAt: rateLimitWindows.startedAt, count: rateLimitWindows.count })
        .from(rateLimitWindows)
        .where(eq(rateLimitWindows.key, key))
        .for('update');
      const verdict = takeFromWindow(row ?? null, now, rule);
      await tx
        .update(rateLimitWindows)
        .set({ startedAt: verdict.window.startedAt, count: verdict.window.count })
        .where(eq(rateLimitWindows.key, key));
      return verdict;
    });
  }

  /**
   * Opens a sign-in attempt at an email's guard: refused unchecked when locked, otherwise counted
   * as a failure until `succeed` clears it.
   */
  begin(emailKey: string, now: Date): Promise<SignInGate> {
    return this.db.transaction(async (tx) => {
      await tx
        .insert(signInGuards)
        .values({ emailKey })
        .onConflictDoNothing({ target: signInGuards.emailKey });
      const [row] = await tx
        .select()
        .from(signInGuards)
        .where(eq(signInGuards.emailKey, emailKey))
        .for('update');
      const guard: SignInGuard = row ?? OPEN_GUARD;
      const gate = signInGate(guard, now);
      if (gate !== 'open') return gate;
      await tx
        .update(signInGuards)
        .set(beginAttempt(guard, now))
        .where(eq(signInGuards.emailKey, emailKey));
      return gate;
    });
  }

  async succeed(emailKey: string): Promise<void> {
    await this.db
      .update(signInGuards)
      .set(afterSuccess())
      .where(eq(signInGuards.emailKey, emailKey));
  }

  /** A password reset: the address's run of failures and both locks are cleared (decision 0023). */
  async unlock(emailKey: string): Promise<void> {
    await this.db
      .update(signInGuards)
      .set(afterPasswordReset())
      .where(eq(signInGuards.emailKey, emailKey));
  }

  /** Forgets windows and guards that no longer hold anything (keeps the tables small). */
  async prune(olderThan: Date, now: Date): Promise<void> {
    await this.db.delete(rateLimitWindows).where(lt(rateLimitWindows.startedAt, olderThan));
    await this.db
      .delete(signInGuards)
      .where(
        and(
          eq(signInGuards.hardLocked, false),
          or(isNull(signInGuards.lockedUntil), lt(signInGuards.lockedUntil, now)),
          or(isNull(signInGuards.lastFailureAt), lt(signInGuards.lastFailureAt, olderThan)),
        ),
      );
  }
}
