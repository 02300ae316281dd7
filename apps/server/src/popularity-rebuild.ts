import type { Db } from '@grocer/db/client';
import {
  POPULARITY_WINDOW_DAYS,
  popularityRebuildDueDay,
} from '@grocer/domain/catalogue/popularity-from-sales';
import type { FastifyBaseLogger } from 'fastify';
import { createPopularityService } from './contexts/catalogue/popularity.service.ts';
import {
  type PopularityRebuildOutcome,
  rebuildPopularityFromSales,
} from './contexts/catalogue/popularity-rebuild.workflow.ts';
import type { JobHandler, JobQueue, JobTick } from './contexts/jobs/jobs.contract.ts';
import { createSalesService } from './contexts/orders/sales.service.ts';
import { createSearchIndexService } from './contexts/search/search-index.service.ts';

/**
 * The popularity rebuild wired to the real contexts (decision 0048), as app.ts wires the others:
 * the orders context's sales, the catalogue's popularity, the search context's index.
 */
export function createPopularityRebuild(
  db: Db,
  now: () => Date = () => new Date(),
): (windowDays: number) => Promise<PopularityRebuildOutcome> {
  const deps = {
    sales: createSalesService(db),
    popularity: createPopularityService(db),
    searchIndex: createSearchIndexService(db),
    now,
  };
  return (windowDays) => rebuildPopularityFromSales(deps, windowDays);
}

/** The job kind of the scheduled rebuild (decision 0048). */
export const POPULARITY_REBUILD_JOB = 'catalogue.popularity-rebuild';

/**
 * The daily rebuild on the job queue (decision 0043's worker): a tick that queues one job per
 * London day once `hour` has passed (keyed by the day, so several processes queue it once), and
 * the job's handler, which rebuilds over the default window and logs what it did.
 */
export function popularityRebuildJob(options: {
  rebuild: (windowDays: number) => Promise<PopularityRebuildOutcome>;
  queue: JobQueue;
  hour: number;
  log: FastifyBaseLogger;
}): { handler: JobHandler; tick: JobTick } {
  let queuedDay: string | null = null;
  return {
    async handler() {
      const result = await options.rebuild(POPULARITY_WINDOW_DAYS);
      options.log.info(
        { ...result, since: result.since.toISOString() },
        result.outcome === 'rebuilt'
          ? 'popularity rebuilt from sales'
          : 'no sales in the window: popularity left as it was',
      );
    },
    async tick(now) {
      const day = popularityRebuildDueDay(now, options.hour);
      // Remembered per process, so the queue is asked once a day rather than on every poll.
      if (day === null || day === queuedDay) return;
      await options.queue.enqueue({
        kind: POPULARITY_REBUILD_JOB,
        key: `popularity-rebuild:${day}`,
      });
      queuedDay = day;
    },
  };
}

/**
 * The rebuild on the job queue (decision 0048): the job always runs when queued; the daily tick
 * queues it only when `hour` (POPULARITY_REBUILD_HOUR) is set.
 */
export function schedulePopularityRebuild(
  jobs: {
    queue: JobQueue;
    handle(kind: string, handler: JobHandler): void;
    tick(t: JobTick): void;
  },
  options: { db: Db; now: () => Date; hour: number | null; log: FastifyBaseLogger },
): void {
  const job = popularityRebuildJob({
    rebuild: createPopularityRebuild(options.db, options.now),
    queue: jobs.queue,
    hour: options.hour ?? 0,
    log: options.log.child({ context: 'popularity' }),
  });
  jobs.handle(POPULARITY_REBUILD_JOB, job.handler);
  if (options.hour !== null) jobs.tick(job.tick);
}
