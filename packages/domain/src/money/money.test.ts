import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatPrice,
  formatUnitPrice,
  gramPriceToKilo,
  moneyOfPence,
  parsePriceString,
  parsePriceStringToPence,
} from './money.ts';

describe('formatMoney', () => {
  it('formats pence as en-GB pounds with grouping and two decimals', () => {
    expect(formatMoney(123450)).toBe('£1,234.50');
    expect(formatMoney(5)).toBe('£0.05');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(-250)).toBe('-£2.50');
  });

  it('writes every amount as the en-GB GBP format of Intl does', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -10_000_000, max: 10_000_000 }),
          fc.double({ min: -1e17, max: 1e17, noNaN: true }),
          fc.constantFrom(0.5, -0.5, -0.4, 99.5, 1e20, Number.NaN, Number.POSITIVE_INFINITY),
        ),
        (pence) => {
          expect(formatMoney(pence)).toBe(intl.format(Math.round(pence) / 100));
        },
      ),
    );
  });
});

describe('formatPrice', () => {
  it('shows amounts under £1 in pence', () => {
    expect(formatPrice(85)).toBe('85p');
    expect(formatPrice(1)).toBe('1p');
    expect(formatPrice(99)).toBe('99p');
    expect(formatPrice(0)).toBe('0p');
    expect(formatPrice(-85)).toBe('-85p');
  });

  it('shows £1 and above in pounds', () => {
    expect(formatPrice(100)).toBe('£1.00');
    expect(formatPrice(125)).toBe('£1.25');
    expect(formatPrice(123450)).toBe('£1,234.50');
  });
});

describe('parsePriceString', () => {
  it('converts p strings to pounds', () => {
    expect(parsePriceString('85p')).toBe(0.85);
    expect(parsePriceString(' 5p ')).toBe(0.05);
    expect(parsePriceString('150P')).toBe(1.5);
  });

  it('reads pound strings with or without the sign', () => {
    expect(parsePriceString('£1.25')).toBe(1.25);
    expect(parsePriceString('1.25')).toBe(1.25);
    expect(parsePriceString('£1,234.50')).toBe(1234.5);
    expect(parsePriceString('-£2')).toBe(-2);
  });

  it('refuses text that is not a price', () => {
    for (const text of ['', 'free', '£', '£85p', '1,2,3', '1.2.3', 'p']) {
      expect(parsePriceString(text)).toBeNull();
    }
  });

  it('round-trips every formatted shelf price back to the same pence', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (pence) => {
        expect(parsePriceStringToPence(formatPrice(pence))).toBe(pence);
      }),
    );
  });
});

describe('gramPriceToKilo', () => {
  it('prices a gram quantity at the per-kilo price divided by 1000', () => {
    // 250 g of cheese at £12.00/kg costs £3.00
    expect(gramPriceToKilo(250, 1200)).toBe(300);
    expect(gramPriceToKilo(1000, 899)).toBe(899);
    // 333 g at £1.00/kg = 33.3p, rounded to whole pence
    expect(gramPriceToKilo(333, 100)).toBe(33);
  });
});

describe('formatUnitPrice', () => {
  const money = (amount: number) => ({ amount, currencyCode: 'GBP' as const });

  it('names each unit as shown on the shelf', () => {
    expect(formatUnitPrice({ quantity: { amount: 1, uom: 'KGM' }, price: money(250) })).toBe(
      '£2.50/kg',
    );
    expect(formatUnitPrice({ quantity: { amount: 1, uom: 'C62' }, price: 33 })).toBe('33p each');
    expect(formatUnitPrice({ quantity: { amount: 100, uom: 'GRM' }, price: 110 })).toBe(
      '£1.10/100g',
    );
    expect(formatUnitPrice({ quantity: { amount: 1, uom: 'LTR' }, price: 420 })).toBe(
      '£4.20/litre',
    );
    expect(formatUnitPrice({ quantity: { amount: 75, uom: 'CLT' }, price: 90 })).toBe('90p/75cl');
    expect(formatUnitPrice({ quantity: { amount: 100, uom: 'MLT' }, price: 45 })).toBe('45p/100ml');
  });

  it('shows nothing for a unit it cannot name or a zero quantity', () => {
    expect(formatUnitPrice({ quantity: { amount: 1, uom: 'XYZ' }, price: 100 })).toBeNull();
    expect(formatUnitPrice({ quantity: { amount: 0, uom: 'KGM' }, price: 100 })).toBeNull();
  });
});

describe('moneyOfPence', () => {
  it('carries whole pence in GBP, rounding a fraction of a penny', () => {
    expect(moneyOfPence(450)).toEqual({ amount: 450, currencyCode: 'GBP' });
    expect(moneyOfPence(449.5)).toEqual({ amount: 450, currencyCode: 'GBP' });
    expect(moneyOfPence(0)).toEqual({ amount: 0, currencyCode: 'GBP' });
  });
});
