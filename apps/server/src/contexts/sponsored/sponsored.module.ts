import type { Db } from '@grocer/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { CatalogueService, CatalogueSponsorship } from '../catalogue/catalogue.contract.ts';
import type { CustomerDirectory } from '../identity/identity.contract.ts';
import type { SponsoredService } from './sponsored.contract.ts';
import { SponsoredRepository } from './sponsored.repository.ts';
import { sponsoredRoutes } from './sponsored.routes.ts';
import { createSponsoredService } from './sponsored.service.ts';

/**
 * Sponsored products and mega-menu ad banners (issue 28, decision 0096): the adtech banners
 * call, and the console's banners and placements, audited in ad_changes.
 */
export function createSponsoredModule(deps: {
  db: Db;
  now: Clock;
  log: FastifyBaseLogger;
  catalogue: Pick<CatalogueService, 'getProductsByLineNumbers'>;
  /** The catalogue's write of a product's sponsorship. */
  sponsorship: CatalogueSponsorship;
  customers: Pick<CustomerDirectory, 'namesOf'>;
}): ContextModule<{ sponsored: SponsoredService }> {
  const sponsored = createSponsoredService({
    repository: new SponsoredRepository(deps.db),
    catalogue: deps.catalogue,
    sponsorship: deps.sponsorship,
    customers: deps.customers,
    now: deps.now,
    log: deps.log,
  });
  return {
    services: { sponsored },
    routes: async (api) => {
      await api.register(sponsoredRoutes, { sponsored });
    },
  };
}
