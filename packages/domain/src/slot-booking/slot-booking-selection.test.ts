import { describe, expect, it } from 'vitest';
import {
  changeFulfilmentType,
  NO_SELECTION,
  type SlotBookingSelection,
  selectionFromQuery,
  selectionQuery,
} from './slot-booking-selection.ts';

const delivery: SlotBookingSelection = {
  fulfilmentType: 'DELIVERY',
  selectedAddress: 12,
  selectedBranch: null,
  selectedDate: '2026-11-26',
  proposedSlot: 'slot-9',
  gridLength: 3,
};

describe('changing fulfilment type', () => {
  it('clears the address, branch, date and proposed slot, keeping the grid length', () => {
    expect(changeFulfilmentType(delivery, 'COLLECTION')).toEqual({
      ...NO_SELECTION,
      fulfilmentType: 'COLLECTION',
      gridLength: 3,
    });
    const collection = {
      ...NO_SELECTION,
      fulfilmentType: 'COLLECTION' as const,
      selectedBranch: 7,
    };
    expect(changeFulfilmentType(collection, 'DELIVERY').selectedBranch).toBeNull();
  });

  it('changes nothing when the type stays the same', () => {
    expect(changeFulfilmentType(delivery, 'DELIVERY')).toBe(delivery);
  });
});

describe('the selection in a grid page address', () => {
  it('round-trips through the query, leaving out what is not chosen', () => {
    expect(selectionQuery(delivery)).toBe('?addressId=12&from=2026-11-26&gridLength=3');
    expect(
      selectionFromQuery(
        new URLSearchParams('addressId=12&from=2026-11-26&gridLength=3'),
        'DELIVERY',
      ),
    ).toEqual({ ...delivery, proposedSlot: null });
    expect(selectionQuery(NO_SELECTION)).toBe('');
  });

  it('applies changes, such as the next page or the other grid length', () => {
    expect(selectionQuery(delivery, { selectedDate: '2026-11-29', gridLength: 5 })).toBe(
      '?addressId=12&from=2026-11-29',
    );
  });

  it('reads an address only for delivery and a branch only for collection', () => {
    const params = new URLSearchParams('addressId=4&branchId=651');
    expect(selectionFromQuery(params, 'DELIVERY')).toMatchObject({
      selectedAddress: 4,
      selectedBranch: null,
    });
    expect(selectionFromQuery(params, 'COLLECTION')).toMatchObject({
      selectedAddress: null,
      selectedBranch: 651,
    });
  });

  it('ignores ids and dates that do not read', () => {
    const params = new URLSearchParams(
      'addressId=-1&branchId=9999999999&from=2026-02-30&gridLength=7',
    );
    expect(selectionFromQuery(params, 'DELIVERY')).toEqual({
      ...NO_SELECTION,
      fulfilmentType: 'DELIVERY',
    });
    expect(
      selectionFromQuery(new URLSearchParams('branchId=1e3'), 'COLLECTION').selectedBranch,
    ).toBeNull();
  });
});
