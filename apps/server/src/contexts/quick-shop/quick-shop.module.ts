import type { Clock, ContextModule } from '../../context-module.ts';
import type { CatalogueService } from '../catalogue/catalogue.contract.ts';
import type { FavouritesService } from '../favourites/favourites.contract.ts';
import type { OrderHistoryService } from '../orders/order-history.contract.ts';
import type { TrolleyService } from '../trolley/trolley.contract.ts';
import type { QuickShopService, UsualProductsSource } from './quick-shop.contract.ts';
import { quickShopRoutes } from './quick-shop.routes.ts';
import { createQuickShopService } from './quick-shop.service.ts';

/**
 * The shopper's habits as the quick shop reads them, from the favourites context: the chosen
 * products, and what they bought online and in branches within the purchase frequency's window.
 */
export function usualProductsSource(deps: {
  favourites: Pick<FavouritesService, 'lineNumbers' | 'purchases'>;
}): UsualProductsSource {
  return {
    favouriteLineNumbers: (customerId) => deps.favourites.lineNumbers(customerId),
    purchases: (customerId) => deps.favourites.purchases(customerId),
  };
}

/**
 * Quick shop and shop from previous (issue 25, decision 0082): the shopper's usual products, an
 * order with recommendations, and one press that fills the trolley. No table of its own.
 */
export function createQuickShopModule(deps: {
  now: Clock;
  catalogue: Pick<CatalogueService, 'getProductsByLineNumbers' | 'browse'>;
  trolley: Pick<TrolleyService, 'currentOrderId' | 'openOrderId' | 'lines' | 'updateItems'>;
  orderHistory: Pick<OrderHistoryService, 'getOrder'>;
  usual: UsualProductsSource;
}): ContextModule<{ quickShop: QuickShopService }> {
  const quickShop = createQuickShopService(deps);
  return {
    services: { quickShop },
    routes: async (api) => {
      await api.register(quickShopRoutes, { quickShop });
    },
  };
}
