import type { Db } from '@grocer/db/client';
import { pspCards, pspFormSessions, pspIdempotency, pspPayments } from '@grocer/db/schema/psp';
import { sqlRows } from '@grocer/db/sql-rows';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';

/** The sandbox provider's tables (decision 0038): only the PSP reads or writes them. */
export class PspRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async openFormSession(session: {
    id: string;
    returnUrl: string;
    shopperReference: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(pspFormSessions).values(session);
  }

  /** The merchant's shopper reference of the form session that made this token; null if none. */
  async shopperReferenceOf(token: string): Promise<string | null> {
    const [row] = await this.db
      .select({ shopperReference: pspFormSessions.shopperReference })
      .from(pspFormSessions)
      .where(eq(pspFormSessions.token, token));
    return row?.shopperReference ?? null;
  }

  /** A session that has not lapsed nor tokenised its card yet. */
  async usableFormSession(id: string, now: Date): Promise<{ returnUrl: string } | null> {
    const [row] = await this.db
      .select({ returnUrl: pspFormSessions.returnUrl })
      .from(pspFormSessions)
      .where(
        and(
          eq(pspFormSessions.id, id),
          gt(pspFormSessions.expiresAt, now),
          isNull(pspFormSessions.token),
        ),
      );
    return row ?? null;
  }

  /** Stores the card and spends the session, once: false when the session was spent meanwhile. */
  tokenise(sessionId: string, card: typeof pspCards.$inferInsert): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const spent = await tx
        .update(pspFormSessions)
        .set({ token: card.token })
        .where(and(eq(pspFormSessions.id, sessionId), isNull(pspFormSessions.token)))
        .returning({ id: pspFormSessions.id });
      if (spent.length === 0) return false;
      await tx.insert(pspCards).values(card);
      return true;
    });
  }

  /** Forgets a token: its card and the form session that made it. False when unknown. */
  forget(token: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .delete(pspCards)
        .where(eq(pspCards.token, token))
        .returning({ token: pspCards.token });
      await tx.delete(pspFormSessions).where(eq(pspFormSessions.token, token));
      return rows.length > 0;
    });
  }

  async card(token: string) {
    const [row] = await this.db.select().from(pspCards).where(eq(pspCards.token, token));
    return row ?? null;
  }

  async payment(id: string) {
    const [row] = await this.db.select().from(pspPayments).where(eq(pspPayments.id, id));
    return row ?? null;
  }

  async insertPayment(payment: typeof pspPayments.$inferInsert): Promise<void> {
    await this.db.insert(pspPayments).values(payment);
  }

  /**
   * Authorisations still open (AUTHORISED: neither captured nor voided) made before
   * `createdBefore` under an idempotency key starting with one of `keyPrefixes`, oldest first,
   * each with that key (decision 0056: how a merchant finds holds it no longer owns). A page
   * starts after the payment `startingAfter` (the last of the page before).
   */
  openAuthorisations(
    keyPrefixes: readonly string[],
    createdBefore: Date,
    limit: number,
    startingAfter?: string,
  ): Promise<
    { paymentId: string; idempotencyKey: string; amountPence: number; createdAt: string }[]
  > {
    if (keyPrefixes.length === 0) return Promise.resolve([]);
    const prefixed = sql.join(
      keyPrefixes.map((prefix) => sql`starts_with(i.key, ${prefix})`),
      sql` OR `,
    );
    return sqlRows(
      this.db,
      sql`SELECT p.id AS "paymentId", i.key AS "idempotencyKey", p.amount_pence AS "amountPence",
            p.created_at AS "createdAt"
          FROM psp_payments p
          JOIN psp_idempotency i ON starts_with(i.fingerprint, 'authorise ')
            AND i.response -> 'body' ->> 'paymentId' = p.id
          WHERE p.status = 'AUTHORISED' AND p.created_at < ${createdBefore.toISOString()}::timestamptz
            AND (${prefixed})
            ${
              startingAfter === undefined
                ? sql``
                : sql`AND (p.created_at, p.id) > (SELECT created_at, id FROM psp_payments WHERE id = ${startingAfter})`
            }
          ORDER BY p.created_at, p.id
          LIMIT ${limit}`,
    );
  }

  /** Moves a payment from `from` to a new state; false when it was not in `from`. */
  async updatePayment(
    id: string,
    from: string,
    change: Partial<
      Pick<typeof pspPayments.$inferInsert, 'status' | 'capturedPence' | 'refundedPence'>
    >,
    /** The refunded amount it must still have (of two refunds at once, one goes through). */
    refundedBefore?: number,
  ): Promise<boolean> {
    const rows = await this.db
      .update(pspPayments)
      .set(change)
      .where(
        and(
          eq(pspPayments.id, id),
          eq(pspPayments.status, from),
          refundedBefore === undefined ? undefined : eq(pspPayments.refundedPence, refundedBefore),
        ),
      )
      .returning({ id: pspPayments.id });
    return rows.length > 0;
  }

  /**
   * Runs `operation` once per idempotency key, in ONE transaction with the key's record (issue
   * 21, decision 0056): the key, what the operation wrote (the payment) and its answer are
   * committed together, or none of them is. A process killed midway leaves nothing: the key was
   * never taken, so the same key later runs the operation afresh (never "in progress" for ever).
   * `operation` gets a repository on that transaction and must write through it only.
   *
   * A second call with the same key while the first runs waits for it: its insert meets the
   * first's uncommitted key and PostgreSQL holds it until the first commits (then it answers the
   * stored answer) or rolls back (then it runs). On PGlite one transaction runs at a time. The
   * same key with other input is `mismatch`. `in-progress` is left only for a record written by
   * the provider before this change (a key stored without its answer).
   */
  async once<T>(
    key: string,
    fingerprint: string,
    now: Date,
    operation: (repository: PspRepository) => Promise<T>,
  ): Promise<
    { outcome: 'ran' | 'repeat'; value: T } | { outcome: 'mismatch' } | { outcome: 'in-progress' }
  > {
    return this.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(pspIdempotency)
        .values({ key, fingerprint, response: sql`'null'::jsonb`, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: pspIdempotency.key });
      if (claimed.length === 0) {
        const [first] = await tx.select().from(pspIdempotency).where(eq(pspIdempotency.key, key));
        if (!first || first.fingerprint !== fingerprint) return { outcome: 'mismatch' as const };
        if (first.response === null) return { outcome: 'in-progress' as const };
        return { outcome: 'repeat' as const, value: first.response as T };
      }
      const value = await operation(new PspRepository(tx as unknown as Db));
      await tx
        .update(pspIdempotency)
        .set({ response: sql`${JSON.stringify(value)}::jsonb` })
        .where(eq(pspIdempotency.key, key));
      return { outcome: 'ran' as const, value };
    });
  }
}
