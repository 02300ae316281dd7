import { describe, expect, it } from 'vitest';
import type { Product, Uom } from '../catalogue/catalogue.types.ts';
import { planAddAll } from './add-all-items.ts';

const NOW = new Date('2025-03-10T10:00:00Z');

function product(lineNumber: string, overrides: Partial<Product> = {}): Product {
  const uoms: Uom[] = ['C62'];
  return {
    id: `p${lineNumber}`,
    lineNumber,
    name: `Product ${lineNumber}`,
    brandName: '',
    size: '',
    description: '',
    image: 'bread',
    productType: 'G',
    productTags: [],
    categories: [],
    pricing: {
      displayPrice: { amount: 100, currencyCode: 'GBP' },
      displayPriceEstimated: false,
      displayPriceQualifier: null,
      formattedPriceRange: null,
      formattedWeightRange: null,
    },
    currentSaleUnitPrice: null,
    defaultQuantity: { amount: 1, uom: 'C62' },
    depositCharge: null,
    weights: {
      uoms,
      servings: { min: null, max: null },
      sizeDescription: null,
      defaultQuantity: { amount: 1, uom: 'C62' },
    },
    reviews: { averageRating: 0, reviewCount: 0 },
    leadTime: null,
    containsAlcohol: false,
    substitutionsProhibited: false,
    maxPersonalisedMessageLength: null,
    restriction: null,
    isSponsored: false,
    sponsorshipId: null,
    hfss: 'NON_HFSS',
    availability: 'AVAILABLE',
    promotions: [],
    ...overrides,
  };
}

const item = (lineNumber: string, amount: number, uom: Uom = 'C62') => ({
  lineNumber,
  quantity: { amount, uom },
});

describe('planAddAll (a list’s Add all items)', () => {
  it('adds lines the trolley lacks at the list’s quantity', () => {
    const plan = planAddAll({
      items: [item('1', 2), item('2', 0.5, 'KGM')],
      products: [
        product('1'),
        product('2', { weights: { ...product('2').weights, uoms: ['KGM'] } }),
      ],
      trolley: [],
      now: NOW,
    });
    expect(plan.lines).toEqual([
      { lineNumber: '1', productId: 'p1', quantity: { amount: 2, uom: 'C62' } },
      { lineNumber: '2', productId: 'p2', quantity: { amount: 0.5, uom: 'KGM' } },
    ]);
    expect(plan.skipped).toEqual([]);
  });

  it('puts the list’s quantity on top of a line the trolley has, up to the unit’s maximum', () => {
    const plan = planAddAll({
      items: [item('1', 2), item('2', 60), item('3', 1)],
      products: [product('1'), product('2'), product('3')],
      trolley: [
        { trolleyItemId: 11, lineNumber: '1', quantity: { amount: 3, uom: 'C62' } },
        { trolleyItemId: 12, lineNumber: '2', quantity: { amount: 60, uom: 'C62' } },
        { trolleyItemId: 13, lineNumber: '3', quantity: { amount: 99, uom: 'C62' } },
      ],
      now: NOW,
    });
    expect(plan.lines).toEqual([
      { trolleyItemId: 11, lineNumber: '1', productId: 'p1', quantity: { amount: 5, uom: 'C62' } },
      { trolleyItemId: 12, lineNumber: '2', productId: 'p2', quantity: { amount: 99, uom: 'C62' } },
    ]);
    expect(plan.skipped).toEqual([{ lineNumber: '3', reason: 'AT_MAXIMUM' }]);
  });

  it('leaves out what the trolley would refuse, and a unit no longer sold, naming each', () => {
    const plan = planAddAll({
      items: [item('1', 1), item('2', 1), item('3', 1), item('4', 500, 'GRM'), item('5', 1)],
      products: [
        product('2', { availability: 'SOLD_OUT_ONLINE' }),
        product('3', {
          restriction: {
            availableDates: {
              restrictionId: 'r',
              startDate: '2025-03-20',
              endDate: '2025-03-25',
              cutOffDate: '2025-03-01',
            },
          },
        }),
        product('4'),
        product('5'),
      ],
      trolley: [],
      now: NOW,
    });
    expect(plan.skipped).toEqual([
      { lineNumber: '1', reason: 'NOT_AVAILABLE' },
      { lineNumber: '2', reason: 'NOT_AVAILABLE' },
      { lineNumber: '3', reason: 'NOT_AVAILABLE' },
      { lineNumber: '4', reason: 'UNIT_NOT_SOLD' },
    ]);
    expect(plan.lines.map((line) => line.lineNumber)).toEqual(['5']);
  });

  it('keeps a temporarily unavailable product: the trolley takes it and picks it if back', () => {
    const plan = planAddAll({
      items: [item('1', 1)],
      products: [product('1', { availability: 'TEMPORARILY_UNAVAILABLE' })],
      trolley: [],
      now: NOW,
    });
    expect(plan.lines).toHaveLength(1);
  });

  it('gives a personalisable product a line of its own every time', () => {
    const plan = planAddAll({
      items: [item('1', 1)],
      products: [product('1', { maxPersonalisedMessageLength: 30 })],
      trolley: [{ trolleyItemId: 9, lineNumber: '1', quantity: { amount: 1, uom: 'C62' } }],
      now: NOW,
    });
    expect(plan.lines).toEqual([
      { lineNumber: '1', productId: 'p1', quantity: { amount: 1, uom: 'C62' } },
    ]);
  });
});
