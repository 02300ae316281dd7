import type { Db } from '@grocer/db/client';
import { SALE_STATUSES, unitsSoldByProduct } from '@grocer/domain/catalogue/popularity-from-sales';
import type { CustomerPurchases, SalesService, SimilarTrolleys } from './sales.contract.ts';
import { SalesRepository } from './sales.repository.ts';

/**
 * Units sold per product since a moment, from the orders that count as sales (decision 0048), and
 * one customer's purchases (decision 0079).
 */
export function createSalesService(db: Db): SalesService & CustomerPurchases & SimilarTrolleys {
  const repository = new SalesRepository(db);
  return {
    async unitsSoldSince(since) {
      const sold = await repository.soldLinesSince(since, SALE_STATUSES);
      return [...unitsSoldByProduct(sold)].map(([productId, units]) => ({ productId, units }));
    },
    purchasesOf: (customerId, since) => repository.linesOf(customerId, since, SALE_STATUSES),
    boughtBeside: (lineNumbers, exceptCustomerId, since, limit) =>
      lineNumbers.length === 0 || limit <= 0
        ? Promise.resolve([])
        : repository.boughtBeside(lineNumbers, exceptCustomerId, since, limit, SALE_STATUSES),
  };
}
