import type {
  Money,
  Product,
  ProductListing,
  SortBy,
} from '@grocer/domain/catalogue/catalogue.types';

/** The offers context's contract: live offers and their products for REST and the storefront. */

export interface OfferSummary {
  offerId: number;
  name: string;
  description: string;
  typeCode: string;
  expiryDate: string;
  productCount: number;
}

export interface OffersQuery {
  /** Category id; absent for all offers. */
  categoryId?: string;
  /** MULTIBUY | WAS_NOW | MEAL_DEAL | PERCENT_OFF */
  offerType?: string;
  sortBy?: SortBy;
  start?: number;
  size?: number;
}

/** A meal deal group (spec doc 3 §3 Meal deal: groups with id, name, threshold, lineNumbers). */
export interface MealDealGroup {
  id: number;
  name: string;
  threshold: number;
  /** Every product of the group, most popular first. */
  lineNumbers: string[];
  /** The first of them (MEAL_DEAL_GROUP_PRODUCTS at most), to show. */
  products: Product[];
}

/** A live meal deal (spec doc 3 §3 Meal deal: id, name, dates, discount value, groups). */
export interface MealDeal {
  id: number;
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  /** What one complete deal costs: the promotion's discount value. */
  discountValue: Money;
  groups: MealDealGroup[];
}

/** A bundle (spec doc 3 §3 Bundle: title, groups with products, thresholds). */
export interface Bundle {
  name: string;
  title: string;
  christmas: boolean;
  groups: { title: string; threshold: number; products: Product[] }[];
}

/** A bundle as the bundles page lists it. */
export interface BundleSummary {
  name: string;
  title: string;
  christmas: boolean;
}

export interface OffersService {
  /** Products on a live offer, with the offer categories (each with its count) for navigation. */
  listOfferProducts(query: OffersQuery): Promise<ProductListing>;
  /** `memberOffers`: only the loyalty scheme's offers (decision 0097). */
  listOffers(query: {
    offerType?: string;
    memberOffers?: boolean | string;
  }): Promise<OfferSummary[]>;
  /** One live offer with its products; null when unknown or not live. */
  getOffer(
    offerId: number,
    paging: { start?: number; size?: number },
  ): Promise<{ offer: OfferSummary; listing: ProductListing } | null>;
  /** One live meal deal with its groups and their products; null when unknown or not a meal deal. */
  getMealDeal(offerId: number): Promise<MealDeal | null>;
  /** The bundles, Christmas ones too. */
  listBundles(): Promise<BundleSummary[]>;
  /** One bundle with its groups' products (products-bundle); null for an unknown name. */
  getBundle(name: string, christmas: boolean): Promise<Bundle | null>;
}
