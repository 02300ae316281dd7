/**
 * What must hold before an order is placed (spec doc 2 §4 Checkout; doc 1 §4 Trolley): lines in
 * the trolley, a live booked slot, no hard conflicts and the minimum spend met. The first blocker
 * found is the one reported, in this order, so a customer fixes the cheapest thing first.
 */

export type PlacementBlocker =
  | 'TROLLEY_EMPTY'
  | 'NO_SLOT'
  /** The slot's hold ran out (410, spec doc 2 §4): book again. */
  | 'SLOT_EXPIRED'
  | 'HAS_HARD_CONFLICTS'
  | 'MINIMUM_SPEND_NOT_MET';

export interface PlacementCheckInput {
  lineCount: number;
  /** The booked slot's reservation expiry; null when no slot is booked. */
  slotReservedUntil: Date | null;
  /** No live slot because the order's hold ran out (not because none was booked). */
  slotHoldLapsed?: boolean;
  hardConflictCount: number;
  minimumSpendThresholdMet: boolean;
  now: Date;
}

export function placementBlocker(input: PlacementCheckInput): PlacementBlocker | null {
  if (input.lineCount <= 0) return 'TROLLEY_EMPTY';
  if (input.slotReservedUntil !== null && input.slotReservedUntil.getTime() <= input.now.getTime())
    return 'SLOT_EXPIRED';
  if (input.slotReservedUntil === null) return input.slotHoldLapsed ? 'SLOT_EXPIRED' : 'NO_SLOT';
  if (input.hardConflictCount > 0) return 'HAS_HARD_CONFLICTS';
  if (!input.minimumSpendThresholdMet) return 'MINIMUM_SPEND_NOT_MET';
  return null;
}

/** What is left for the card to pay once gift cards and vouchers have taken their part. */
export function amountLeftToPay(totalPence: number, redeemedPence: number): number {
  return Math.max(0, totalPence - Math.max(0, redeemedPence));
}
