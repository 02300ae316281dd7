/**
 * Green slots (decision 0034): a delivery window is green when a van from the branch is already
 * booked to be out delivering within an hour of it on that day, so one more drop adds few miles.
 * The branch is the unit because delivery areas are postcode districts served by one branch.
 */

export const GREEN_SLOT_REACH_MINUTES = 60;

export interface DeliveryWindow {
  start: Date;
  end: Date;
  booked: number;
}

/**
 * Whether `slot` is green given the branch's delivery windows that day (`slot` itself may be
 * among them: its own bookings do not make it green).
 */
export function isGreenSlot(slot: DeliveryWindow, dayWindows: readonly DeliveryWindow[]): boolean {
  const reach = GREEN_SLOT_REACH_MINUTES * 60_000;
  const from = slot.start.getTime() - reach;
  const to = slot.end.getTime() + reach;
  return dayWindows.some(
    (other) =>
      other !== slot &&
      other.booked > 0 &&
      !(
        other.start.getTime() === slot.start.getTime() && other.end.getTime() === slot.end.getTime()
      ) &&
      other.start.getTime() < to &&
      other.end.getTime() > from,
  );
}
