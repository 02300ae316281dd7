import type { Database } from '@grocer/db/client';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, type ContextModule, reloadWorker } from '../../context-module.ts';
import type { CustomerDirectory } from '../identity/identity.contract.ts';
import type { FlagsService } from './flags.contract.ts';
import { FLAGS_CHANNEL, FlagsRepository } from './flags.repository.ts';
import { flagsRoutes } from './flags.routes.ts';
import { createFlagsService } from './flags.service.ts';

/** How often every process reads the states again, in case an announcement was lost. */
export const FLAGS_RELOAD_MS = 5_000;

/**
 * Feature flags (decision 0068). Its worker LISTENs for changes from every process and reads
 * the states again on each (several at once make one read), and every FLAGS_RELOAD_MS besides.
 */
export async function createFlagsModule(deps: {
  database: Database;
  customers: Pick<CustomerDirectory, 'namesOf'>;
  now: Clock;
  log: FastifyBaseLogger;
  /** FLAG_OVERRIDES: the features and graph flags headers may change a request's flags. */
  allowOverrides: boolean;
}): Promise<ContextModule<{ flags: FlagsService }>> {
  const flags = createFlagsService({
    repository: new FlagsRepository(deps.database.db),
    customers: deps.customers,
    now: deps.now,
  });
  await flags.ready;
  return {
    services: { flags },
    workers: [
      reloadWorker({
        database: deps.database,
        channel: FLAGS_CHANNEL,
        reload: flags.reload,
        everyMs: FLAGS_RELOAD_MS,
        log: deps.log,
        what: 'feature flags',
      }),
    ],
    routes: async (api) => {
      await api.register(flagsRoutes, { flags, allowOverrides: deps.allowOverrides });
    },
  };
}
