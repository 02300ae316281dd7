import type { Product, Quantity } from '@grocer/domain/catalogue/catalogue.types';
import type { Purchase } from '@grocer/domain/favourites/purchase-frequency';
import type { Identity } from '@grocer/domain/identity/identity';
import type { Aisle } from '@grocer/domain/quick-shop/aisle-groups';
import type { UnavailableReason, WantedLine } from '@grocer/domain/quick-shop/trolley-additions';
import type { ConflictReason } from '@grocer/domain/trolley/conflicts';
import type { OrderDetails } from '../orders/order-history.contract.ts';

/**
 * Quick shop and shop from previous (issue 25, decision 0082): the fastest ways to rebuild a
 * regular shop. The shopper's usual products come from their favourites and what they buy
 * (the favourites context's facts, with its purchase frequency rule); an order and its
 * recommendations from their order history; one press puts a selection in the trolley through
 * the trolley's batch (updateTrolleyItems), all through those contexts' contracts. This context
 * owns no table.
 */

export type { Aisle, UnavailableReason, WantedLine };

/** One of the shopper's usual products, as the quick shop lists it. */
export interface UsualProduct {
  product: Product;
  /** The quantity pre-set (the domain's usualQuantity; the product default when never bought). */
  usualQuantity: Quantity;
  /** The shopper chose it (the heart). */
  favourite: boolean;
  /** Shops in the purchase frequency's window that bought it (online and in branches); 0: none. */
  timesBought: number;
}

export interface UsualProductsAisle {
  /** Null for products of no known aisle (listed last). */
  aisle: Aisle | null;
  /** Most often bought first, then the favourites never bought. */
  products: UsualProduct[];
}

/** A line the press put in the trolley (or found there already), as the trolley now holds it. */
export interface SummaryLine {
  lineNumber: string;
  productId: string;
  name: string;
  quantity: Quantity;
}

/** A product the press did not add, and what to have instead. */
export interface UnavailableSummaryLine {
  lineNumber: string;
  productId: string | null;
  name: string;
  reason: UnavailableReason;
  message: string;
  /**
   * The swap offered: available products of the same shelf, most popular first, not in the
   * trolley (the trolley's own `pickAlternatives` rule); empty when none, or the product is gone.
   */
  alternatives: Product[];
}

/** What one press did (the quick shop's and shop from previous's summary). */
export interface TrolleyAdditionsSummary {
  /** The trolley the products went to (the shopper's open one). */
  trolleyOrderId: string;
  added: SummaryLine[];
  /** Already in the trolley at the quantity asked or more: left as they were. */
  alreadyInTrolley: SummaryLine[];
  unavailable: UnavailableSummaryLine[];
  /**
   * What the trolley says about lines just added (its conflicts: dates that do not suit the
   * booked slot, notice needed, a quantity cut to the product's cap): added, but to look at.
   */
  toCheck: {
    lineNumber: string;
    name: string;
    reason: ConflictReason | 'PRODUCT_CAP';
    message: string;
  }[];
}

/** Spec doc 2 §7 / doc 1 §7 "order query with recommendations": its variables. */
export interface OrderWithRecommendationsQuery {
  customerOrderId: string;
  recommendationsSize: number;
  recommendationsStart: number;
  /** How many of the order's products to answer (its lines' order), at most 100. */
  productsSize: number;
  /** The shopper's open trolley: its products are left out of the recommendations. */
  trolleyId?: string | null;
  /** The experience header's value; only the previous-order experience is known. */
  experience?: string | null;
}

export interface OrderWithRecommendations {
  order: OrderDetails;
  /** The catalogue's products of the order's lines still sold, in the order's line order. */
  products: Product[];
  /** Popular products of the order's shelves that are in neither the order nor the trolley. */
  recommendations: Product[];
}

export interface QuickShopService {
  /** The shopper's usual products grouped by aisle (A to Z). UNAUTHENTICATED when anonymous. */
  usualProducts(identity: Identity): Promise<UsualProductsAisle[]>;
  /**
   * Puts `lines` (1 to 100, each line number once) in the shopper's open trolley in one batch:
   * what cannot be bought is left out and offered a swap, what the trolley holds as much of is
   * left alone. VALIDATION_FAILED for bad input (nothing changes), TROLLEY_FULL when the lines
   * would not fit.
   */
  addToTrolley(identity: Identity, lines: readonly WantedLine[]): Promise<TrolleyAdditionsSummary>;
  /**
   * The order query with recommendations: the shopper's order, its products and
   * recommendations. NOT_FOUND for no such order or another customer's; TROLLEY_NOT_FOUND for a
   * trolleyId that is not the shopper's open trolley; VALIDATION_FAILED for bad variables or an
   * unknown experience.
   */
  orderWithRecommendations(
    identity: Identity,
    query: OrderWithRecommendationsQuery,
  ): Promise<OrderWithRecommendations>;
}

/**
 * What the quick shop reads of the shopper's habits (the favourites context's facts; app.ts fills
 * it from that context's service).
 */
export interface UsualProductsSource {
  /** The products the shopper chose (the heart), most recently chosen first. */
  favouriteLineNumbers(customerId: number): Promise<string[]>;
  /** What the shopper bought: online orders' lines that are sales, and in-branch till lines. */
  purchases(customerId: number): Promise<Purchase[]>;
}
