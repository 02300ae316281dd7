import { describe, expect, it } from 'vitest';
import { bookSlotInputSchema, slotDaysInputSchema } from './slot-input.schema.ts';

describe('slot input', () => {
  it('takes a grid request and refuses unknown fields, types and days', () => {
    expect(
      slotDaysInputSchema.safeParse({ slotType: 'DELIVERY', addressId: 3, days: 5 }).success,
    ).toBe(true);
    expect(slotDaysInputSchema.safeParse({ slotType: 'DELIVERY', extra: 1 }).success).toBe(false);
    expect(slotDaysInputSchema.safeParse({ slotType: 'DELIVERY_SERVICE' }).success).toBe(false);
    expect(slotDaysInputSchema.safeParse({ slotType: 'DELIVERY', days: 22 }).success).toBe(false);
    expect(
      slotDaysInputSchema.safeParse({ slotType: 'DELIVERY', fromDate: '2025-02-30' }).success,
    ).toBe(false);
  });

  it('takes a booking of a slot id as decimal text with a price in whole pence', () => {
    expect(bookSlotInputSchema.safeParse({ slotId: '123', expectedPricePence: 450 }).success).toBe(
      true,
    );
    expect(bookSlotInputSchema.safeParse({ slotId: 123 }).success).toBe(false);
    expect(bookSlotInputSchema.safeParse({ slotId: '01' }).success).toBe(false);
    expect(bookSlotInputSchema.safeParse({ slotId: '1', expectedPricePence: 4.5 }).success).toBe(
      false,
    );
  });
});
