import { fulfilmentTypeOf, type SlotType } from '../trolley/booked-slot.ts';

/**
 * The booked slot as the page frame shows it (decision 0036): the header's slot summary, the
 * expiry timer and the trolley page's minimum spend read it from the viewer fragment. A pick of
 * the slots context's current slot, so the fragment stays small.
 */
export interface ViewerSlot {
  slotType: SlotType;
  branchId: number;
  /** -1 for collection. */
  addressId: number;
  /** ISO date-times. */
  startDateTime: string;
  endDateTime: string;
  slotExpiryTime: string;
  status: 'CANCELLED' | 'CONFIRMED' | 'EXPIRED' | 'UNCONFIRMED';
  /** 'Delivery to:' the address on one line, or 'Collect from:' the branch. */
  place: string | null;
}

/** The fields of the context's current slot the viewer keeps. */
export interface CurrentSlotFacts {
  slotType: SlotType;
  branchId: number;
  addressId: number;
  branchName: string | null;
  addressSummary: string | null;
  startDateTime: string;
  endDateTime: string;
  slotExpiryTime: string;
  status: ViewerSlot['status'];
}

export function viewerSlotOf(current: CurrentSlotFacts | null): ViewerSlot | null {
  if (!current || fulfilmentTypeOf(current.slotType) === null) return null;
  const delivery = fulfilmentTypeOf(current.slotType) === 'DELIVERY';
  return {
    slotType: current.slotType,
    branchId: current.branchId,
    addressId: current.addressId,
    startDateTime: current.startDateTime,
    endDateTime: current.endDateTime,
    slotExpiryTime: current.slotExpiryTime,
    status: current.status,
    place: delivery ? current.addressSummary : current.branchName,
  };
}
