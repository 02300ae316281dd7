import type { Db } from '@grocer/db/client';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { CatalogueEngine } from '../catalogue/catalogue.contract.ts';
import { createSearchRepository } from './search.repository.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService, type SearchEngine } from './search.service.ts';

/** Search and autosuggest over the search context's read model of the catalogue. */
export function createSearchModule(deps: {
  db: Db;
  catalogue: CatalogueEngine;
  /** Whether `Cache-Control: no-cache` may make the server answer afresh (benches). */
  allowClientNoCache: boolean;
  now: Clock;
}): ContextModule<{ search: SearchEngine }> {
  const search = createSearchService({
    repository: createSearchRepository(deps.db),
    catalogue: deps.catalogue,
    now: deps.now,
  });
  return {
    services: { search },
    routes: async (api) => {
      await api.register(searchRoutes, { search, allowClientNoCache: deps.allowClientNoCache });
    },
  };
}
