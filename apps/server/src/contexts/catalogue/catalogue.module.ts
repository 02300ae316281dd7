import type { Db } from '@grocer/db/client';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { CatalogueEngine, CatalogueSponsorship } from './catalogue.contract.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { createCatalogueService } from './catalogue.service.ts';
import { createSponsorshipService } from './sponsorship.service.ts';

/** The catalogue: products, categories, branches and live promotions, with their routes. */
export function createCatalogueModule(deps: {
  db: Db;
  now: Clock;
}): ContextModule<{ catalogue: CatalogueEngine; catalogueSponsorship: CatalogueSponsorship }> {
  const catalogue = createCatalogueService(deps.db, deps.now);
  return {
    // Sponsored placements shown on the product rows (decision 0096).
    services: { catalogue, catalogueSponsorship: createSponsorshipService(deps.db) },
    routes: async (api) => {
      await api.register(catalogueRoutes, { catalogue });
    },
  };
}
