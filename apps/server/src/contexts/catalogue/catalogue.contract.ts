import type { BranchServiceCode } from '@grocer/domain/branches/branch-page';
import type { OpeningHours } from '@grocer/domain/branches/opening-hours';
import type { StoreLocationProblem, StoreOrigin } from '@grocer/domain/branches/store-location';
import type {
  Availability,
  Branch,
  Product,
  ProductListing,
  Quantity,
  SortBy,
  Taxonomy,
  TaxonomyCategory,
  Uom,
} from '@grocer/domain/catalogue/catalogue.types';
import type { FeaturedAisle, FeaturedRoot } from '@grocer/domain/catalogue/featured-aisles';
import type { PricingPromotion, PromotionMembership } from '@grocer/domain/pricing/pricing.types';
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

/** One page of a featured aisle (decision 0078). */
export interface FeaturedQuery {
  root: FeaturedRoot;
  aisle: FeaturedAisle;
  /** Narrows the aisle to a category below the root. */
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
  /**
   * A featured aisle as a browse listing (decision 0078): the products of the root, or of a
   * category below it, that the aisle keeps (new, or new and on offer), with its sub-categories
   * counted by those products. Null for a category that is not below the root.
   */
  browseFeatured(query: FeaturedQuery): Promise<ProductListing | null>;
  listBranches(): Promise<Branch[]>;
  getBranch(id: number): Promise<Branch | null>;
  /** Every branch with the collection services it offers (the slots context's templates). */
  listBranchServices(): Promise<BranchWithServices[]>;
  /** Find a store (decision 0075): every branch with its page's details, by town then name. */
  listBranchDetails(): Promise<BranchDetails[]>;
  /** One branch's page by its slug ('reading-kings-wharf'); null when no branch has it. */
  getBranchDetails(slug: string): Promise<BranchDetails | null>;
  /**
   * The branches nearest what the shopper typed (a postcode or a town), nearest first, at most
   * `size` (default NEAREST_BRANCHES_SIZE). Expected refusals are returned, not thrown.
   */
  findNearestBranches(location: string, size?: number): Promise<NearestBranchesOutcome>;
}

/** How many branches Find a store lists by default, and at most. */
export const NEAREST_BRANCHES_SIZE = 10;
export const MAX_NEAREST_BRANCHES_SIZE = 50;

export type { BranchServiceCode, OpeningHours, StoreLocationProblem, StoreOrigin };

/** A branch as its Find a store page shows it. */
export interface BranchDetails extends Branch {
  /** Its page: /ecom/find-a-store/{slug}. */
  slug: string;
  latitude: number | null;
  longitude: number | null;
  /** GROCERY always; CLICK_AND_COLLECT and ENTERTAINING where offered. */
  services: BranchServiceCode[];
  /** Null when the branch has not given its hours. */
  openingHours: OpeningHours | null;
}

export interface NearbyBranch extends BranchDetails {
  /** Straight-line miles from the origin. */
  distanceMiles: number;
}

export type NearestBranchesOutcome =
  | { outcome: 'found'; origin: StoreOrigin; branches: NearbyBranch[] }
  /** A place name we know nothing of. */
  | { outcome: 'no-place'; location: string }
  /** `invalid` (blank, too long, strange characters): 400; `invalid-postcode`: 422. */
  | { outcome: 'refused'; problem: StoreLocationProblem; message: string };

/** A branch and whether it has grocery collection and an entertaining counter. */
export interface BranchWithServices extends Branch {
  offersCollection: boolean;
  offersEntertaining: boolean;
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
  /** `membersOnly`: only the loyalty scheme's offers (member offers, decision 0097). */
  listLiveOffers(
    offerType: string | undefined,
    limit: number,
    now: Date,
    membersOnly?: boolean,
  ): Promise<OfferRow[]>;
  /** One live offer with its product count; null when unknown, hidden, not started or expired. */
  findLiveOffer(offerId: number, now: Date): Promise<OfferRow | null>;
  /** One page of an offer's products, most popular first. */
  productsOfOffer(offerId: number, paging: { start: number; size: number }): Promise<string[]>;
  /** A live meal deal (TOTAL_PRICE) with its groups in order; null for any other promotion. */
  mealDealOf(offerId: number, now: Date): Promise<MealDealRow | null>;
}

/** A meal deal as stored: its price and groups, each with its products most popular first. */
export interface MealDealRow {
  offer: OfferRow;
  /** The deal's price in pence (discount_value). */
  pricePence: number;
  startDate: Date | string;
  groups: { id: number; name: string; threshold: number; lineNumbers: string[] }[];
}

/**
 * What the trolley prices and checks a line with (decision 0031): the product's shelf prices,
 * units, availability, dates, cap, and its place in each promotion live or coming.
 */
