import type { Identity } from '@grocer/domain/identity/identity';
import type { AdBanner, AdBannerDraft } from '@grocer/domain/sponsored/ad-banner';
import type {
  AdChangeAction,
  SponsoredPlacementDraft,
} from '@grocer/domain/sponsored/sponsored-placement';

/**
 * Sponsored products and mega-menu ad banners (issue 28, decision 0096). Shoppers read banners
 * per category; staff with the content permission add and remove banners and placements, each
 * change recorded with who and when. A placement shows on the product itself, through the
 * catalogue (CatalogueSponsorship).
 */

export type { AdBanner, AdBannerDraft, AdChangeAction, SponsoredPlacementDraft };

/** A banner as the console lists it: the entity, its category and when and by whom it was added. */
export interface StaffAdBanner {
  banner: AdBanner;
  categoryId: string;
  createdAt: Date;
  createdByName: string | null;
}

export interface SponsoredPlacement {
  id: number;
  lineNumber: string;
  sponsorshipId: string;
  vendor: string;
  /** The product's name, or null when the catalogue no longer has it. */
  productName: string | null;
  createdAt: Date;
  createdByName: string | null;
}

export interface AdChange {
  id: number;
  action: AdChangeAction;
  ref: string;
  detail: Record<string, unknown>;
  staffName: string | null;
  at: Date;
}

/** An impression or a click of a banner, passed on to its vendor's tracking addresses. */
export type BannerTrackingKind = 'impression' | 'click';

export interface SponsoredService {
  /**
   * The mega menu's banners (spec doc 3 §7 "Mega-menu banners"): each category asked for, with
   * its newest banner or none. Kept for 10 s per process.
   */
  menuBanners(categoryIds: readonly string[]): Promise<Record<string, AdBanner[]>>;
  /** One banner for staff's ad preview. FORBIDDEN for non-staff, AD_BANNER_NOT_FOUND. */
  previewBanner(staff: Identity, bannerId: number): Promise<StaffAdBanner>;
  /** Every banner, newest first. FORBIDDEN for non-staff. */
  listBanners(staff: Identity): Promise<StaffAdBanner[]>;
  addBanner(staff: Identity, draft: AdBannerDraft): Promise<StaffAdBanner>;
  /** AD_BANNER_NOT_FOUND when there is no such banner. */
  removeBanner(staff: Identity, bannerId: number): Promise<void>;
  listPlacements(staff: Identity): Promise<SponsoredPlacement[]>;
  /**
   * Sponsors a product: PRODUCT_NOT_FOUND when the catalogue has no such line number,
   * PRODUCT_ALREADY_SPONSORED when it has a placement.
   */
  addPlacement(staff: Identity, draft: SponsoredPlacementDraft): Promise<SponsoredPlacement>;
  /** SPONSORED_PLACEMENT_NOT_FOUND when there is no such placement. */
  removePlacement(staff: Identity, placementId: number): Promise<void>;
  /** The latest changes, newest first. */
  changes(staff: Identity, limit?: number): Promise<AdChange[]>;
  /**
   * Passes an impression or a click the analytics collector accepted (with the visitor's
   * advertising consent) on to the banner's tracking addresses, each with a 2 s timeout; never
   * throws (a failure, or an unknown banner, is logged).
   */
  trackBanner(kind: BannerTrackingKind, bannerId: string): Promise<void>;
}
