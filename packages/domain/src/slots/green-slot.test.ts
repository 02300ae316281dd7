import { describe, expect, it } from 'vitest';
import { type DeliveryWindow, isGreenSlot } from './green-slot.ts';

const at = (hour: number) => new Date(Date.UTC(2025, 6, 8, hour));
const window = (from: number, to: number, booked = 0): DeliveryWindow => ({
  start: at(from),
  end: at(to),
  booked,
});

describe('isGreenSlot', () => {
  it('is green when a van is booked within an hour of the window', () => {
    const slot = window(12, 13);
    expect(isGreenSlot(slot, [slot, window(10, 11), window(13, 14, 1)])).toBe(true);
    expect(isGreenSlot(slot, [slot, window(10, 11, 2)])).toBe(false);
    expect(isGreenSlot(slot, [slot, window(14, 15, 1)])).toBe(false);
  });

  it('counts a booked saver window overlapping the reach', () => {
    expect(isGreenSlot(window(12, 13), [window(8, 12, 1)])).toBe(true);
  });

  it('does not make a window green by its own bookings', () => {
    const slot = window(12, 13, 3);
    expect(isGreenSlot(slot, [slot, window(12, 13, 3)])).toBe(false);
  });
});
