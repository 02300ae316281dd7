/**
 * Instant checkout (spec doc 2 §4: "confirming, then in progress, then finished … enabled only
 * when the instant-checkout state is ALLOWED"). The spec does not say what makes it ALLOWED; we
 * decide (decision 0044): everything a one-click order needs is already settled — a saved card
 * that has not expired, a live slot reservation, a trolley with items, no hard conflicts, the
 * minimum spend met, and no gift cards or vouchers applied (they are checked and confirmed on
 * the full checkout form).
 */

export type InstantCheckoutState = 'ALLOWED' | 'NOT_ALLOWED';

export type InstantCheckoutStage = 'idle' | 'confirming' | 'in-progress' | 'finished';

export interface InstantCheckoutFacts {
  usableSavedCards: number;
  slotReservedUntil: Date | null;
  lineCount: number;
  hardConflictCount: number;
  minimumSpendThresholdMet: boolean;
  giftCardCount: number;
  giftVoucherCount: number;
  now: Date;
}

export function instantCheckoutState(facts: InstantCheckoutFacts): InstantCheckoutState {
  const allowed =
    facts.usableSavedCards > 0 &&
    facts.slotReservedUntil !== null &&
    facts.slotReservedUntil.getTime() > facts.now.getTime() &&
    facts.lineCount > 0 &&
    facts.hardConflictCount === 0 &&
    facts.minimumSpendThresholdMet &&
    facts.giftCardCount === 0 &&
    facts.giftVoucherCount === 0;
  return allowed ? 'ALLOWED' : 'NOT_ALLOWED';
}
