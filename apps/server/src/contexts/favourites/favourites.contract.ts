/**
 * The favourites context's contract (issue 25, decision 0079; spec doc 3 §3, §4, §7): the
 * products a shopper chose (the heart), and the favourites page's summary and forgotten products
 * made of those, what they bought online and what they bought in our branches.
 *
 * The write side takes a customer id (whom the request acts for): callers check who is asking
 * first. Adding or removing twice is the same as once, on any number of server processes.
 */

import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import type {
  FavouritesCategory,
  FavouritesInclude,
  FavouritesSort,
} from '@grocer/domain/favourites/favourites-listing';
import type { Purchase, PurchaseFrequency } from '@grocer/domain/favourites/purchase-frequency';
import type { Identity } from '@grocer/domain/identity/identity';

export type { FavouritesCategory, FavouritesInclude, FavouritesSort, PurchaseFrequency };

/** What PUT and DELETE favourites/{lineNumber} (v2) answer. */
export interface FavouriteToggle {
  lineNumber: string;
  /** True after an add, false after a remove. */
  favourite: boolean;
}

export interface FavouritesService {
  /**
   * The shopper's chosen favourites (user-selected), most recently added first; empty for an
   * anonymous customer id. Compact, for the viewer data of cached pages.
   */
  lineNumbers(customerId: number): Promise<string[]>;
  /**
   * Makes the product a favourite (again: no change). Throws AppError PRODUCT_NOT_FOUND when the
   * catalogue has no product with the line number, VALIDATION_FAILED for a malformed one and
   * UNAUTHENTICATED for an anonymous customer id.
   */
  add(customerId: number, lineNumber: string): Promise<FavouriteToggle>;
  /**
   * No longer a favourite (never one: no change). A favourite whose product has left the
   * catalogue can still be removed; otherwise the same errors as `add`.
   */
  remove(customerId: number, lineNumber: string): Promise<FavouriteToggle>;
  /**
   * The favourites page (spec doc 3 §7: GET favourites/{customerOrderId}, v1): the summary, one
   * page of it, and the forgotten products. `customerOrderId` must be the identity's open
   * trolley: anyone else's (or none) is AppError NOT_FOUND, anonymous UNAUTHENTICATED.
   */
  favourites(
    identity: Identity,
    customerOrderId: string,
    query: FavouritesQuery,
  ): Promise<FavouritesView>;
  /**
   * How often the shopper bought each product in the last year, online and in our branches,
   * most frequently bought first: quick shop's usual products (the quantity they usually buy
   * is quick shop's rule, `quick-shop/usual-quantity.ts`). Empty for an anonymous customer id.
   */
  purchaseFrequency(customerId: number): Promise<PurchaseFrequency[]>;
  /**
   * Every purchase of the shopper in the frequency window, online (orders that count as sales)
   * and in our branches (till receipts), as the purchase frequency rule reads them: what quick
   * shop's usual quantity is worked out from. Empty for an anonymous customer id.
   */
  purchases(customerId: number): Promise<Purchase[]>;
}

/** The spec's query parameters (doc 3 §7), parsed. */
export interface FavouritesQuery {
  /** True: answer no `categories` (the page does not need the filter's options). */
  ignoreCategories?: boolean | undefined;
  /** True: only products in a loyalty-scheme offer. */
  promotionflag?: boolean | undefined;
  /** True: only products on offer (the page's onOffer). */
  offerflag?: boolean | undefined;
  sortBy?: FavouritesSort | undefined;
  /** Default 48. */
  size?: number | undefined;
  start?: number | undefined;
  /** Only products shelved under one of these categories (any level). */
  categoryIds?: readonly string[] | undefined;
  /** Which reasons put a product in; none or empty: all three. */
  includes?: readonly FavouritesInclude[] | undefined;
}

/** A product of the shopper's favourites, with why it is there. */
export interface FavouriteProduct extends Product {
  /** The shopper pressed its heart. */
  userSelected: boolean;
  /** How often they bought it in the last year; null when they have not. */
  purchaseFrequency: PurchaseFrequency | null;
}

export interface FavouritesView {
  summary: {
    products: FavouriteProduct[];
    totalMatches: number;
    start: number;
    size: number;
    /** More follow this page (Load more). */
    hasMore: boolean;
  };
  /** Bought before, not in the last few shops (decision 0079), most often bought first. */
  forgottenProducts: FavouriteProduct[];
  /** The aisles of the favourites (after the offer filters), for narrowing; empty with ignoreCategories. */
  categories: FavouritesCategory[];
  criteria: {
    sortBy: FavouritesSort;
    includes: FavouritesInclude[];
    categoryIds: string[];
    offerflag: boolean;
    promotionflag: boolean;
  };
}
