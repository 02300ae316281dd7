import type {
  Branch,
  Product,
  ProductListing,
  SortBy,
  Taxonomy,
  TaxonomyCategory,
} from '@grocer/domain/catalogue/catalogue.types';

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

/** What route loaders and actions reach through the React Router load context. */
export interface AppServices {
  catalogue: CatalogueService;
  site: SiteConfig;
}
