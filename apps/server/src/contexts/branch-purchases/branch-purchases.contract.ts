import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import type { FavouritesCategory } from '@grocer/domain/favourites/favourites-listing';

/**
 * The branch-purchases context's contract (issue 25, decision 0079): what shoppers bought in our
 * branches, recorded against their account from the till's receipts, and the Bought in store
 * page's listing of it (spec doc 3 §2, §4, §7: 'Bought-in-store products', filter default 'All
 * Categories').
 */

/** One line of a till receipt. */
export interface BranchPurchase {
  receiptId: string;
  branchId: number;
  lineNumber: string;
  productId: string;
  quantity: { amount: number; uom: string };
  pricePence: number;
  purchasedAt: Date;
}

/** A receipt as the till sends it. */
export interface BranchReceipt {
  receiptId: string;
  branchId: number;
  purchasedAt: Date;
  lines: {
    lineNumber: string;
    productId: string;
    quantity: { amount: number; uom: string };
    pricePence: number;
  }[];
}

export interface BoughtInStoreQuery {
  /** Narrows to an aisle (a top-level category id); none: All Categories. */
  categoryId?: string | undefined;
  start?: number | undefined;
  /** Default 48. */
  size?: number | undefined;
}

export interface BoughtInStoreProduct extends Product {
  /** Branch visits in the last year that bought it. */
  timesBought: number;
  /** ISO date-time of the latest. */
  lastBought: string;
}

export interface BoughtInStoreListing {
  /** Most recently bought first. */
  products: BoughtInStoreProduct[];
  totalMatches: number;
  start: number;
  size: number;
  /** The aisles the shopper bought from, with how many products each (the filter's options). */
  categories: FavouritesCategory[];
  /** The aisle narrowed to; null for All Categories. */
  categoryId: string | null;
}

export interface BranchPurchasesService {
  /** The customer's receipt lines from `since` on, oldest first; empty when anonymous. */
  purchasesOf(customerId: number, since: Date): Promise<BranchPurchase[]>;
  /** Records a till receipt against the customer; the same receipt again changes nothing. */
  record(customerId: number, receipt: BranchReceipt): Promise<void>;
  /** The Bought in store page: products bought in our branches in the last year. */
  boughtInStore(customerId: number, query: BoughtInStoreQuery): Promise<BoughtInStoreListing>;
}
