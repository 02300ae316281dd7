import type {
  Branch,
  Product,
  ProductListing,
  SortBy,
  Taxonomy,
  TaxonomyCategory,
} from '@grocer/domain/catalogue/catalogue.types';
import type { DatedProduct } from '@grocer/domain/promotions/live-product';

/**
 * The catalogue context's contract: the taxonomy, products, browse listings and branches for the
 * REST routes, GraphQL and the storefront; dated products for readers that keep products (search);
 * live-offer reads over its promotion tables for the offers context.
 */

export interface BrowseQuery {
  /** Lower-cased path below /shop/browse, e.g. `groceries/fresh_and_chilled`; matched case-insensitively. */
  categoryPath?: string;
  categoryId?: string;
  start?: number;
  /** Default 48. */
  size?: number;
  sortBy?: SortBy;
}

export interface CatalogueService {
  /** The Groceries taxonomy (root 10051), cached 5 minutes. */
  getTaxonomy(): Promise<Taxonomy>;
  /** Entertaining root and its descendants. */
  getEntertainingTaxonomy(): Promise<Taxonomy>;
  findCategoryByPath(path: string): Promise<TaxonomyCategory | null>;
  /** SUMMARY view, at most 100 line numbers a call. */
  getProductsByLineNumbers(lineNumbers: string[]): Promise<Product[]>;
  getProduct(id: string): Promise<Product | null>;
  browse(query: BrowseQuery): Promise<ProductListing | null>;
  listBranches(): Promise<Branch[]>;
  getBranch(id: number): Promise<Branch | null>;
}

export type { DatedProduct };

/** A live offer as the promotion tables hold it. */
export interface OfferRow {
  id: number;
  name: string;
  description: string;
  type_code: string;
  expiry_date: Date | string;
  product_count: number;
}

export interface OfferProductsFilter {
  /** Only products listed under this category (product_categories holds every ancestor). */
  categoryId?: string;
  offerType?: string;
}

export interface ProductPage {
  lineNumbers: string[];
  total: number;
}

/** Reads of the promotions live at `now`, for the offers context. */
export interface LiveOfferReads {
  /** One page of the products on a live offer, in `sortBy` order, and how many there are. */
  offerProducts(
    filter: OfferProductsFilter,
    paging: { start: number; size: number; sortBy: SortBy },
    now: Date,
  ): Promise<ProductPage>;
  /** How many products on a live offer each of `categoryIds` holds; categories with none are absent. */
  offerCountsByCategory(
    categoryIds: readonly string[],
    offerType: string | undefined,
    now: Date,
  ): Promise<Map<string, number>>;
  /** Live offers with products, the most products first, then the soonest to end. */
  listLiveOffers(offerType: string | undefined, limit: number, now: Date): Promise<OfferRow[]>;
  /** One live offer with its product count; null when unknown, hidden, not started or expired. */
  findLiveOffer(offerId: number, now: Date): Promise<OfferRow | null>;
  /** One page of an offer's products, most popular first. */
  productsOfOffer(offerId: number, paging: { start: number; size: number }): Promise<string[]>;
}

/** The CatalogueService contract, plus what other contexts (search, offers) read through it. */
export interface CatalogueEngine extends CatalogueService {
  /**
   * As getProductsByLineNumbers, with every promotion live or coming and its window, so a
   * caller keeping the products can show each promotion from its start to its expiry
   * (liveProduct) however long it keeps them.
   */
  getDatedProductsByLineNumbers(lineNumbers: string[]): Promise<DatedProduct[]>;
  liveOffers: LiveOfferReads;
}
