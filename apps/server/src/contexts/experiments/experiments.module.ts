import type { Database } from '@grocer/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, type ContextModule, reloadWorker } from '../../context-module.ts';
import type { CustomerDirectory } from '../identity/identity.contract.ts';
import type { ExperimentsService } from './experiments.contract.ts';
import { EXPERIMENTS_CHANNEL, ExperimentsRepository } from './experiments.repository.ts';
import { experimentsRoutes } from './experiments.routes.ts';
import { createExperimentsService } from './experiments.service.ts';

/** How often every process reads the runs again, in case an announcement was lost. */
export const EXPERIMENTS_RELOAD_MS = 5_000;

/**
 * Experiments (decision 0072). Its worker LISTENs for changes from every process and reads the
 * runs again on each, and every EXPERIMENTS_RELOAD_MS besides.
 */
export async function createExperimentsModule(deps: {
  database: Database;
  customers: Pick<CustomerDirectory, 'namesOf'>;
  now: Clock;
  log: FastifyBaseLogger;
}): Promise<ContextModule<{ experiments: ExperimentsService }>> {
  const experiments = createExperimentsService({
    repository: new ExperimentsRepository(deps.database.db),
    customers: deps.customers,
    now: deps.now,
  });
  await experiments.ready;
  return {
    services: { experiments },
    workers: [
      reloadWorker({
        database: deps.database,
        channel: EXPERIMENTS_CHANNEL,
        reload: experiments.reload,
        everyMs: EXPERIMENTS_RELOAD_MS,
        log: deps.log,
        what: 'experiments',
      }),
    ],
    routes: async (api) => {
      await api.register(experimentsRoutes, { experiments });
    },
  };
}
