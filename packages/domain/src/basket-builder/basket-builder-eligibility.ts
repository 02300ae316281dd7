/**
 * Whether the basket builder is offered (issue 28, decision 0095; spec doc 3 §3, §4 and §8): the
 * status is ELIGIBLE or INELIGIBLE, and an ineligible answer carries one reason, the first of
 * these that holds: no booked slot (NO_SLOT), a slot whose type the builder does not serve
 * (INVALID_SLOT_TYPE), a trolley with nothing to build on (NOT_QUALIFIED), nothing to suggest
 * (NO_SUGGESTIONS).
 */

import type { SlotType } from '../trolley/booked-slot.ts';

export const BASKET_BUILDER_STATUSES = ['ELIGIBLE', 'INELIGIBLE'] as const;
export type BasketBuilderStatus = (typeof BASKET_BUILDER_STATUSES)[number];

export const BASKET_BUILDER_REASONS = [
  'NO_SLOT',
  'INVALID_SLOT_TYPE',
  'NOT_QUALIFIED',
  'NO_SUGGESTIONS',
] as const;
export type BasketBuilderReason = (typeof BASKET_BUILDER_REASONS)[number];

/**
 * The slot types the builder serves: a grocery shop delivered or collected. Entertaining
 * collection is ordered ahead from its own range, and an undefined slot is no slot to plan for.
 */
export const BASKET_BUILDER_SLOT_TYPES: readonly SlotType[] = [
  'DELIVERY',
  'DELIVERY_SERVICE',
  'GROCERY_COLLECTION',
];

export interface BasketBuilderEligibility {
  status: BasketBuilderStatus;
  /** Null exactly when ELIGIBLE. */
  reason: BasketBuilderReason | null;
}

export interface EligibilityFacts {
  /** The booked slot's type; null without a slot. */
  slotType: SlotType | null;
  /** Lines in the trolley with a quantity above zero. */
  trolleyLines: number;
  /** How many products the builder could suggest. */
  suggestions: number;
}

const ineligible = (reason: BasketBuilderReason): BasketBuilderEligibility => ({
  status: 'INELIGIBLE',
  reason,
});

export function basketBuilderEligibility(facts: EligibilityFacts): BasketBuilderEligibility {
  if (facts.slotType === null) return ineligible('NO_SLOT');
  if (!BASKET_BUILDER_SLOT_TYPES.includes(facts.slotType)) return ineligible('INVALID_SLOT_TYPE');
  if (facts.trolleyLines <= 0) return ineligible('NOT_QUALIFIED');
  if (facts.suggestions <= 0) return ineligible('NO_SUGGESTIONS');
  return { status: 'ELIGIBLE', reason: null };
}

/**
 * Whether the suggestions need working out to answer: only once the slot and trolley allow the
 * builder (the cheaper reasons answer without reading any history).
 */
export function needsSuggestions(facts: Omit<EligibilityFacts, 'suggestions'>): boolean {
  return basketBuilderEligibility({ ...facts, suggestions: 1 }).status === 'ELIGIBLE';
}
