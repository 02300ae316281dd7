import { describe, expect, it } from 'vitest';
import type { Product, Quantity } from '../catalogue/catalogue.types.ts';
import { ITEM_NOT_AVAILABLE } from '../catalogue/catalogue-messages.ts';
import { planTrolleyAdditions, type WantedLine } from './trolley-additions.ts';

const now = new Date('2026-03-10T12:00:00Z');
const items = (amount: number): Quantity => ({ amount, uom: 'C62' });

function product(lineNumber: string, overrides: Partial<Product> = {}): Product {
  return {
    id: `${lineNumber}-p`,
    lineNumber,
    name: `Product ${lineNumber}`,
    brandName: 'Brand',
    size: '1 each',
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
    defaultQuantity: items(1),
    depositCharge: null,
    weights: {
      uoms: ['C62'],
      servings: { min: null, max: null },
      sizeDescription: null,
      defaultQuantity: items(1),
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

const plan = (
  wanted: WantedLine[],
  products: Product[],
  inTrolley: { lineNumber: string; productId: string; quantity: Quantity }[] = [],
) =>
  planTrolleyAdditions({
    wanted,
    products: new Map(products.map((p) => [p.lineNumber, p])),
    inTrolley,
    now,
  });

describe('planTrolleyAdditions', () => {
  it('adds what can be bought, in the order asked, with the quantities chosen', () => {
    const result = plan(
      [
        { lineNumber: '2', quantity: items(3) },
        { lineNumber: '1', quantity: items(1) },
      ],
      [product('1'), product('2')],
    );
    expect(result.add).toEqual([
      { lineNumber: '2', productId: '2-p', quantity: items(3) },
      { lineNumber: '1', productId: '1-p', quantity: items(1) },
    ]);
    expect(result.unavailable).toEqual([]);
    expect(result.alreadyInTrolley).toEqual([]);
  });

  it('takes out what the trolley would refuse, each with its reason, so the batch goes through', () => {
    const result = plan(
      [
        { lineNumber: '1', quantity: items(1) },
        { lineNumber: '2', quantity: items(1) },
        { lineNumber: '3', quantity: items(1) },
        { lineNumber: '4', quantity: items(1) },
      ],
      [
        product('1'),
        product('2', { availability: 'SOLD_OUT_ONLINE', name: 'Crumpets' }),
        product('3', { availability: 'TEMPORARILY_UNAVAILABLE', name: 'Oat drink' }),
      ],
    );
    expect(result.add.map((line) => line.lineNumber)).toEqual(['1']);
    expect(result.unavailable).toEqual([
      {
        lineNumber: '2',
        productId: '2-p',
        reason: 'SOLD_OUT_ONLINE',
        message: expect.stringContaining('Crumpets'),
      },
      {
        lineNumber: '3',
        productId: '3-p',
        reason: 'TEMPORARILY_UNAVAILABLE',
        message: 'Sorry, Oat drink is temporarily unavailable, so it was not added.',
      },
      { lineNumber: '4', productId: null, reason: 'NOT_SOLD', message: ITEM_NOT_AVAILABLE },
    ]);
  });

  it('refuses a product past its last order date by the clock it is given', () => {
    const turkey = product('5', {
      name: 'Turkey',
      restriction: {
        availableDates: {
          restrictionId: 'R1',
          startDate: '2026-12-20',
          endDate: '2026-12-24',
          cutOffDate: '2026-12-15',
        },
      },
    });
    const wanted = [{ lineNumber: '5', quantity: items(1) }];
    const before = planTrolleyAdditions({
      wanted,
      products: new Map([['5', turkey]]),
      inTrolley: [],
      now: new Date('2026-12-01T12:00:00Z'),
    });
    const after = planTrolleyAdditions({
      wanted,
      products: new Map([['5', turkey]]),
      inTrolley: [],
      now: new Date('2026-12-16T12:00:00Z'),
    });
    expect(before.add).toHaveLength(1);
    expect(after.unavailable).toMatchObject([{ lineNumber: '5', reason: 'PAST_CUT_OFF' }]);
  });

  it('takes out a unit the product is no longer sold in', () => {
    const result = plan(
      [{ lineNumber: '1', quantity: { amount: 0.5, uom: 'KGM' } }],
      [product('1', { name: 'Apples' })],
    );
    expect(result.unavailable).toEqual([
      {
        lineNumber: '1',
        productId: '1-p',
        reason: 'UNIT_NOT_SOLD',
        message: 'Apples is not sold by the kilogram.',
      },
    ]);
  });

  it('never lowers what the trolley holds: as much or more is left alone, less is raised', () => {
    const result = plan(
      [
        { lineNumber: '1', quantity: items(2) },
        { lineNumber: '2', quantity: items(2) },
        { lineNumber: '3', quantity: items(2) },
      ],
      [
        product('1'),
        product('2'),
        product('3', { weights: { ...product('3').weights, uoms: ['C62', 'KGM'] } }),
      ],
      [
        { lineNumber: '1', productId: '1-p', quantity: items(5) },
        { lineNumber: '2', productId: '2-p', quantity: items(1) },
        { lineNumber: '3', productId: '3-p', quantity: { amount: 1, uom: 'KGM' } },
      ],
    );
    expect(result.alreadyInTrolley).toEqual([
      { lineNumber: '1', productId: '1-p', quantity: items(5) },
    ]);
    expect(result.add.map((line) => [line.lineNumber, line.quantity])).toEqual([
      ['2', items(2)],
      ['3', items(2)],
    ]);
  });
});
