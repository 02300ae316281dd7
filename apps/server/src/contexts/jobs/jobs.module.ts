import type { Db } from '@grocer/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { JobsConfig } from '../../config.ts';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { JobHandler, JobQueue, JobTick } from './jobs.contract.ts';
import { JobsRepository } from './jobs.repository.ts';
import { createJobWorker, type JobWorker } from './jobs.worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue and its worker (decision 0043): tests run due jobs with `jobs.worker.runOnce()`. */
    jobs: Jobs;
  }
}

export interface Jobs {
  queue: JobQueue;
  worker: JobWorker;
  /** Registers the handler of one kind of job. */
  handle(kind: string, handler: JobHandler): void;
  /** Registers work the worker does on every poll (a scheduler). */
  tick(tick: JobTick): void;
}

/**
 * The job queue and its worker (decision 0043): started when the app is ready if JOBS_WORKER is
 * on (as the mail outbox worker is), stopped when the app closes. Tests leave it off and call
 * `worker.runOnce()` themselves. Other contexts add their handlers and ticks to `jobs`.
 */
export function createJobsModule(deps: {
  db: Db;
  config: JobsConfig;
  now: Clock;
  log: FastifyBaseLogger;
}): ContextModule<{ jobs: Jobs }> {
  const handlers = new Map<string, JobHandler>();
  const ticks: JobTick[] = [];
  const worker = createJobWorker({
    repository: new JobsRepository(deps.db),
    handlers,
    ticks,
    now: deps.now,
    pollIntervalMs: deps.config.pollIntervalMs,
    log: deps.log.child({ context: 'jobs' }),
  });
  const jobs: Jobs = {
    queue: worker,
    worker,
    handle: (kind, handler) => void handlers.set(kind, handler),
    tick: (tick) => void ticks.push(tick),
  };
  return {
    services: { jobs },
    workers: [
      {
        start: () => (deps.config.worker ? worker.start() : undefined),
        stop: () => worker.stop(),
      },
    ],
  };
}
