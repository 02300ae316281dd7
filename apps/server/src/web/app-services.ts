import type {
  Branch,
  Product,
  ProductListing,
  SortBy,
  Taxonomy,
  TaxonomyCategory,
} from '@grocer/domain/catalogue/catalogue.types';
import type { AuthService } from '../contexts/identity/auth.contract.ts';
import type { IdentityService } from '../contexts/identity/identity.contract.ts';
import type { MyDetailsService } from '../contexts/identity/my-details.contract.ts';
import type { PasswordResetService } from '../contexts/identity/password-reset.contract.ts';
import type { StaffService } from '../contexts/staff/staff.contract.ts';

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

/** Site facts from configuration (white-label). */
export interface SiteConfig {
  brandName: string;
  customerCarePhone: string;
  /** Production origin for canonical links, no trailing slash. */
  publicOrigin: string;
  partnerLinks: { cellar: string; garden: string; dishpatch: string };
  socialLinks: {
    facebook: string;
    instagram: string;
    pinterest: string;
    x: string;
    youtube: string;
  };
  appLinks: { appStore: string; googlePlay: string };
}

/** Search listing query: the spec's queryParams (filterTags, category, searchTags, searchTerm, sortBy) plus paging. */
export interface SearchQuery {
  searchTerm: string;
  /** Applied filter tags, e.g. `offers`, `dietary:vegan`, `brand:hillside`, `available:delivery`. */
  filterTags?: string[];
  /** Category id to narrow to (category-level filter). */
  category?: string;
  searchTags?: string[];
  sortBy?: SortBy;
  start?: number;
  /** Default 48. */
  size?: number;
}

export type SearchFilterGroup = 'Offers' | 'Dietary' | 'Brands' | 'Available in';

export interface SearchFilter {
  group: SearchFilterGroup;
  filterTag: string;
  name: string;
  count: number;
  applied: boolean;
}

export interface SearchResults {
  products: Product[];
  totalMatches: number;
  start: number;
  size: number;
  breadcrumbs: { id: string; name: string; url: string }[];
  filters: SearchFilter[];
  categoryFilters: {
    categoryId: string;
    name: string;
    expectedResults: number;
    applied: boolean;
  }[];
  criteria: { searchTerm: string; sortBy: SortBy; filterTags: string[]; category: string | null };
}

export interface TermSuggestions {
  terms: { term: string }[];
  categories: { id: string; name: string; url: string }[];
}

export interface SearchService {
  search(query: SearchQuery): Promise<SearchResults>;
  suggest(term: string): Promise<TermSuggestions>;
}

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

export interface OffersService {
  /** Products on a live offer, with the offer categories (each with its count) for navigation. */
  listOfferProducts(query: OffersQuery): Promise<ProductListing>;
  listOffers(query: { offerType?: string }): Promise<OfferSummary[]>;
  /** One live offer with its products; null when unknown or not live. */
  getOffer(
    offerId: number,
    paging: { start?: number; size?: number },
  ): Promise<{ offer: OfferSummary; listing: ProductListing } | null>;
}

/** What route loaders and actions reach through the React Router load context. */
export interface AppServices {
  catalogue: CatalogueService;
  site: SiteConfig;
  search: SearchService;
  offers: OffersService;
  identity: IdentityService;
  auth: AuthService;
  staff: StaffService;
  passwordReset: PasswordResetService;
  myDetails: MyDetailsService;
}
