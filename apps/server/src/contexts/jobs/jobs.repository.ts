import { randomUUID } from 'node:crypto';
import type { Db } from '@grocer/db/client';
import { sqlRows as rows } from '@grocer/db/sql-rows';
import { sql } from 'drizzle-orm';
import type { EnqueueJob, RunningJob } from './jobs.contract.ts';

/** A job this worker holds until `lockedUntil`; `claimId` proves it is still its own. */
export interface ClaimedJob extends RunningJob {
  claimId: string;
  maxAttempts: number;
}

/**
 * The jobs table (decision 0043). A claim is one statement: the oldest due row, locked with
 * `FOR UPDATE SKIP LOCKED` so two workers never take the same one, leased until `locked_until`.
 * Finishing names the claim, so a worker whose lease lapsed cannot overwrite the new holder's.
 */
export class JobsRepository {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async enqueue(job: EnqueueJob, now: Date): Promise<boolean> {
    const inserted = await rows<{ id: number }>(
      this.#db,
      sql`INSERT INTO jobs (kind, job_key, payload, run_at, max_attempts)
          VALUES (${job.kind}, ${job.key ?? null}, ${JSON.stringify(job.payload ?? {})}::jsonb,
            ${(job.runAt ?? now).toISOString()}::timestamptz, ${job.maxAttempts ?? 8})
          ON CONFLICT (job_key) DO NOTHING
          RETURNING id`,
    );
    return inserted.length > 0;
  }

  /** Takes the oldest due job (queued and due, or running with a lapsed lease), or null. */
  async claimNext(now: Date, leaseMs: number, workerId: string): Promise<ClaimedJob | null> {
    const claimId = `${workerId}:${randomUUID()}`;
    const at = now.toISOString();
    const until = new Date(now.getTime() + leaseMs).toISOString();
    const [claimed] = await rows<{
      id: number;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
    }>(
      this.#db,
      sql`UPDATE jobs SET status = 'RUNNING', attempts = attempts + 1, locked_by = ${claimId},
            locked_until = ${until}::timestamptz
          WHERE id = (
            SELECT id FROM jobs
            WHERE (status = 'QUEUED' AND run_at <= ${at}::timestamptz)
               OR (status = 'RUNNING' AND locked_until <= ${at}::timestamptz)
            ORDER BY run_at, id
            LIMIT 1
            FOR UPDATE SKIP LOCKED)
          RETURNING id, kind, payload, attempts, max_attempts`,
    );
    if (!claimed) return null;
    return {
      id: claimed.id,
      kind: claimed.kind,
      payload: claimed.payload ?? {},
      attempt: claimed.attempts,
      maxAttempts: claimed.max_attempts,
      claimId,
    };
  }

  /** False when the claim had lapsed and another worker holds the job now. */
  async finishDone(job: ClaimedJob, now: Date): Promise<boolean> {
    return this.#finish(job, sql`status = 'DONE', finished_at = ${now.toISOString()}::timestamptz`);
  }

  async finishRetry(job: ClaimedJob, runAt: Date, error: string): Promise<boolean> {
    return this.#finish(
      job,
      sql`status = 'QUEUED', run_at = ${runAt.toISOString()}::timestamptz, last_error = ${error}`,
    );
  }

  async finishFailed(job: ClaimedJob, now: Date, error: string): Promise<boolean> {
    return this.#finish(
      job,
      sql`status = 'FAILED', finished_at = ${now.toISOString()}::timestamptz, last_error = ${error}`,
    );
  }

  async #finish(job: ClaimedJob, set: ReturnType<typeof sql>): Promise<boolean> {
    const done = await rows<{ id: number }>(
      this.#db,
      sql`UPDATE jobs SET ${set}, locked_by = NULL, locked_until = NULL
          WHERE id = ${job.id} AND status = 'RUNNING' AND locked_by = ${job.claimId}
          RETURNING id`,
    );
    return done.length > 0;
  }
}
