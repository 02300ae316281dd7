/**
 * The incentives context's contract (issue 27 part C, decision 0088; spec doc 3 §7 Incentives,
 * doc 2 §3 incentiveSavings, §7): a loyalty member's personal offers, loaded and unloaded by
 * the shopper; the loaded, live ones reach the trolley's pricing through `IncentivesSource`,
 * which checkout reads with the 8000 ms deadline (errors and timeouts count as no incentives).
 */

import type { Identity } from '@grocer/domain/identity/identity';
import type {
  IncentiveKind,
  IncentiveStatus,
  PricingIncentive,
} from '@grocer/domain/incentives/incentive-rules';

export type { IncentiveKind, IncentiveStatus, PricingIncentive };

/** One personal offer as the API answers it. */
export interface IncentiveOffer {
  id: number;
  kind: IncentiveKind;
  description: string;
  /** Pence off, or percent off for PRODUCT_PERCENT_OFF. */
  value: number;
  lineNumber: string | null;
  thresholdPence: number;
  /** London calendar dates, both included; null: no limit. */
  validFrom: string | null;
  validTo: string | null;
  status: IncentiveStatus;
  /** 'Ends in 3 days' and so on; null without an end. */
  endsText: string | null;
  loaded: boolean;
}

/** GET offers: a non-member has none (`member` false). */
export interface IncentiveOffers {
  member: boolean;
  offers: IncentiveOffer[];
}

/** What the incentives need from the loyalty context. */
export interface IncentivesMembershipSource {
  isMember(customerId: number): Promise<boolean>;
}

/** A new offer for a customer (demo seed, staff tools, tests). */
export interface IncentiveGrant {
  kind: IncentiveKind;
  description: string;
  value: number;
  lineNumber: string | null;
  thresholdPence?: number;
  validFrom?: string | null;
  validTo?: string | null;
  loaded?: boolean;
}

/**
 * What the trolley's pricing asks: the customer's loaded offers, live today. The pricing engine
 * applies them to members only (a non-member's, loaded before leaving, take nothing off).
 */
export interface IncentivesSource {
  loadedIncentives(customerId: number): Promise<PricingIncentive[]>;
}

export interface IncentivesService extends IncentivesSource {
  /** The shopper's offers, live and upcoming first by id; expired ones left out. */
  offers(identity: Identity): Promise<IncentiveOffers>;
  /**
   * Loads or unloads one of the shopper's offers (again: no change). Another customer's offer,
   * or none, is AppError INCENTIVE_NOT_FOUND; an expired one INCENTIVE_EXPIRED (loading only).
   */
  setLoaded(identity: Identity, offerId: number, loaded: boolean): Promise<IncentiveOffer>;
  /** Whether the offer is the customer's (ownership, before anything else is looked at). */
  owns(identity: Identity, offerId: number): Promise<boolean>;
  /** Gives the customer an offer; returns its id. */
  grant(customerId: number, grant: IncentiveGrant): Promise<number>;
}
