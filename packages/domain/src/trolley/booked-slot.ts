import { londonIsoDate } from '../time/london-date.ts';

/** Slot types and fulfilment types, spec doc 1 §3 "Slot booking". */
export type SlotType =
  | 'DELIVERY'
  | 'DELIVERY_SERVICE'
  | 'ENTERTAINING_COLLECTION'
  | 'GROCERY_COLLECTION'
  | 'UNDEFINED';

export type FulfilmentType = 'DELIVERY' | 'COLLECTION';

/** What the trolley's rules need to know about the booked slot. */
export interface BookedSlot {
  slotType: SlotType;
  /** Start of the slot: an ISO date-time (UTC) or a Date. */
  start: string | Date;
  /** The slot's delivery charge in pence (0 for collection and free slots). */
  deliveryChargePence: number;
  /**
   * When an unconfirmed hold runs out (ISO), after which the slot is no longer booked; absent
   * when confirmed. What is read with it is kept no longer (decision 0103).
   */
  holdExpiresAt?: string;
}

/** DELIVERY for delivery slots, COLLECTION for either collection; null when undefined. */
export function fulfilmentTypeOf(slotType: SlotType): FulfilmentType | null {
  switch (slotType) {
    case 'DELIVERY':
    case 'DELIVERY_SERVICE':
      return 'DELIVERY';
    case 'GROCERY_COLLECTION':
    case 'ENTERTAINING_COLLECTION':
      return 'COLLECTION';
    case 'UNDEFINED':
      return null;
  }
}

/** A slot that counts as booked: a known type and a readable start. */
export function isBooked(slot: BookedSlot | null | undefined): slot is BookedSlot {
  if (!slot || fulfilmentTypeOf(slot.slotType) === null) return false;
  const time = typeof slot.start === 'string' ? Date.parse(slot.start) : slot.start.getTime();
  return Number.isFinite(time);
}

/** The slot's day in Europe/London as 'YYYY-MM-DD' (a 00:30 BST slot is on its London day). */
export function slotLondonDate(slot: BookedSlot): string {
  return londonIsoDate(typeof slot.start === 'string' ? new Date(slot.start) : slot.start);
}
