import type { Db } from '@grocer/db/client';
import { createPopularityService } from './contexts/catalogue/popularity.service.ts';
import {
  type PopularityRebuildOutcome,
  rebuildPopularityFromSales,
} from './contexts/catalogue/popularity-rebuild.workflow.ts';
import { createSalesService } from './contexts/orders/sales.service.ts';
import { createSearchIndexService } from './contexts/search/search-index.service.ts';

/**
 * The popularity rebuild wired to the real contexts (decision 0048), as app.ts wires the others:
 * the orders context's sales, the catalogue's popularity, the search context's index.
 */
export function createPopularityRebuild(
  db: Db,
  now: () => Date = () => new Date(),
): (windowDays: number) => Promise<PopularityRebuildOutcome> {
  const deps = {
    sales: createSalesService(db),
    popularity: createPopularityService(db),
    searchIndex: createSearchIndexService(db),
    now,
  };
  return (windowDays) => rebuildPopularityFromSales(deps, windowDays);
}
