import { isBeforeOrderCutOff } from './slot-cut-offs.ts';

/** How a slot shows in the grid (decision 0034). */
export type SlotAvailability = 'AVAILABLE' | 'FULLY_BOOKED' | 'UNAVAILABLE';

/** Past its order cut-off a slot is unavailable; with every place taken, fully booked. */
export function slotAvailability(
  slot: { date: string; booked: number; capacity: number },
  now: Date,
): SlotAvailability {
  return availabilityOf(isBeforeOrderCutOff(slot.date, now), slot);
}

/** The same, for a slot whose day's cut-off is already known (a grid works it out per day). */
export function availabilityOf(
  dayOpen: boolean,
  slot: { booked: number; capacity: number },
): SlotAvailability {
  if (!dayOpen) return 'UNAVAILABLE';
  return slot.booked >= slot.capacity ? 'FULLY_BOOKED' : 'AVAILABLE';
}
