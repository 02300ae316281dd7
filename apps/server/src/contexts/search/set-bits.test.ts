import { describe, expect, it } from 'vitest';
import type { FacetSet, OfferSet, ProductFilters } from './search.repository.ts';
import { facetBits, liveOfferBits } from './set-bits.ts';

const none: ProductFilters = {
  offersOnly: false,
  requiredTags: [],
  brands: [],
  productTypes: [],
  categoryId: null,
};
const set = (id: number, brandName: string, productTags: string[], productType = 'G') =>
  ({ id, brandName, productTags, categoryIds: ['10051', `c${id % 2}`], productType }) as FacetSet;
const facets = [
  set(1, 'Hillside', ['Vegetarian', 'Vegan']),
  set(2, 'Hillside', ['Vegetarian']),
  set(3, 'Greenacre', [], 'E'),
];

describe('facetBits', () => {
  it('proves a set passes only with every required tag, a chosen brand, a chosen type and the category', () => {
    expect(facetBits(facets, { ...none, requiredTags: ['Vegetarian'] })).toBe('0110');
    expect(facetBits(facets, { ...none, requiredTags: ['Vegetarian', 'Vegan'] })).toBe('0100');
    expect(facetBits(facets, { ...none, brands: ['Greenacre', 'Other'] })).toBe('0001');
    expect(facetBits(facets, { ...none, productTypes: ['G', 'W'] })).toBe('0110');
    expect(facetBits(facets, { ...none, categoryId: 'c1' })).toBe('0101');
  });
});

describe('liveOfferBits', () => {
  const start = Date.parse('2026-11-22T00:00:00Z');
  const end = Date.parse('2026-11-29T00:00:00Z');
  const offers: OfferSet[] = [
    { id: 1, periods: [] },
    { id: 2, periods: [{ start, expiry: end }] },
    // Open ends, as an offer set's periods read back from SQL would have them.
    { id: 3, periods: [{ start: -Infinity, expiry: start }] },
    { id: 4, periods: [{ start: end + 1, expiry: Infinity }] },
  ];

  it('proves an offer is live from its start, included, until its end, excluded', () => {
    expect(liveOfferBits(offers, new Date(start - 1))).toBe('00010');
    expect(liveOfferBits(offers, new Date(start))).toBe('00100');
    expect(liveOfferBits(offers, new Date(end - 1))).toBe('00100');
    expect(liveOfferBits(offers, new Date(end))).toBe('00000');
    expect(liveOfferBits(offers, new Date(end + 1))).toBe('00001');
  });
});
