import { randomUUID } from 'node:crypto';
import { jobRetryAt } from '@grocer/domain/jobs/job-retry';
import type { FastifyBaseLogger } from 'fastify';
import type { EnqueueJob, JobHandler, JobQueue, JobTick } from './jobs.contract.ts';
import type { ClaimedJob, JobsRepository } from './jobs.repository.ts';

/** Longer than any one job takes (a capture's provider call times out in seconds). */
export const JOB_LEASE_MS = 5 * 60_000;

export interface JobWorker extends JobQueue {
  /** Starts polling every `pollIntervalMs`. */
  start(): void;
  /** Runs the ticks, then every job due now; resolves with how many jobs it ran. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a job under way to finish and be recorded. */
  stop(): Promise<void>;
}

/**
 * The job worker (decision 0043), in the manner of the mail outbox worker: claim one due job,
 * run its kind's handler, mark it done or queue it again with backoff (FAILED after its last
 * attempt). A job of a kind with no handler fails at once, so it is seen rather than retried.
 */
export function createJobWorker(deps: {
  repository: JobsRepository;
  handlers: ReadonlyMap<string, JobHandler>;
  ticks?: readonly JobTick[];
  now: () => Date;
  pollIntervalMs: number;
  log: FastifyBaseLogger;
  leaseMs?: number;
  workerId?: string;
}): JobWorker {
  const { repository, handlers, now, log } = deps;
  const leaseMs = deps.leaseMs ?? JOB_LEASE_MS;
  const workerId = deps.workerId ?? randomUUID().slice(0, 8);
  let stopped = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> | null = null;

  async function attempt(job: ClaimedJob): Promise<void> {
    const context = { jobId: job.id, kind: job.kind, attempt: job.attempt };
    const handler = handlers.get(job.kind);
    if (!handler) {
      await repository.finishFailed(job, now(), `no handler for ${job.kind}`);
      log.error(context, 'job of an unknown kind given up');
      return;
    }
    if (job.attempt > job.maxAttempts) {
      await repository.finishFailed(job, now(), 'the last attempt did not finish');
      log.error(context, 'job given up: its last attempt did not finish');
      return;
    }
    try {
      await handler(job);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = jobRetryAt(job.attempt, job.maxAttempts, now());
      if (retryAt) {
        await repository.finishRetry(job, retryAt, reason);
        log.warn({ ...context, reason, retryAt }, 'job failed; will retry');
      } else {
        await repository.finishFailed(job, now(), reason);
        log.error({ ...context, reason }, 'job failed; given up');
      }
      return;
    }
    if (!(await repository.finishDone(job, now()))) {
      log.warn(context, 'job finished after its lease had lapsed');
    }
  }

  async function runDue(): Promise<number> {
    for (const tick of deps.ticks ?? []) await tick(now());
    let ran = 0;
    while (!stopped) {
      const job = await repository.claimNext(now(), leaseMs, workerId);
      if (!job) break;
      ran += 1;
      await attempt(job);
    }
    return ran;
  }

  function runOnce(): Promise<number> {
    if (current) return current.then(() => runOnce());
    current = (async () => {
      try {
        return await runDue();
      } catch (error) {
        // A database hiccup must not stop the worker for good: the next poll tries again.
        log.error({ err: error }, 'job run failed');
        return 0;
      } finally {
        current = null;
      }
    })();
    return current;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().then(schedule);
    }, deps.pollIntervalMs);
    timer.unref();
  }

  return {
    enqueue: (job: EnqueueJob) => repository.enqueue(job, now()),
    start() {
      if (started || stopped) return;
      started = true;
      void runOnce().then(schedule);
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
