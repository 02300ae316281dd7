import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SlotType } from '../trolley/booked-slot.ts';
import {
  BASKET_BUILDER_REASONS,
  BASKET_BUILDER_SLOT_TYPES,
  basketBuilderEligibility,
  needsSuggestions,
} from './basket-builder-eligibility.ts';

const SLOT_TYPES: SlotType[] = [
  'DELIVERY',
  'DELIVERY_SERVICE',
  'ENTERTAINING_COLLECTION',
  'GROCERY_COLLECTION',
  'UNDEFINED',
];

describe('basketBuilderEligibility', () => {
  it('is eligible with a grocery slot, a trolley to build on and something to suggest', () => {
    expect(
      basketBuilderEligibility({ slotType: 'GROCERY_COLLECTION', trolleyLines: 2, suggestions: 5 }),
    ).toEqual({ status: 'ELIGIBLE', reason: null });
  });

  it('gives each reason the spec lists, the first that holds', () => {
    const reason = (slotType: SlotType | null, trolleyLines: number, suggestions: number) =>
      basketBuilderEligibility({ slotType, trolleyLines, suggestions }).reason;
    expect(reason(null, 0, 0)).toBe('NO_SLOT');
    expect(reason('ENTERTAINING_COLLECTION', 3, 3)).toBe('INVALID_SLOT_TYPE');
    expect(reason('UNDEFINED', 3, 3)).toBe('INVALID_SLOT_TYPE');
    expect(reason('DELIVERY', 0, 3)).toBe('NOT_QUALIFIED');
    expect(reason('DELIVERY', 1, 0)).toBe('NO_SUGGESTIONS');
  });

  it('always answers a status and a reason that agree', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...SLOT_TYPES), { nil: null }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        (slotType, trolleyLines, suggestions) => {
          const answer = basketBuilderEligibility({ slotType, trolleyLines, suggestions });
          const eligible =
            slotType !== null &&
            BASKET_BUILDER_SLOT_TYPES.includes(slotType) &&
            trolleyLines > 0 &&
            suggestions > 0;
          expect(answer.status).toBe(eligible ? 'ELIGIBLE' : 'INELIGIBLE');
          if (eligible) expect(answer.reason).toBeNull();
          else expect(BASKET_BUILDER_REASONS).toContain(answer.reason);
          // The suggestions are worked out only when they decide the answer.
          expect(needsSuggestions({ slotType, trolleyLines })).toBe(
            answer.status === 'ELIGIBLE' || answer.reason === 'NO_SUGGESTIONS',
          );
        },
      ),
    );
  });
});
