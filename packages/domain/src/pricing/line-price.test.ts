import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canPriceUom,
  kiloPriceFromUnitPrice,
  lineDepositPence,
  linePrice,
  weighedEstimatePence,
} from './line-price.ts';

const item = { itemPricePence: 125, kiloPricePence: null, priceEstimated: false };
const looseApples = { itemPricePence: 38, kiloPricePence: 250, priceEstimated: true };
const deliHam = { itemPricePence: 320, kiloPricePence: 3200, priceEstimated: true };

describe('linePrice for items', () => {
  it('charges whole items at the shelf price, not estimated', () => {
    expect(linePrice({ amount: 3, uom: 'C62' }, item)).toEqual({
      quantity: { amount: 3, uom: 'C62' },
      pence: 375,
      estimated: false,
      items: 3,
    });
  });

  it('normalises the quantity first: 120 items is the 99 maximum, -2 is none', () => {
    expect(linePrice({ amount: 120, uom: 'C62' }, item).pence).toBe(99 * 125);
    expect(linePrice({ amount: -2, uom: 'C62' }, item)).toMatchObject({ pence: 0, items: 0 });
  });

  it('marks a weighed product sold each as an estimate', () => {
    expect(linePrice({ amount: 4, uom: 'C62' }, looseApples)).toMatchObject({
      pence: 152,
      estimated: true,
      items: 4,
    });
  });
});

describe('linePrice for weighed quantities', () => {
  it('prices kilograms at the price per kilogram, as an estimate with no items to count', () => {
    expect(linePrice({ amount: 1.5, uom: 'KGM' }, looseApples)).toEqual({
      quantity: { amount: 1.5, uom: 'KGM' },
      pence: 375,
      estimated: true,
      items: 0,
    });
  });

  it('prices grams by dividing by 1000: 250 g of £32/kg ham is £8', () => {
    expect(linePrice({ amount: 250, uom: 'GRM' }, deliHam).pence).toBe(800);
  });

  it('rounds the weight to the unit first: 0.26 kg is 0.3 kg', () => {
    expect(linePrice({ amount: 0.26, uom: 'KGM' }, looseApples)).toMatchObject({
      quantity: { amount: 0.3, uom: 'KGM' },
      pence: 75,
    });
  });

  it('refuses a unit the product is not sold in', () => {
    const deliOnly = { ...deliHam, uoms: ['GRM'] as const };
    expect(canPriceUom(deliOnly, 'GRM')).toBe(true);
    expect(canPriceUom(deliOnly, 'C62')).toBe(false);
  });

  it('refuses a weighed unit the product has no price per kilogram for', () => {
    expect(canPriceUom(item, 'KGM')).toBe(false);
    expect(canPriceUom(item, 'C62')).toBe(true);
    expect(() => linePrice({ amount: 1, uom: 'KGM' }, item)).toThrow(RangeError);
  });
});

describe('weighedEstimatePence', () => {
  it('rounds once, half up, to whole pence', () => {
    // 0.5 kg at 999p/kg is 499.5p → 500p; 0.3 kg at 333p is 99.9p → 100p.
    expect(weighedEstimatePence(0.5, 'KGM', 999)).toBe(500);
    expect(weighedEstimatePence(0.3, 'KGM', 333)).toBe(100);
    // 150 g at 1p/kg is 0.15p → 0p; 500 g at 1p/kg is 0.5p → 1p.
    expect(weighedEstimatePence(150, 'GRM', 1)).toBe(0);
    expect(weighedEstimatePence(500, 'GRM', 1)).toBe(1);
  });

  it('converts pounds exactly: 1 lb at £10/kg is 454p, 2.5 lb at £8/kg is 907p', () => {
    expect(weighedEstimatePence(1, 'LBR', 1000)).toBe(454);
    expect(weighedEstimatePence(2.5, 'LBR', 800)).toBe(907);
  });

  it('proves kilograms and grams agree: n tenths of a kilo cost the same as n × 100 g', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 0, max: 100_000 }),
        (tenths, kilo) => {
          expect(weighedEstimatePence(tenths / 10, 'KGM', kilo)).toBe(
            weighedEstimatePence(tenths * 100, 'GRM', kilo),
          );
        },
      ),
    );
  });

  it('proves an estimate is within half a penny of the exact amount and never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 0, max: 100_000 }),
        (tenths, kilo) => {
          const pence = weighedEstimatePence(tenths / 10, 'KGM', kilo);
          expect(pence).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(pence)).toBe(true);
          expect(Math.abs(pence - (tenths * kilo) / 10)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('proves more weight never costs less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 998 }),
        fc.integer({ min: 0, max: 50_000 }),
        (grams, kilo) => {
          expect(weighedEstimatePence(grams + 1, 'GRM', kilo)).toBeGreaterThanOrEqual(
            weighedEstimatePence(grams, 'GRM', kilo),
          );
        },
      ),
    );
  });
});

describe('kiloPriceFromUnitPrice', () => {
  it('reads the catalogue unit price per kilogram or per 100 g', () => {
    expect(kiloPriceFromUnitPrice({ quantity: { amount: 1, uom: 'KGM' }, price: 250 })).toBe(250);
    expect(
      kiloPriceFromUnitPrice({ quantity: { amount: 100, uom: 'GRM' }, price: { amount: 120 } }),
    ).toBe(1200);
  });

  it('gives null for unit prices that are not by weight', () => {
    expect(kiloPriceFromUnitPrice({ quantity: { amount: 1, uom: 'LTR' }, price: 90 })).toBeNull();
    expect(kiloPriceFromUnitPrice({ quantity: { amount: 0, uom: 'KGM' }, price: 90 })).toBeNull();
  });
});

describe('lineDepositPence', () => {
  it('charges the deposit per item and none on weighed lines', () => {
    expect(lineDepositPence({ amount: 6, uom: 'C62' }, 10)).toBe(60);
    expect(lineDepositPence({ amount: 6, uom: 'C62' }, null)).toBe(0);
    expect(lineDepositPence({ amount: 1.5, uom: 'KGM' }, 10)).toBe(0);
  });
});
