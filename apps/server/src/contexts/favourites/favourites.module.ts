import type { Db } from '@grocer/db/client';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { CatalogueService } from '../catalogue/catalogue.contract.ts';
import type { FavouritesService } from './favourites.contract.ts';
import { FavouritesRepository } from './favourites.repository.ts';
import { favouritesRoutes } from './favourites.routes.ts';
import { createFavouritesService, type FavouritesServiceDeps } from './favourites.service.ts';

/** Favourites (issue 25, decision 0079): the heart's add and remove, and the favourites page. */
export function createFavouritesModule(deps: {
  db: Db;
  now: Clock;
  catalogue: Pick<CatalogueService, 'getProductsByLineNumbers'>;
  trolley: FavouritesServiceDeps['trolley'];
  sales: FavouritesServiceDeps['sales'];
  branchPurchases: FavouritesServiceDeps['branchPurchases'];
}): ContextModule<{ favourites: FavouritesService }> {
  const favourites = createFavouritesService({
    repository: new FavouritesRepository(deps.db),
    catalogue: deps.catalogue,
    trolley: deps.trolley,
    sales: deps.sales,
    branchPurchases: deps.branchPurchases,
    now: deps.now,
  });
  return {
    services: { favourites },
    routes: async (api) => {
      await api.register(favouritesRoutes, { favourites });
    },
  };
}
