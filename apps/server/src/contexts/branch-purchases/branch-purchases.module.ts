import type { Db } from '@grocer/db/client';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { CatalogueService } from '../catalogue/catalogue.contract.ts';
import type { BranchPurchasesService } from './branch-purchases.contract.ts';
import { BranchPurchasesRepository } from './branch-purchases.repository.ts';
import { branchPurchasesRoutes } from './branch-purchases.routes.ts';
import { createBranchPurchasesService } from './branch-purchases.service.ts';
import { branchPurchasesTestHookRoutes } from './branch-purchases.test-hooks.routes.ts';

/** What shoppers bought in our branches, and the Bought in store page (decision 0079). */
export function createBranchPurchasesModule(deps: {
  db: Db;
  now: Clock;
  catalogue: Pick<CatalogueService, 'getProductsByLineNumbers'>;
}): ContextModule<{ branchPurchases: BranchPurchasesService }> {
  const branchPurchases = createBranchPurchasesService({
    repository: new BranchPurchasesRepository(deps.db),
    catalogue: deps.catalogue,
    now: deps.now,
  });
  return {
    services: { branchPurchases },
    routes: async (api) => {
      await api.register(branchPurchasesRoutes, { branchPurchases });
    },
    testRoutes: async (api) => {
      await api.register(branchPurchasesTestHookRoutes, {
        branchPurchases,
        catalogue: deps.catalogue,
        now: deps.now,
      });
    },
  };
}
