import {
  NO_SALES_POPULARITY,
  popularityByProduct,
  salesWindowStart,
} from '@grocer/domain/catalogue/popularity-from-sales';
import {
  done,
  fail,
  runWorkflow,
  type WorkflowStep,
} from '@grocer/domain/workflow/workflow-runner';
import type { SalesService } from '../orders/sales.contract.ts';
import type { SearchIndexService } from '../search/search.contract.ts';
import type { CataloguePopularity } from './catalogue.contract.ts';

/**
 * Popularity rebuilt from sales (decision 0048): read units sold per product over the window from
 * the orders context, set every product's popularity in the catalogue (units per week; none sold
 * gives NO_SALES_POPULARITY), then rebuild the search read model so search ranks by it.
 *
 * No step has an undo: each replaces rather than adds, so running the workflow again repairs a
 * run that stopped half-way (popularity set, search index not yet rebuilt).
 */

export interface PopularityRebuildDeps {
  sales: SalesService;
  popularity: CataloguePopularity;
  searchIndex: SearchIndexService;
  now: () => Date;
}

export type PopularityRebuildOutcome =
  | {
      outcome: 'rebuilt';
      windowDays: number;
      since: Date;
      /** Products with a sale in the window, and the units they sold between them. */
      productsSold: number;
      unitsSold: number;
      /** Products whose popularity changed (sold ones and ones falling to no sales). */
      productsChanged: number;
    }
  /** Not one sale in the window: popularity and the search index are left as they were. */
  | { outcome: 'no-sales'; windowDays: number; since: Date };

interface RebuildContext {
  windowDays: number;
  since: Date;
  popularity: Map<string, number>;
  unitsSold: number;
  productsChanged: number;
}

type RebuildFailure = 'NO_SALES_IN_WINDOW';

export async function rebuildPopularityFromSales(
  deps: PopularityRebuildDeps,
  windowDays: number,
): Promise<PopularityRebuildOutcome> {
  const context: RebuildContext = {
    windowDays,
    since: salesWindowStart(deps.now(), windowDays),
    popularity: new Map(),
    unitsSold: 0,
    productsChanged: 0,
  };
  const steps: WorkflowStep<RebuildContext, RebuildFailure>[] = [
    {
      name: 'read-sales',
      async run(c) {
        const sold = await deps.sales.unitsSoldSince(c.since);
        if (sold.length === 0) return fail('NO_SALES_IN_WINDOW' as const);
        c.unitsSold = sold.reduce((sum, line) => sum + line.units, 0);
        c.popularity = popularityByProduct(
          new Map(sold.map((line) => [line.productId, line.units])),
          c.windowDays,
        );
        return done;
      },
    },
    {
      name: 'set-popularity',
      async run(c) {
        const { changed } = await deps.popularity.setPopularity({
          byProductId: c.popularity,
          others: NO_SALES_POPULARITY,
        });
        c.productsChanged = changed;
        return done;
      },
    },
    {
      name: 'rebuild-search-index',
      async run() {
        await deps.searchIndex.rebuild();
        return done;
      },
    },
  ];
  const result = await runWorkflow(steps, context);
  if (result.status === 'completed') {
    return {
      outcome: 'rebuilt',
      windowDays,
      since: context.since,
      productsSold: context.popularity.size,
      unitsSold: context.unitsSold,
      productsChanged: context.productsChanged,
    };
  }
  if (result.status === 'failed' && !result.thrown && result.failure === 'NO_SALES_IN_WINDOW') {
    return { outcome: 'no-sales', windowDays, since: context.since };
  }
  const failure = result.status === 'failed' ? result.failure : result;
  throw failure instanceof Error
    ? failure
    : new Error(`popularity rebuild stopped: ${JSON.stringify(failure)}`);
}
