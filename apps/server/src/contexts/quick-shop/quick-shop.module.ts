import { FREQUENCY_WINDOW_DAYS, type Purchase } from '@grocer/domain/favourites/purchase-frequency';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { BranchPurchasesService } from '../branch-purchases/branch-purchases.contract.ts';
import type { CatalogueService } from '../catalogue/catalogue.contract.ts';
import type { FavouritesService } from '../favourites/favourites.contract.ts';
import type { OrderHistoryService } from '../orders/order-history.contract.ts';
import type { CustomerPurchases } from '../orders/sales.contract.ts';
import type { TrolleyService } from '../trolley/trolley.contract.ts';
import type { QuickShopService, UsualProductsSource } from './quick-shop.contract.ts';
import { quickShopRoutes } from './quick-shop.routes.ts';
import { createQuickShopService } from './quick-shop.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The shopper's habits as the quick shop reads them: the favourites context's chosen products,
 * and what they bought online (the orders context's sales) and in branches (the branch purchases
 * context's receipts) within the purchase frequency's window, as that rule's purchases.
 */
export function usualProductsSource(deps: {
  now: Clock;
  favourites: Pick<FavouritesService, 'lineNumbers'>;
  sales: CustomerPurchases;
  branchPurchases: Pick<BranchPurchasesService, 'purchasesOf'>;
}): UsualProductsSource {
  return {
    favouriteLineNumbers: (customerId) => deps.favourites.lineNumbers(customerId),
    async purchases(customerId) {
      const since = new Date(deps.now().getTime() - FREQUENCY_WINDOW_DAYS * DAY_MS);
      const [online, inBranch] = await Promise.all([
        deps.sales.purchasesOf(customerId, since),
        deps.branchPurchases.purchasesOf(customerId, since),
      ]);
      return [
        ...online.map(
          (line): Purchase => ({
            lineNumber: line.lineNumber,
            shopId: line.customerOrderId,
            channel: 'ONLINE',
            at: line.placedAt,
            quantity: line.quantity,
          }),
        ),
        ...inBranch.map(
          (line): Purchase => ({
            lineNumber: line.lineNumber,
            shopId: line.receiptId,
            channel: 'BRANCH',
            at: line.purchasedAt,
            quantity: line.quantity,
          }),
        ),
      ];
    },
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
