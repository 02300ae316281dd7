import { describe, expect, it } from 'vitest';
import { withSpecialPrice } from './special-price.ts';

const card = { price: 250, unitPrice: '£5.00/kg', name: 'Tart' };

describe('withSpecialPrice', () => {
  it('shows the engine’s price with the shelf price as the was-price, and no shelf unit price', () => {
    expect(
      withSpecialPrice(card, { lineNumber: '1', pricePence: 199, regularPricePence: 250 }),
    ).toEqual({ price: 199, wasPrice: 250, unitPrice: null, name: 'Tart' });
  });

  it('leaves a card alone without a special, or when the engine took nothing off', () => {
    expect(withSpecialPrice(card, undefined)).toBe(card);
    expect(
      withSpecialPrice(card, { lineNumber: '1', pricePence: 250, regularPricePence: 250 }),
    ).toBe(card);
  });
});
