/**
 * What the orders context tells others about sales (decision 0048): units sold per product
 * since a moment, for the catalogue's popularity; a customer's purchases, for their favourites
 * (decision 0079). Which orders are sales and how a weighed line
 * counts are domain rules (`@grocer/domain/catalogue/popularity-from-sales`).
 */

export interface UnitsSold {
  productId: string;
  /** Counted items by quantity; one per weighed line. Always above 0. */
  units: number;
}

/** One line of one of a customer's orders that count as sales (decision 0079). */
export interface OrderPurchase {
  customerOrderId: string;
  lineNumber: string;
  productId: string;
  quantity: { amount: number; uom: string };
  /** When the order was placed. */
  placedAt: Date;
}

export interface SalesService {
  /** Units sold of every product with a sale in an order placed at or after `since`. */
  unitsSoldSince(since: Date): Promise<UnitsSold[]>;
}

/** What one customer bought online (decision 0079). */
export interface CustomerPurchases {
  /**
   * The lines of the customer's orders that count as sales, placed at or after `since`: what
   * they bought online, for the favourites page's frequency and forgotten products.
   */
  purchasesOf(customerId: number, since: Date): Promise<OrderPurchase[]>;
}

/** A product other shoppers' orders held beside given products (decision 0095). */
export interface BoughtBeside {
  lineNumber: string;
  /** Orders (of other customers, counting as sales) that held it beside one of the products. */
  orders: number;
}

/** What similar trolleys hold: other shoppers' orders with a product of this trolley. */
export interface SimilarTrolleys {
  /**
   * The products other customers' orders (counting as sales, placed at or after `since`) held
   * beside any of `lineNumbers`, most orders first, then line number; never one of
   * `lineNumbers`, at most `limit`. One query.
   */
  boughtBeside(
    lineNumbers: readonly string[],
    exceptCustomerId: number,
    since: Date,
    limit: number,
  ): Promise<BoughtBeside[]>;
}
