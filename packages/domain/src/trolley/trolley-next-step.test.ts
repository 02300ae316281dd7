import { describe, expect, it } from 'vitest';
import { trolleyNextStep } from './trolley-next-step.ts';

const ready = {
  slotBooked: true,
  onTrolleyPage: true,
  hasHardConflicts: false,
  minimumSpendThresholdMet: true,
  interstitialsDone: false,
};

describe('trolleyNextStep', () => {
  it('goes to service selection without a slot', () => {
    expect(trolleyNextStep({ ...ready, slotBooked: false })).toEqual({ kind: 'SERVICE_SELECTION' });
  });

  it('goes to the interstitials, or to checkout once they are done', () => {
    expect(trolleyNextStep(ready)).toEqual({ kind: 'INTERSTITIALS' });
    expect(trolleyNextStep({ ...ready, interstitialsDone: true })).toEqual({ kind: 'CHECKOUT' });
  });

  it('is blocked by hard conflicts on the trolley page and by a minimum spend not met', () => {
    expect(
      trolleyNextStep({ ...ready, hasHardConflicts: true, minimumSpendThresholdMet: false }),
    ).toEqual({ kind: 'BLOCKED', blockers: ['HAS_HARD_CONFLICTS', 'MINIMUM_SPEND_NOT_MET'] });
    expect(trolleyNextStep({ ...ready, hasHardConflicts: true, onTrolleyPage: false })).toEqual({
      kind: 'INTERSTITIALS',
    });
  });
});