export interface TrolleyProductFacts {
  productId: string;
  lineNumber: string;
  name: string;
  productType: Product['productType'];
  availability: Availability;
  leadTime: number | null;
  restriction: {
    restrictionId: string;
    startDate: string;
    endDate: string;
    cutOffDate: string;
  } | null;
  /** The most one customer may order, in one unit; null for no cap. */
  orderCap: Quantity | null;
  /** Units the product is sold in (weights.uoms). */
  uoms: Uom[];
  /** displayPrice in pence (per item; the quoted price of a product sold only by weight). */
  displayPricePence: number;
  displayPriceEstimated: boolean;
  /** currentSaleUnitPrice: pence per `quantity` (1 KGM, 100 GRM, 1 LTR…); null when none. */
  unitPrice: { quantity: { amount: number; uom: string }; pricePence: number } | null;
  depositChargePence: number | null;
  maxPersonalisedMessageLength: number | null;
  substitutionsProhibited: boolean;
  /** Its place in each promotion live or coming when read (the engine decides which apply). */
  promotions: PromotionMembership[];
}

export interface TrolleyFacts {
  /** Unknown ids are absent. */
  products: TrolleyProductFacts[];
  /** Every promotion the products are in, as stored (window, discount value, groups). */
  promotions: PricingPromotion[];
}

/** The CatalogueService contract, plus what other contexts (search, offers) read through it. */
export interface CatalogueEngine extends CatalogueService {
  /**
   * Pricing and conflict facts of products by id, for the trolley; kept for half a minute
   * (decision 0013's product row time), so prices and offers reach trolleys within it.
   */
  getTrolleyFacts(productIds: readonly string[]): Promise<TrolleyFacts>;
  /**
   * As getProductsByLineNumbers, with every promotion live or coming and its window, so a
   * caller keeping the products can show each promotion from its start to its expiry
   * (liveProduct) however long it keeps them.
   */
  getDatedProductsByLineNumbers(lineNumbers: string[]): Promise<DatedProduct[]>;
  liveOffers: LiveOfferReads;
  /** Manager's specials (decision 0097): staff make and end them through the staff service. */
  managersSpecials: ManagersSpecials;
}

/** A manager's special: a MANAGERS_SPECIAL promotion of one product, and who made and ended it. */
export interface ManagersSpecialRow {
  promotionId: number;
  productId: string;
  lineNumber: string;
  name: string;
  specialPricePence: number;
  /** The product's shelf price now. */
  shelfPricePence: number;
  start: Date;
  expiry: Date;
  createdByStaffId: number | null;
  createdAt: Date;
  endedByStaffId: number | null;
  endedAt: Date | null;
}

export interface ManagersSpecialInput {
  lineNumber: string;
  specialPricePence: number;
  days: number;
  /** The staff member making it (the console identity's principal). */
  staffId: number;
}

export interface ManagersSpecials {
  /** Not ended and not expired, newest first. */
  running(): Promise<ManagersSpecialRow[]>;
  /** Ended or expired, newest first. */
  past(limit: number): Promise<ManagersSpecialRow[]>;
  /**
   * Makes a special from now for `days` days, by the domain's rule (managersSpecialRefusal):
   * PRODUCT_NOT_FOUND for an unknown line number, VALIDATION_FAILED naming the field for a price
   * or length outside the rule or a product that cannot be one, MANAGERS_SPECIAL_RUNNING when the
   * product has one already. This process's trolleys and pages see it at once; others within the
   * product row time (decision 0013).
   */
  create(input: ManagersSpecialInput): Promise<ManagersSpecialRow>;
  /** Ends a running special now; MANAGERS_SPECIAL_NOT_FOUND when none such runs. */
  end(promotionId: number, staffId: number): Promise<ManagersSpecialRow>;
}

/** New popularity numbers (decision 0048): the listed products' own, and one for every other. */
export interface PopularityUpdate {
  byProductId: ReadonlyMap<string, number>;
  /** Every product not in `byProductId` gets this. */
  others: number;
}

/** Setting products' popularity, the number browse and search rank by (higher sells more). */
export interface CataloguePopularity {
  /**
   * Sets every product's popularity in one transaction; ids of products the catalogue no longer
   * has are ignored. Answers how many products changed. Search sees it once its index is rebuilt.
   */
  setPopularity(update: PopularityUpdate): Promise<{ changed: number }>;
}

/**
 * Setting which products carry a sponsorship (decision 0096): the sponsored context's placements
 * are shown on the product's own row, so every listing, search and page carries `isSponsored`
 * and `sponsorshipId` as it carries a price, at no cost to a read.
 */
export interface CatalogueSponsorship {
  /**
   * Marks the product with `lineNumber` sponsored under `sponsorshipId`, or not sponsored with
   * null. False when no product has the line number. Listings show it within the product row
   * time (decision 0013).
   */
  setSponsorship(lineNumber: string, sponsorshipId: string | null): Promise<boolean>;
}
