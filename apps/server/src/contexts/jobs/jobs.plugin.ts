import type { Db } from '@grocer/db/client';
import type { FastifyInstance } from 'fastify';
import type { JobsConfig } from '../../config.ts';
import type { JobHandler, JobQueue, JobTick } from './jobs.contract.ts';
import { JobsRepository } from './jobs.repository.ts';
import { createJobWorker, type JobWorker } from './jobs.worker.ts';

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
 * `worker.runOnce()` themselves.
 */
export function registerJobs(
  app: FastifyInstance,
  options: { db: Db; config: JobsConfig; now?: () => Date },
): Jobs {
  const handlers = new Map<string, JobHandler>();
  const ticks: JobTick[] = [];
  const worker = createJobWorker({
    repository: new JobsRepository(options.db),
    handlers,
    ticks,
    now: options.now ?? (() => new Date()),
    pollIntervalMs: options.config.pollIntervalMs,
    log: app.log.child({ context: 'jobs' }),
  });
  if (options.config.worker) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
  return {
    queue: worker,
    worker,
    handle: (kind, handler) => void handlers.set(kind, handler),
    tick: (tick) => void ticks.push(tick),
  };
}
