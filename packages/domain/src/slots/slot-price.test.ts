import { describe, expect, it } from 'vitest';
import {
  basePricePence,
  checkExpectedPrice,
  DEMAND_SURCHARGE_PENCE,
  GREEN_SLOT_DISCOUNT_PENCE,
  inDemand,
  slotPricePence,
} from './slot-price.ts';

const TUESDAY = '2025-07-08';
const SATURDAY = '2025-07-12';

describe('basePricePence', () => {
  it('makes the evening dearest, weekday middays cheapest and weekends dearer', () => {
    expect(basePricePence('DELIVERY', 'DEFAULT', TUESDAY, 7 * 60)).toBe(450);
    expect(basePricePence('DELIVERY', 'DEFAULT', TUESDAY, 12 * 60)).toBe(300);
    expect(basePricePence('DELIVERY', 'DEFAULT', TUESDAY, 18 * 60)).toBe(550);
    expect(basePricePence('DELIVERY', 'DEFAULT', TUESDAY, 21 * 60)).toBe(400);
    expect(basePricePence('DELIVERY', 'DEFAULT', SATURDAY, 12 * 60)).toBe(400);
  });

  it('makes the saver grid cheaper than the 1-hour grid at the same time', () => {
    for (const date of [TUESDAY, SATURDAY]) {
      for (const hour of [8, 10, 14, 18]) {
        expect(basePricePence('DELIVERY', 'SAVER', date, hour * 60)).toBeLessThan(
          basePricePence('DELIVERY', 'DEFAULT', date, hour * 60),
        );
      }
    }
  });

  it('makes collection free', () => {
    expect(basePricePence('GROCERY_COLLECTION', 'DEFAULT', SATURDAY, 18 * 60)).toBe(0);
    expect(basePricePence('ENTERTAINING_COLLECTION', 'DEFAULT', SATURDAY, 10 * 60)).toBe(0);
  });
});

describe('slotPricePence', () => {
  const slot = { basePricePence: 450, booked: 0, capacity: 8, greenSlot: false };

  it('adds the demand surcharge once a window is three-quarters full', () => {
    expect(inDemand(5, 8)).toBe(false);
    expect(inDemand(6, 8)).toBe(true);
    expect(slotPricePence({ ...slot, booked: 6 })).toBe(450 + DEMAND_SURCHARGE_PENCE);
  });

  it('takes the green-slot offer off, never below zero, and keeps collection free', () => {
    expect(slotPricePence({ ...slot, greenSlot: true })).toBe(450 - GREEN_SLOT_DISCOUNT_PENCE);
    expect(slotPricePence({ ...slot, basePricePence: 20, greenSlot: true })).toBe(0);
    expect(slotPricePence({ ...slot, basePricePence: 0, booked: 8 })).toBe(0);
  });

  it('waives the whole charge, surcharge included, when the delivery pass covers the slot', () => {
    expect(slotPricePence({ ...slot, booked: 7, deliveryPass: true })).toBe(0);
    expect(slotPricePence({ ...slot, deliveryPass: false })).toBe(450);
    // The shopper who saw the waived price books at it; one who saw the full price is told.
    expect(checkExpectedPrice(0, { ...slot, deliveryPass: true })).toEqual({ outcome: 'same' });
    expect(checkExpectedPrice(450, { ...slot, deliveryPass: true })).toEqual({
      outcome: 'changed',
      pricePence: 0,
    });
  });
});

describe('checkExpectedPrice', () => {
  const slot = { basePricePence: 450, booked: 0, capacity: 8, greenSlot: false };

  it('passes the price the shopper saw, or none', () => {
    expect(checkExpectedPrice(450, slot)).toEqual({ outcome: 'same' });
    expect(checkExpectedPrice(undefined, { ...slot, booked: 7 })).toEqual({ outcome: 'same' });
  });

  it('tells an ended green offer from any other change', () => {
    expect(checkExpectedPrice(400, slot)).toEqual({ outcome: 'offer-ended', pricePence: 450 });
    expect(checkExpectedPrice(450, { ...slot, booked: 6 })).toEqual({
      outcome: 'changed',
      pricePence: 550,
    });
    expect(checkExpectedPrice(450, { ...slot, greenSlot: true })).toEqual({
      outcome: 'changed',
      pricePence: 400,
    });
  });
});
