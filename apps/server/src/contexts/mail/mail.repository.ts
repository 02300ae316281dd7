import { randomUUID } from 'node:crypto';
import type { Db } from '@grocer/db/client';
import { mailOutbox } from '@grocer/db/schema/mail';
import { and, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { MailMessage, MailState, MailSummary } from './mail.service.ts';

/** A message a worker has claimed: only `claimId` may finish this attempt. */
export interface ClaimedMail {
  id: number;
  claimId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** This attempt included. */
  attempts: number;
}

const summaryColumns = {
  id: mailOutbox.id,
  to: mailOutbox.toAddress,
  template: mailOutbox.template,
  subject: mailOutbox.subject,
  state: mailOutbox.state,
  attempts: mailOutbox.attempts,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

const unfinished = inArray(mailOutbox.state, ['pending', 'sending']);

/** The outbox table; times come from the caller's clock, so tests can move time. */
export class MailOutboxRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async insert(row: {
    to: string;
    template: string;
    subject: string;
    text: string;
    html: string;
    state: 'pending' | 'held';
    now: Date;
  }): Promise<number> {
    const [inserted] = await this.#db
      .insert(mailOutbox)
      .values({
        toAddress: row.to,
        template: row.template,
        subject: row.subject,
        textBody: row.text,
        htmlBody: row.html,
        state: row.state,
        nextAttemptAt: row.now,
        createdAt: row.now,
      })
      .returning({ id: mailOutbox.id });
    if (!inserted) throw new Error('mail_outbox insert returned no row');
    return inserted.id;
  }

  /**
   * Claims the message due longest, if any: a pending one whose time has come, or one whose
   * earlier claim outlived its lease (its process stopped mid-send) with attempts left. One
   * statement, and rows another worker holds are skipped, so no two workers ever hold the same
   * message. While claimed, `next_attempt_at` is the end of the lease.
   */
  async claimNext(now: Date, leaseMs: number, maxAttempts: number): Promise<ClaimedMail | null> {
    const due = this.#db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(unfinished, lte(mailOutbox.nextAttemptAt, now), lt(mailOutbox.attempts, maxAttempts)),
      )
      .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const claimId = randomUUID();
    const [claimed] = await this.#db
      .update(mailOutbox)
      .set({
        state: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        claimId,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(sql`${mailOutbox.id} = (${due})`)
      .returning({
        id: mailOutbox.id,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        text: mailOutbox.textBody,
        html: mailOutbox.htmlBody,
        attempts: mailOutbox.attempts,
      });
    return claimed ? { ...claimed, claimId } : null;
  }

  /** Gives up messages whose last attempt's process stopped mid-send. Returns how many. */
  async failAbandoned(now: Date, maxAttempts: number): Promise<number> {
    const failed = await this.#db
      .update(mailOutbox)
      .set({
        state: 'failed',
        claimId: null,
        lastError: 'The last attempt did not finish (the sending process stopped).',
      })
      .where(
        and(
          eq(mailOutbox.state, 'sending'),
          lte(mailOutbox.nextAttemptAt, now),
          sql`${mailOutbox.attempts} >= ${maxAttempts}`,
        ),
      )
      .returning({ id: mailOutbox.id });
    return failed.length;
  }

  /** Each `finish…` applies only while `claimId` still holds the message; false otherwise. */
  async finishSent(claim: ClaimedMail, now: Date): Promise<boolean> {
    return this.#finish(claim, { state: 'sent', sentAt: now, lastError: null });
  }

  async finishRetry(claim: ClaimedMail, retryAt: Date, error: string): Promise<boolean> {
    return this.#finish(claim, { state: 'pending', nextAttemptAt: retryAt, lastError: error });
  }

  async finishFailed(claim: ClaimedMail, error: string): Promise<boolean> {
    return this.#finish(claim, { state: 'failed', lastError: error });
  }

  async #finish(
    claim: ClaimedMail,
    values: Partial<typeof mailOutbox.$inferInsert>,
  ): Promise<boolean> {
    const updated = await this.#db
      .update(mailOutbox)
      .set({ ...values, claimId: null })
      .where(
        and(
          eq(mailOutbox.id, claim.id),
          eq(mailOutbox.claimId, claim.claimId),
          eq(mailOutbox.state, 'sending'),
        ),
      )
      .returning({ id: mailOutbox.id });
    return updated.length === 1;
  }

  async list(limit: number): Promise<MailSummary[]> {
    const rows = await this.#db
      .select(summaryColumns)
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, state: row.state as MailState }));
  }

  async get(id: number): Promise<MailMessage | null> {
    const [row] = await this.#db
      .select({
        ...summaryColumns,
        text: mailOutbox.textBody,
        html: mailOutbox.htmlBody,
        lastError: mailOutbox.lastError,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    return row ? { ...row, state: row.state as MailState } : null;
  }
}
