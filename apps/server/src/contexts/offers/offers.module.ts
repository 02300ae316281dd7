import type { Clock, ContextModule } from '../../context-module.ts';
import type { CatalogueEngine } from '../catalogue/catalogue.contract.ts';
import type { OffersService } from './offers.contract.ts';
import { offersRoutes } from './offers.routes.ts';
import { createOffersService } from './offers.service.ts';

/** Offers: the live promotions as shelves, read through the catalogue's contract. */
export function createOffersModule(deps: {
  catalogue: CatalogueEngine;
  now: Clock;
}): ContextModule<{ offers: OffersService }> {
  const offers = createOffersService({
    liveOffers: deps.catalogue.liveOffers,
    catalogue: deps.catalogue,
    now: deps.now,
  });
  return {
    services: { offers },
    routes: async (api) => {
      await api.register(offersRoutes, { offers });
    },
  };
}
