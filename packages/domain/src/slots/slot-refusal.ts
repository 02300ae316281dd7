import type { Conflict, ConflictReason } from '../trolley/conflicts.ts';

/**
 * Booking re-checks the trolley against the slot (spec doc 1 §8): the trolley's conflicts for
 * the proposed slot decide whether it may be reserved. Unavailable items stop any booking
 * ('Unavailable items in trolley'); grocery items stop an entertaining collection slot ('These
 * slots are for collecting Entertaining items only'); restriction dates and lead times rule the
 * day out ('Choose another date or remove item'). Other conflicts (a cap, an entertaining item
 * on a delivery) stay on the trolley for the shopper to resolve before checkout.
 */

export type SlotTrolleyRefusal =
  | 'TROLLEY_HAS_UNAVAILABLE_ITEMS'
  | 'ENTERTAINING_ONLY_SLOTS'
  | 'SLOT_RESTRICTION_CONFLICT';

const REFUSALS: readonly [SlotTrolleyRefusal, readonly ConflictReason[]][] = [
  ['TROLLEY_HAS_UNAVAILABLE_ITEMS', ['NOT_SOLD', 'SOLD_OUT_ONLINE', 'PAST_CUT_OFF']],
  ['ENTERTAINING_ONLY_SLOTS', ['ENTERTAINING_SLOT_GROCERIES']],
  ['SLOT_RESTRICTION_CONFLICT', ['OUTSIDE_RESTRICTED_DATES', 'LEAD_TIME']],
];

export interface SlotTrolleyCheck {
  refusal: SlotTrolleyRefusal;
  /** The lines behind it. */
  lineNumbers: string[];
  /** Days the restricted lines could have instead (restriction conflicts). */
  slotOptionDates: string[];
}

/** The first refusal the conflicts give, with the lines behind it; null when the slot may go. */
export function slotTrolleyCheck(conflicts: readonly Conflict[]): SlotTrolleyCheck | null {
  for (const [refusal, reasons] of REFUSALS) {
    const hits = conflicts.filter((c) => c.type === 'HARD' && reasons.includes(c.reason));
    if (hits.length > 0) {
      return {
        refusal,
        lineNumbers: [...new Set(hits.map((c) => c.lineNumber))],
        slotOptionDates: [
          ...new Set(hits.flatMap((c) => c.slotOptionDates.map((option) => option.date))),
        ].sort(),
      };
    }
  }
  return null;
}
