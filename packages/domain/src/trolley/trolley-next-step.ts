/**
 * Where "Checkout" on the trolley leads (spec doc 1 §4): with no slot, to service selection;
 * with one, to the interstitials (keeping the query) or straight to checkout when the
 * interstitial condition is met. Blockers stop it: hard conflicts (checked on the trolley page
 * only) and a minimum spend not met.
 */

export type TrolleyBlocker = 'HAS_HARD_CONFLICTS' | 'MINIMUM_SPEND_NOT_MET';

export type TrolleyNextStep =
  | { kind: 'BLOCKED'; blockers: TrolleyBlocker[] }
  | { kind: 'SERVICE_SELECTION' }
  | { kind: 'INTERSTITIALS' }
  | { kind: 'CHECKOUT' };

export function trolleyNextStep(input: {
  slotBooked: boolean;
  onTrolleyPage: boolean;
  hasHardConflicts: boolean;
  minimumSpendThresholdMet: boolean;
  /** The interstitial condition: true skips the interstitials. */
  interstitialsDone: boolean;
}): TrolleyNextStep {
  if (!input.slotBooked) return { kind: 'SERVICE_SELECTION' };
  const blockers: TrolleyBlocker[] = [];
  if (input.onTrolleyPage && input.hasHardConflicts) blockers.push('HAS_HARD_CONFLICTS');
  if (!input.minimumSpendThresholdMet) blockers.push('MINIMUM_SPEND_NOT_MET');
  if (blockers.length > 0) return { kind: 'BLOCKED', blockers };
  return input.interstitialsDone ? { kind: 'CHECKOUT' } : { kind: 'INTERSTITIALS' };
}
