/**
 * Catalogue shapes shared by the API, the services and the storefront.
 * Money is integer pence with a currency code, per ARCHITECTURE.md.
 */

export interface Money {
  /** Integer pence. */
  amount: number;
  currencyCode: 'GBP';
}

/** Quantity units of spec doc 1 §5. */
export type Uom = 'KGM' | 'GRM' | 'LBR' | 'C62';

export interface Quantity {
  amount: number;
  uom: Uom;
}

/** Taxonomy category, spec doc 3 §3. */
export interface TaxonomyCategory {
  id: string;
  parentId: string | null;
  name: string;
  shortName: string | null;
  pageTitle: string | null;
  /** Storefront path, e.g. `/ecom/shop/browse/groceries/fresh_and_chilled`. */
  url: string;
  /** Children in display order. */
  categoryIds: string[];
  emptyOfProducts: boolean;
  hiddenInNav: boolean;
  iconName: string | null;
  offer: boolean;
  banner: { heading: string; subheading?: string; url?: string } | null;
}

export interface Taxonomy {
  /** 10051 for Groceries. */
  rootId: string;
  categories: Record<string, TaxonomyCategory>;
}

export type PromotionTypeCode =
  | 'MULTIBUY'
  | 'WAS_NOW'
  | 'MEAL_DEAL'
  | 'PERCENT_OFF'
  /** A staff-chosen reduced price (decision 0097). */
  | 'MANAGERS_SPECIAL';
export type DiscountType = 'TOTAL_PRICE' | 'PERCENTAGE' | 'FIXED_PRICE' | 'AMOUNT_OFF' | 'X_FOR_Y';

export interface ProductPromotion {
  promotionId: number;
  promotionTypeCode: PromotionTypeCode;
  promotionDescription: string;
  /** ISO date-time. */
  promotionExpiryDate: string;
  hidden: boolean;
  /** Loyalty-scheme-only offer. */
  myWaitrosePromotion: boolean;
  wasDisplayPrice: Money | null;
  discountType: DiscountType;
  groups: { name: string; threshold: number }[];
}

export type Availability = 'AVAILABLE' | 'TEMPORARILY_UNAVAILABLE' | 'SOLD_OUT_ONLINE';

/** Product, spec doc 1 §3. The SUMMARY view leaves `description` empty. */
export interface Product {
  id: string;
  lineNumber: string;
  name: string;
  brandName: string;
  size: string;
  description: string;
  /** fluent-emoji-flat icon name; the storefront serves it from /ecom/assets/food/{name}.svg. */
  image: string;
  productType: 'G' | 'W' | 'E' | 'L';
  productTags: string[];
  categories: { id: string; name: string; url: string }[];
  pricing: {
    displayPrice: Money;
    displayPriceEstimated: boolean;
    displayPriceQualifier: string | null;
    formattedPriceRange: string | null;
    formattedWeightRange: string | null;
  };
  currentSaleUnitPrice: { quantity: { amount: number; uom: string }; price: Money } | null;
  defaultQuantity: Quantity;
  depositCharge: Money | null;
  weights: {
    uoms: Uom[];
    servings: { min: number | null; max: number | null };
    sizeDescription: string | null;
    defaultQuantity: Quantity;
  };
  reviews: { averageRating: number; reviewCount: number };
  leadTime: number | null;
  containsAlcohol: boolean;
  substitutionsProhibited: boolean;
  maxPersonalisedMessageLength: number | null;
  restriction: {
    availableDates: {
      restrictionId: string;
      startDate: string;
      endDate: string;
      cutOffDate: string;
    };
  } | null;
  isSponsored: boolean;
  sponsorshipId: string | null;
  hfss: 'HFSS' | 'NON_HFSS';
  availability: Availability;
  promotions: ProductPromotion[];
}

export type SortBy =
  | 'MOST_POPULAR'
  | 'PRICE_LOW_2_HIGH'
  | 'PRICE_HIGH_2_LOW'
  | 'A_2_Z'
  | 'Z_2_A'
  | 'TOP_RATED'
  | 'RELEVANCE';

export interface Breadcrumb {
  id: string;
  name: string;
  url: string;
}

export interface ProductListing {
  products: Product[];
  totalMatches: number;
  start: number;
  size: number;
  breadcrumbs: Breadcrumb[];
  /** Child categories with their product counts (category-level filters). */
  subCategories: { categoryId: string; name: string; url: string; expectedResults: number }[];
  criteria: { sortBy: SortBy };
  pageTitle: string;
}

export interface Branch {
  id: number;
  name: string;
  line1: string;
  line2: string | null;
  town: string;
  region: string | null;
  postcode: string;
  phone: string | null;
  defaultBranch: boolean;
}
