import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InstantCheckoutFacts, instantCheckoutState } from './instant-checkout.ts';

const now = new Date('2026-11-24T12:00:00Z');
const ready: InstantCheckoutFacts = {
  usableSavedCards: 1,
  slotReservedUntil: new Date('2026-11-24T14:00:00Z'),
  lineCount: 3,
  hardConflictCount: 0,
  minimumSpendThresholdMet: true,
  giftCardCount: 0,
  giftVoucherCount: 0,
  now,
};

describe('instantCheckoutState (decision 0044)', () => {
  it('proves a saved card, a live slot, items, no conflicts, minimum spend and no tenders make it ALLOWED', () => {
    expect(instantCheckoutState(ready)).toBe('ALLOWED');
  });

  it('proves each missing fact alone makes it NOT_ALLOWED', () => {
    const spoilers: Partial<InstantCheckoutFacts>[] = [
      { usableSavedCards: 0 },
      { slotReservedUntil: null },
      { slotReservedUntil: now },
      { lineCount: 0 },
      { hardConflictCount: 1 },
      { minimumSpendThresholdMet: false },
      { giftCardCount: 1 },
      { giftVoucherCount: 2 },
    ];
    for (const spoiler of spoilers) {
      expect(instantCheckoutState({ ...ready, ...spoiler }), JSON.stringify(spoiler)).toBe(
        'NOT_ALLOWED',
      );
    }
  });

  it('proves any applied gift card or voucher keeps it NOT_ALLOWED whatever else holds', () => {
    fc.assert(
      fc.property(fc.nat(10), fc.nat(10), (cards, vouchers) => {
        const state = instantCheckoutState({
          ...ready,
          giftCardCount: cards,
          giftVoucherCount: vouchers,
        });
        return state === (cards + vouchers === 0 ? 'ALLOWED' : 'NOT_ALLOWED');
      }),
    );
  });
});
