/**
 * What the orders context tells others about sales (decision 0048): units sold per product
 * since a moment, for the catalogue's popularity. Which orders are sales and how a weighed line
 * counts are domain rules (`@grocer/domain/catalogue/popularity-from-sales`).
 */

export interface UnitsSold {
  productId: string;
  /** Counted items by quantity; one per weighed line. Always above 0. */
  units: number;
}

export interface SalesService {
  /** Units sold of every product with a sale in an order placed at or after `since`. */
  unitsSoldSince(since: Date): Promise<UnitsSold[]>;
}
