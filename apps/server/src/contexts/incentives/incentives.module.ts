import type { Db } from '@grocer/db/client';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { CatalogueEngine } from '../catalogue/catalogue.contract.ts';
import type { IncentivesMembershipSource, IncentivesService } from './incentives.contract.ts';
import { IncentivesRepository } from './incentives.repository.ts';
import { incentivesRoutes } from './incentives.routes.ts';
import { createIncentivesService } from './incentives.service.ts';

/** Personal offers (issue 27 part C, decision 0088). */
export function createIncentivesModule(deps: {
  db: Db;
  now: Clock;
  membership: IncentivesMembershipSource;
  catalogue: Pick<CatalogueEngine, 'browse'>;
}): ContextModule<{ incentives: IncentivesService }> {
  const incentives = createIncentivesService({
    repository: new IncentivesRepository(deps.db),
    membership: deps.membership,
    catalogue: deps.catalogue,
    now: deps.now,
  });
  return {
    services: { incentives },
    routes: async (api) => {
      await api.register(incentivesRoutes, { incentives });
    },
  };
}
