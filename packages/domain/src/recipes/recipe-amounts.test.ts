import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abbreviateUnit,
  FRACTION_SYMBOLS,
  formatFraction,
  formatIngredientAmount,
  fractionsToSymbols,
} from './recipe-amounts.ts';

describe('formatFraction', () => {
  it('maps fractions to symbols', () => {
    expect(formatFraction(0.5)).toBe('½');
    expect(formatFraction(1.25)).toBe('1¼');
    expect(formatFraction(0.75)).toBe('¾');
    expect(formatFraction(1 / 3)).toBe('⅓');
    expect(formatFraction(0.333)).toBe('⅓');
    expect(formatFraction(2 + 2 / 3)).toBe('2⅔');
    expect(formatFraction(0.125)).toBe('⅛');
  });

  it('writes whole numbers plainly and other parts as decimals', () => {
    expect(formatFraction(2)).toBe('2');
    expect(formatFraction(1.999)).toBe('2');
    expect(formatFraction(1.45)).toBe('1.45');
    expect(formatFraction(0)).toBe('0');
    expect(formatFraction(-1)).toBe('0');
  });

  it('every amount reads as its whole part followed by at most one symbol or decimals', () => {
    const symbols = FRACTION_SYMBOLS.map(([, symbol]) => symbol).join('');
    const shape = new RegExp(`^(\\d*[${symbols}]|\\d+(\\.\\d{1,2})?)$`);
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1000, noNaN: true }), (amount) => {
        expect(formatFraction(amount)).toMatch(shape);
      }),
    );
  });

  it('a symbol is never further than a hundredth from the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom(...FRACTION_SYMBOLS),
        (whole, [value, symbol]) => {
          const text = formatFraction(whole + value);
          expect(text).toBe(`${whole === 0 ? '' : whole}${symbol}`);
        },
      ),
    );
  });
});

describe('fractionsToSymbols', () => {
  it('writes text fractions as symbols', () => {
    expect(fractionsToSymbols('Add 1/2 tsp salt and 1 1/2 tbsp oil')).toBe(
      'Add ½ tsp salt and 1½ tbsp oil',
    );
    expect(fractionsToSymbols('a 3/7 chance')).toBe('a 3/7 chance');
  });
});

describe('units', () => {
  it('abbreviates g, kgs, tbsp and tsp', () => {
    expect(abbreviateUnit('grams')).toBe('g');
    expect(abbreviateUnit('Kilograms')).toBe('kgs');
    expect(abbreviateUnit('tablespoons')).toBe('tbsp');
    expect(abbreviateUnit('teaspoon')).toBe('tsp');
    expect(abbreviateUnit('cloves')).toBe('cloves');
  });

  it('reads an amount with its unit', () => {
    expect(formatIngredientAmount(200, 'grams')).toBe('200g');
    expect(formatIngredientAmount(1.5, 'tablespoons')).toBe('1½ tbsp');
    expect(formatIngredientAmount(2, 'kilograms')).toBe('2kgs');
    expect(formatIngredientAmount(1, 'kg')).toBe('1kg');
    expect(formatIngredientAmount(0.5, 'teaspoon')).toBe('½ tsp');
    expect(formatIngredientAmount(3, 'cloves')).toBe('3 cloves');
    expect(formatIngredientAmount(2, null)).toBe('2');
  });
});
