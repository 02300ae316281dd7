import type { Db } from '@grocer/db/client';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { CatalogueEngine } from './catalogue.contract.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService } from './catalogue.service.ts';

/** The catalogue: products, categories, branches and live promotions, with their routes. */
export function createCatalogueModule(deps: {
  db: Db;
  now: Clock;
}): ContextModule<{ catalogue: CatalogueEngine }> {
  const catalogue = createCatalogueService(deps.db, deps.now);
  return {
    services: { catalogue },
    routes: async (api) => {
      await api.register(catalogueRoutes, { catalogue });
    },
  };
}
