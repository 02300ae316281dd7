import { isBeforeOrderCutOff } from './slot-cut-offs.ts';

/** How a slot shows in the grid (decision 0034). */
export type SlotAvailability = 'AVAILABLE' | 'FULLY_BOOKED' | 'UNAVAILABLE';

/** Past its order cut-off a slot is unavailable; with every place taken, fully booked. */
export function slotAvailability(
  slot: { date: string; booked: number; capacity: number },
  now: Date,
): SlotAvailability {
  if (!isBeforeOrderCutOff(slot.date, now)) return 'UNAVAILABLE';
  return slot.booked >= slot.capacity ? 'FULLY_BOOKED' : 'AVAILABLE';
}
