/**
 * The interstitials context's contract (issue 28, decision 0093; spec doc 1 §2, doc 3 §2 and
 * §3): what the shop suggests between the trolley and checkout, gathered from other contexts'
 * services (the trolley's pricing, the shopper's purchases and favourites, the catalogue).
 *
 * A source that answers late or fails counts as having nothing to show (logged); the whole
 * gather has a deadline, after which nothing is shown and the shopper goes on to checkout.
 */

import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import type { Identity } from '@grocer/domain/identity/identity';
import type {
  InterstitialKind,
  InterstitialStep,
} from '@grocer/domain/interstitials/interstitial-steps';

export type { InterstitialKind, InterstitialStep };

/** An offer of the trolley not yet triggered, with its products. */
export interface MissedOfferView {
  promotionId: number;
  description: string;
  /** "Add 1 more to get 3 for 2". */
  text: string;
  itemsNeeded: number;
  lineNumbers: string[];
}

/**
 * A manager's special as the shopper's trolley would charge it (decision 0097): one item priced
 * by the pricing engine, with the shopper's slot and membership.
 */
export interface ManagersSpecialView {
  lineNumber: string;
  promotionId: number;
  /** "Manager's special £1.50". */
  description: string;
  pricePence: number;
  regularPricePence: number;
  savingPence: number;
}

/**
 * One interstitial (spec doc 3 §2): its kind, its products and, for missed offers, the offers;
 * for manager's specials, each product's special price.
 */
export interface Interstitial {
  id: InterstitialKind;
  label: string;
  products: Product[];
  offers: MissedOfferView[];
  specials: ManagersSpecialView[];
}

export interface InterstitialsView {
  customerOrderId: string;
  /** Every kind in order (spec doc 3 §3: id, label, valid, current, visited). */
  steps: InterstitialStep[];
  /** The valid ones only. */
  interstitials: Interstitial[];
  /** False when the deadline passed before every source answered: nothing is shown. */
  complete: boolean;
}

/** The trolley as the sources read it. */
export interface TrolleyForInterstitials {
  orderId: string;
  lines: {
    lineNumber: string;
    items: number;
    untriggeredPromotionIds: number[];
  }[];
}

/** Where each kind comes from; tests pass slow or failing ones (decision 0093). */
export interface InterstitialSources {
  missedOffers(
    identity: Identity,
    trolley: TrolleyForInterstitials,
  ): Promise<{ offers: MissedOfferView[]; products: Product[] }>;
  managersSpecials(
    identity: Identity,
    trolley: TrolleyForInterstitials,
  ): Promise<{ specials: ManagersSpecialView[]; products: Product[] }>;
  beforeYouGo(identity: Identity, trolley: TrolleyForInterstitials): Promise<Product[]>;
  missedFavourites(identity: Identity, trolley: TrolleyForInterstitials): Promise<Product[]>;
}

export interface InterstitialsService {
  /**
   * The interstitials of the identity's open trolley `customerOrderId`, with `currentId` the
   * current step. Anyone else's trolley (or none) is AppError TROLLEY_NOT_FOUND, anonymous
   * UNAUTHENTICATED. Never throws because a source failed or was late.
   */
  interstitials(
    identity: Identity,
    customerOrderId: string,
    currentId?: InterstitialKind | null,
  ): Promise<InterstitialsView>;
}
