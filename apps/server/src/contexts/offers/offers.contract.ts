import type { ProductListing, SortBy } from '@grocer/domain/catalogue/catalogue.types';

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
