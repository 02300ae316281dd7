import type { Identity } from '@grocer/domain/identity/identity';
import type { Picks, ThresholdRewards } from '@grocer/domain/loyalty/loyalty-rewards';
import type { CardStatus, MembershipType } from '@grocer/domain/loyalty/membership';
import type { WalletConfig } from './loyalty-wallet.ts';

/**
 * The loyalty context's contract (issue 27 part A, decision 0086; spec doc 3 §2 Loyalty scheme,
 * §3 Membership, §4 Loyalty, §5 card number, §7 Loyalty calls). Every call acts for
 * `identity.customerId`; staff signed on as the customer may do all the customer may, audited.
 * Expected failures are AppErrors with the catalogue's codes: UNAUTHENTICATED, VALIDATION_FAILED,
 * LOYALTY_CARD_ALREADY_LINKED (409: 'This number is already linked to another account.'),
 * LOYALTY_NOT_A_MEMBER (404: no card to show or leave).
 *
 * Member status is one read (`isMember`), the single source the pricing engine's callers (the
 * trolley, checkout, orders, picking) and other contexts (incentives) ask.
 */

export type { CardStatus, MembershipType, Picks, ThresholdRewards, WalletConfig };

/** Spec doc 3 §3: a membership's type and number. */
export interface LoyaltyMembership {
  type: MembershipType;
  number: string;
}

/** Spec doc 3 §3: card: cardNumber, cardStatus, modified, points. */
export interface LoyaltyCard {
  cardNumber: string;
  cardStatus: CardStatus;
  /** ISO 8601. */
  modified: string;
  points: number;
}

/** The answer of GET and PUT mywaitrosebycard and POST mywaitrose. */
export interface LoyaltyAccount {
  /** The membership that counts (the partnership type wins, spec doc 3 §4). */
  membership: LoyaltyMembership;
  /** Every membership the account holds. */
  memberships: LoyaltyMembership[];
  /** The scheme's own card (`mywaitrose`), or the partnership card when only it is held. */
  card: LoyaltyCard;
  hasLinkedMembership: boolean;
}

export interface LoyaltyService {
  /** Whether the customer holds any membership (member prices and offers). Never throws for -1. */
  isMember(customerId: number): Promise<boolean>;
  /** The membership that counts for the customer, or null (not a member). */
  membershipOf(customerId: number): Promise<LoyaltyMembership | null>;
  /** Every membership of the customer (the memberships (v2) call lists them). */
  membershipsOf(customerId: number): Promise<LoyaltyMembership[]>;
  /** GET mywaitrosebycard: null when not a member. */
  account(identity: Identity): Promise<LoyaltyAccount | null>;
  /** POST mywaitrose: joins with a new card; a member already keeps the card held. */
  join(identity: Identity): Promise<{ account: LoyaltyAccount; joined: boolean }>;
  /** PUT mywaitrosebycard: links an existing card (one card, one account). */
  linkCard(identity: Identity, cardNumber: string): Promise<LoyaltyAccount>;
  /** DELETE mywaitrosebycard: leaves the scheme, clearing the card. False when not a member. */
  leave(identity: Identity): Promise<boolean>;
  /** GET linkedMembership. */
  linkedMembership(identity: Identity): Promise<{ hasLinkedMembership: boolean }>;
  /** GET thresholdRewards: null when not a member. */
  thresholdRewards(identity: Identity): Promise<ThresholdRewards | null>;
  /** GET propositions: null when not a member. */
  propositions(identity: Identity): Promise<{ ipick: Picks } | null>;
  /**
   * Orders a replacement card (decision 0086) sent to one of the shopper's addresses: the card
   * held (the scheme's own, or the partnership card when only it is held) becomes
   * REPLACEMENT_ORDERED. LOYALTY_NOT_A_MEMBER when there is no card; ADDRESS_NOT_FOUND when the
   * address is not the shopper's.
   */
  orderReplacementCard(
    identity: Identity,
    addressId: number,
  ): Promise<{ account: LoyaltyAccount; addressId: number }>;
  /**
   * POST appleWallet (decision 0089): the card as a phone-wallet pass file; null when not a
   * member. Any failure to make it is LOYALTY_WALLET_UNAVAILABLE ('Sorry, we're experiencing a
   * problem').
   */
  walletPass(identity: Identity): Promise<{ fileName: string; buffer: Buffer } | null>;
}

/**
 * What fulfilment asks of the loyalty context when an order completes (decision 0099): the
 * member's counting card earns points for what the order was charged, once an order. Answers the
 * points given (0 for a non-member, or when the order had its points already).
 */
export interface LoyaltyPoints {
  awardOrderPoints(customerId: number, customerOrderId: string, paidPence: number): Promise<number>;
}

/** The scheme's configuration (white-label; config.ts). */
export interface LoyaltyConfig {
  schemeName: string;
  cardPrefixes: readonly string[];
  /** Points for each threshold reward, lowest first. */
  rewardThresholds: readonly number[];
  /** Picks each member has. */
  totalPicks: number;
  /** Points a member earns for each whole pound an order is charged (decision 0099). */
  pointsPerPound: number;
  /** The phone-wallet pass (decision 0089). */
  wallet: WalletConfig;
}
