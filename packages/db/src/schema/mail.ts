import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The mail context's outbox: every email the shop sends, rendered when it was queued. A worker
 * claims due rows (`FOR UPDATE SKIP LOCKED`), sends them and marks them sent, so several server
 * processes on one database never send a message twice. See docs/decisions/0019-email-outbox.md.
 *
 * state: pending (waiting for its next attempt) → sending (claimed) → sent, or back to pending
 * after a failure, or failed after the last attempt. held: never delivered, kept for the
 * development mail viewer (no SMTP_URL).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    state: text('state').notNull(),
    /** Attempts started so far (counted when claimed). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When a worker may next take the message: its next attempt while pending; while sending, the
     * end of the claim's lease (a claim that outlives it belonged to a process that stopped
     * mid-send, and is taken over).
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** Which claim may finish the attempt, so a late worker cannot overwrite a newer one. */
    claimId: text('claim_id'),
    /** The last failure, masked (no addresses), for operators. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'mail_outbox_state_known',
      sql`${t.state} in ('pending', 'sending', 'sent', 'failed', 'held')`,
    ),
    // Only unfinished messages are ever looked for by time; sent ones pile up outside the index.
    index('mail_outbox_due').on(t.nextAttemptAt).where(sql`${t.state} in ('pending', 'sending')`),
  ],
);
