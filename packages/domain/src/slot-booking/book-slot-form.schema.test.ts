import { describe, expect, it } from 'vitest';
import { readBookSlotForm } from './book-slot-form.schema.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('the slot form', () => {
  it('reads a delivery booking with the price the shopper saw', () => {
    expect(
      readBookSlotForm(form({ slotId: '1042', addressId: '12', expectedPricePence: '450' })),
    ).toEqual({
      ok: true,
      value: { slotId: '1042', addressId: 12, expectedPricePence: 450 },
    });
  });

  it('reads a collection booking without an address or price, ignoring other fields', () => {
    expect(readBookSlotForm(form({ slotId: '7', intent: 'book' }))).toEqual({
      ok: true,
      value: { slotId: '7' },
    });
  });

  it('refuses a missing or odd slot id, naming the field', () => {
    expect(readBookSlotForm(form({}))).toEqual({ ok: false, message: 'slotId must be a slot id' });
    expect(readBookSlotForm(form({ slotId: '<script>' }))).toEqual({
      ok: false,
      message: 'slotId must be a slot id',
    });
  });

  it('refuses addresses and prices that are not whole positive numbers', () => {
    expect(readBookSlotForm(form({ slotId: '7', addressId: '-3' }))).toEqual({
      ok: false,
      message: 'addressId must be an address id',
    });
    expect(readBookSlotForm(form({ slotId: '7', addressId: '99999999999' })).ok).toBe(false);
    expect(readBookSlotForm(form({ slotId: '7', expectedPricePence: '4.50' }))).toEqual({
      ok: false,
      message: 'expectedPricePence must be a price in pence',
    });
  });
});
