import { describe, expect, it } from 'vitest';
import { fulfilmentTypeOf, isBooked, slotLondonDate } from './booked-slot.ts';

describe('booked slot', () => {
  it('knows delivery from collection', () => {
    expect(fulfilmentTypeOf('DELIVERY')).toBe('DELIVERY');
    expect(fulfilmentTypeOf('DELIVERY_SERVICE')).toBe('DELIVERY');
    expect(fulfilmentTypeOf('GROCERY_COLLECTION')).toBe('COLLECTION');
    expect(fulfilmentTypeOf('ENTERTAINING_COLLECTION')).toBe('COLLECTION');
    expect(fulfilmentTypeOf('UNDEFINED')).toBeNull();
  });

  it('counts only a slot of a known type with a readable start as booked', () => {
    const slot = {
      slotType: 'DELIVERY' as const,
      start: '2026-05-01T09:00:00Z',
      deliveryChargePence: 0,
    };
    expect(isBooked(slot)).toBe(true);
    expect(isBooked({ ...slot, slotType: 'UNDEFINED' })).toBe(false);
    expect(isBooked({ ...slot, start: 'soon' })).toBe(false);
    expect(isBooked(null)).toBe(false);
  });

  it('puts the slot on its London day', () => {
    const late = {
      slotType: 'DELIVERY' as const,
      start: '2026-05-01T23:30:00Z',
      deliveryChargePence: 0,
    };
    expect(slotLondonDate(late)).toBe('2026-05-02');
    expect(slotLondonDate({ ...late, start: new Date('2026-01-01T23:30:00Z') })).toBe('2026-01-01');
  });
});
