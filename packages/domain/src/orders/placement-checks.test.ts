import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountLeftToPay, type PlacementCheckInput, placementBlocker } from './placement-checks.ts';

const now = new Date('2026-11-24T10:00:00Z');
const ready: PlacementCheckInput = {
  lineCount: 3,
  slotReservedUntil: new Date('2026-11-24T12:00:00Z'),
  hardConflictCount: 0,
  minimumSpendThresholdMet: true,
  now,
};

describe('placementBlocker', () => {
  it('lets a trolley with lines, a live slot, no hard conflicts and the minimum spend through', () => {
    expect(placementBlocker(ready)).toBeNull();
  });

  it('names each blocker on its own', () => {
    expect(placementBlocker({ ...ready, lineCount: 0 })).toBe('TROLLEY_EMPTY');
    expect(placementBlocker({ ...ready, slotReservedUntil: null })).toBe('NO_SLOT');
    // A hold that ran out is SLOT_EXPIRED (410: book again), not NO_SLOT (issue 21).
    expect(placementBlocker({ ...ready, slotReservedUntil: now })).toBe('SLOT_EXPIRED');
    expect(placementBlocker({ ...ready, slotReservedUntil: null, slotHoldLapsed: true })).toBe(
      'SLOT_EXPIRED',
    );
    expect(placementBlocker({ ...ready, slotReservedUntil: null, slotHoldLapsed: false })).toBe(
      'NO_SLOT',
    );
    expect(placementBlocker({ ...ready, hardConflictCount: 1 })).toBe('HAS_HARD_CONFLICTS');
    expect(placementBlocker({ ...ready, minimumSpendThresholdMet: false })).toBe(
      'MINIMUM_SPEND_NOT_MET',
    );
  });

  it('reports the empty trolley before a missing slot, and the slot before conflicts or spend', () => {
    expect(
      placementBlocker({
        lineCount: 0,
        slotReservedUntil: null,
        hardConflictCount: 2,
        minimumSpendThresholdMet: false,
        now,
      }),
    ).toBe('TROLLEY_EMPTY');
    expect(placementBlocker({ ...ready, slotReservedUntil: null, hardConflictCount: 2 })).toBe(
      'NO_SLOT',
    );
    expect(
      placementBlocker({ ...ready, hardConflictCount: 2, minimumSpendThresholdMet: false }),
    ).toBe('HAS_HARD_CONFLICTS');
  });
});

describe('amountLeftToPay', () => {
  it('is the total less what tenders took, never below nothing', () => {
    expect(amountLeftToPay(5000, 2000)).toBe(3000);
    expect(amountLeftToPay(5000, 7000)).toBe(0);
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.integer({ min: -1000, max: 1_000_000 }),
        (total, redeemed) => {
          const left = amountLeftToPay(total, redeemed);
          return left >= 0 && left <= total;
        },
      ),
    );
  });
});
