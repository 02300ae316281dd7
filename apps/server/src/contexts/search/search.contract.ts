import type { Product, SortBy } from '@grocer/domain/catalogue/catalogue.types';

/** The search context's contract: listings and term suggestions for REST and the storefront. */

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

/** The search read model's build (decision 0048): other contexts' workflows ask for a rebuild. */
export interface SearchIndexService {
  /**
   * Rebuilds the read model from the catalogue in one transaction; processes pick up the new
   * build within 2 s, but each keeps whole answers it already gave for up to 30 s.
   */
  rebuild(): Promise<void>;
}
