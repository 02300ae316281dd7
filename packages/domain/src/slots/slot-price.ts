import { weekdayOf } from './london-time.ts';
import type { BookableSlotType, SlotGridType } from './slot-templates.ts';

/**
 * What a slot costs (decision 0034). Collection is free. Delivery is priced by demand: the
 * evening and early-morning windows and weekends are dearer, quiet weekday middays cheapest,
 * and the saver grid's wider windows cheaper still; a window three-quarters full costs £1 more;
 * a green slot (a van already nearby, green-slot.ts) is 50p off — the slot offer.
 */

export const DEMAND_SURCHARGE_PENCE = 100;
/** A window this full (booked / capacity) carries the demand surcharge. */
export const DEMAND_SURCHARGE_FILL = 0.75;
export const GREEN_SLOT_DISCOUNT_PENCE = 50;

const WEEKEND_SURCHARGE_PENCE = 100;

/** The price of a delivery window before demand and offers, in pence. */
export function basePricePence(
  slotType: BookableSlotType,
  gridType: SlotGridType,
  date: string,
  startMinutes: number,
): number {
  if (slotType !== 'DELIVERY') return 0;
  const weekday = weekdayOf(date);
  const weekend = weekday === 0 || weekday === 6;
  const hour = Math.floor(startMinutes / 60);
  if (gridType === 'SAVER') {
    const offPeak = hour >= 10 && hour < 16;
    return (offPeak ? 150 : 250) + (weekend ? 50 : 0);
  }
  let price: number;
  if (hour < 10) price = 450;
  else if (hour < 16) price = 300;
  else if (hour < 20) price = 550;
  else price = 400;
  return price + (weekend ? WEEKEND_SURCHARGE_PENCE : 0);
}

export interface SlotPriceInput {
  basePricePence: number;
  booked: number;
  capacity: number;
  greenSlot: boolean;
  /**
   * The shopper's delivery pass pays for this slot (decision 0087; the delivery-pass rules'
   * passCoversSlot decides): the charge is waived.
   */
  deliveryPass?: boolean;
}

/** Whether the window is full enough to cost more. */
export function inDemand(booked: number, capacity: number): boolean {
  return capacity > 0 && booked / capacity >= DEMAND_SURCHARGE_FILL;
}

/**
 * The price a shopper pays for the window now; never below zero, collection stays free, and a
 * window the shopper's delivery pass covers costs nothing.
 */
export function slotPricePence(input: SlotPriceInput): number {
  if (input.basePricePence <= 0 || input.deliveryPass === true) return 0;
  const demand = inDemand(input.booked, input.capacity) ? DEMAND_SURCHARGE_PENCE : 0;
  const offer = input.greenSlot ? GREEN_SLOT_DISCOUNT_PENCE : 0;
  return Math.max(0, input.basePricePence + demand - offer);
}

export type PriceCheck =
  | { outcome: 'same' }
  /** The shopper saw a green slot's offer price that no longer applies. */
  | { outcome: 'offer-ended'; pricePence: number }
  | { outcome: 'changed'; pricePence: number };

/**
 * Compares the price the shopper saw with the price now: an offer that has ended is told apart
 * from any other change (spec doc 1 §8: "slot offers not valid, continue at the non-offer price"
 * and "delivery charge changed").
 */
export function checkExpectedPrice(
  expectedPence: number | undefined,
  now: SlotPriceInput,
): PriceCheck {
  const pricePence = slotPricePence(now);
  if (expectedPence === undefined || expectedPence === pricePence) return { outcome: 'same' };
  const withOffer = slotPricePence({ ...now, greenSlot: true });
  if (!now.greenSlot && expectedPence === withOffer) return { outcome: 'offer-ended', pricePence };
  return { outcome: 'changed', pricePence };
}
