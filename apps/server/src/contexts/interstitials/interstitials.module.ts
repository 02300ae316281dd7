import type { Clock, ContextModule } from '../../context-module.ts';
import type { CatalogueEngine } from '../catalogue/catalogue.contract.ts';
import type { FavouritesService } from '../favourites/favourites.contract.ts';
import type { TrolleyService } from '../trolley/trolley.contract.ts';
import type { InterstitialSources, InterstitialsService } from './interstitials.contract.ts';
import { interstitialsRoutes } from './interstitials.routes.ts';
import { createInterstitialSources, createInterstitialsService } from './interstitials.service.ts';
import {
  delayedSources,
  interstitialsTestHookRoutes,
  type SourceDelays,
} from './interstitials.test-hooks.routes.ts';
import type { Ignored } from './interstitials-deadline.ts';

/**
 * The interstitials (issue 28, decisions 0093 and 0097): missed offers, manager's specials, before
 * you go and missed favourites, from the trolley's pricing, the catalogue's specials, the
 * shopper's purchases and favourites.
 */
export function createInterstitialsModule(deps: {
  now: Clock;
  trolley: Pick<TrolleyService, 'getTrolley' | 'itemPrices'>;
  catalogue: Pick<CatalogueEngine, 'getProductsByLineNumbers' | 'managersSpecials'>;
  favourites: Pick<FavouritesService, 'purchases' | 'lineNumbers'>;
  /** Tests pass slow or failing sources in place of the real ones, and shorter times. */
  sources?: (real: InterstitialSources) => InterstitialSources;
  responseMs?: number;
  deadlineMs?: number;
  onIgnored?: Ignored;
}): ContextModule<{ interstitials: InterstitialsService }> {
  const real = createInterstitialSources({
    now: deps.now,
    catalogue: deps.catalogue,
    trolley: deps.trolley,
    favourites: deps.favourites,
  });
  // The e2e hook's delays: empty, so no delay, unless E2E_TEST_HOOKS serves the hook.
  const delays: SourceDelays = new Map();
  const interstitials = createInterstitialsService({
    trolley: deps.trolley,
    sources: delayedSources(deps.sources?.(real) ?? real, delays),
    ...(deps.responseMs ? { responseMs: deps.responseMs } : {}),
    ...(deps.deadlineMs ? { deadlineMs: deps.deadlineMs } : {}),
    ...(deps.onIgnored ? { onIgnored: deps.onIgnored } : {}),
  });
  return {
    services: { interstitials },
    routes: async (api) => {
      await api.register(interstitialsRoutes, { interstitials });
    },
    testRoutes: async (api) => {
      await api.register(interstitialsTestHookRoutes, { delays });
    },
  };
}
