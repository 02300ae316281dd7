import { describe, expect, it } from 'vitest';
import { type CurrentSlotFacts, viewerSlotOf } from './viewer-slot.ts';

const current: CurrentSlotFacts = {
  slotType: 'DELIVERY',
  branchId: 651,
  addressId: 12,
  branchName: 'Reading',
  addressSummary: '5 Elm Road, Reading, RG1 4AB',
  startDateTime: '2026-11-24T09:00:00Z',
  endDateTime: '2026-11-24T10:00:00Z',
  slotExpiryTime: '2026-11-23T15:00:00Z',
  status: 'UNCONFIRMED',
};

describe('the viewer slot', () => {
  it('names the delivery address for a delivery slot and the branch for a collection', () => {
    expect(viewerSlotOf(current)?.place).toBe('5 Elm Road, Reading, RG1 4AB');
    expect(viewerSlotOf({ ...current, slotType: 'GROCERY_COLLECTION', addressId: -1 })?.place).toBe(
      'Reading',
    );
  });

  it('is none without a slot or for an undefined slot type', () => {
    expect(viewerSlotOf(null)).toBeNull();
    expect(viewerSlotOf({ ...current, slotType: 'UNDEFINED' })).toBeNull();
  });
});
