/**
 * Loyalty memberships (spec doc 3 §3, §4 Loyalty; decision 0086): a membership has a type,
 * `mywaitrose` (the scheme's own) or `myjohnlewismywaitrose` (the partnership card), and a card.
 * The type codes are the spec's; the names shoppers see come from configuration. An account may
 * hold both; the partnership type takes precedence. Any membership grants member status (member
 * prices). Leaving clears the card.
 */

export const MEMBERSHIP_TYPES = ['mywaitrose', 'myjohnlewismywaitrose'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

/** The scheme's own membership (join, link a card, leave). */
export const SCHEME_MEMBERSHIP: MembershipType = 'mywaitrose';
/** The partnership card's membership: it wins over the scheme's own. */
export const PARTNERSHIP_MEMBERSHIP: MembershipType = 'myjohnlewismywaitrose';

/** The card's status (spec doc 3 §3 cardStatus). */
export const CARD_STATUSES = ['ACTIVE', 'REPLACEMENT_ORDERED'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export interface Membership {
  type: MembershipType;
  /** The card number (16 digits). */
  number: string;
}

const RANK: Record<MembershipType, number> = { mywaitrose: 1, myjohnlewismywaitrose: 2 };

/**
 * The membership that counts for an account holding `memberships`: the partnership type wins
 * over the scheme's own; null when the account holds none. Order of the input does not matter.
 */
export function effectiveMembership<M extends Membership>(memberships: readonly M[]): M | null {
  let best: M | null = null;
  for (const membership of memberships) {
    if (best === null || RANK[membership.type] > RANK[best.type]) best = membership;
  }
  return best;
}

/** Member status (member prices and offers): any membership at all. */
export function isLoyaltyMember(memberships: readonly Membership[]): boolean {
  return effectiveMembership(memberships) !== null;
}

/** The linked-membership flag (spec doc 3 §3 hasLinkedMembership): a partnership card is linked. */
export function hasLinkedMembership(memberships: readonly Membership[]): boolean {
  return memberships.some((membership) => membership.type === PARTNERSHIP_MEMBERSHIP);
}

/**
 * The loyalty fallback cookie's lifetime (spec doc 3 §9: "loyalty fallback cookie 5 years"): it
 * remembers the membership type in the browser for when the account's own answer is not at hand.
 */
export const LOYALTY_FALLBACK_COOKIE_MAX_AGE_SECONDS = 5 * 365 * 24 * 60 * 60;
