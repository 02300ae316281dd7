import type { ContextModule } from '../../context-module.ts';
import type { BasketBuilderService } from './basket-builder.contract.ts';
import { basketBuilderRoutes } from './basket-builder.routes.ts';
import { type BasketBuilderSources, createBasketBuilderService } from './basket-builder.service.ts';

/**
 * The basket builder (issue 28, decision 0095): eligibility and suggestions for a trolley with a
 * slot, from the shopper's history and similar trolleys, all through other contexts' services.
 */
export function createBasketBuilderModule(
  sources: BasketBuilderSources,
): ContextModule<{ basketBuilder: BasketBuilderService }> {
  const basketBuilder = createBasketBuilderService(sources);
  return {
    services: { basketBuilder },
    routes: async (api) => {
      await api.register(basketBuilderRoutes, { basketBuilder });
    },
  };
}
