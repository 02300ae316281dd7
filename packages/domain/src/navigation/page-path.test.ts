import { describe, expect, it } from 'vitest';
import {
  isPossiblePagePath,
  MAX_PAGE_PATH_LENGTH,
  MAX_PAGE_PATH_SEGMENTS,
  pagePathOf,
} from './page-path.ts';

describe('isPossiblePagePath', () => {
  it('accepts every kind of storefront address', () => {
    for (const path of [
      '/ecom',
      '/ecom/',
      '/ecom/shop/browse/groceries/fresh_and_chilled/milk_butter_and_eggs/milk',
      '/ecom/shop/browse/offers/bakery_offers/bread_offers',
      '/ecom/products/semi-skimmed-milk-4-pints/123456-12345-12345',
      '/ecom/shop/browse/groceries.data',
    ]) {
      expect(isPossiblePagePath(path), path).toBe(true);
    }
  });

  it('refuses paths deeper or longer than any page', () => {
    expect(MAX_PAGE_PATH_SEGMENTS).toBe(32);
    expect(isPossiblePagePath('/a'.repeat(MAX_PAGE_PATH_SEGMENTS))).toBe(true);
    expect(isPossiblePagePath('/a'.repeat(MAX_PAGE_PATH_SEGMENTS + 1))).toBe(false);
    expect(isPossiblePagePath(`/ecom/shop/browse/${'a/'.repeat(5_000)}`)).toBe(false);
    expect(isPossiblePagePath(`/ecom/${'a'.repeat(MAX_PAGE_PATH_LENGTH - 6)}`)).toBe(true);
    expect(isPossiblePagePath(`/ecom/${'a'.repeat(MAX_PAGE_PATH_LENGTH - 5)}`)).toBe(false);
  });
});

describe('pagePathOf', () => {
  it("proves a client navigation's data request names the page it is for", () => {
    expect(pagePathOf('/ecom/my-details.data')).toBe('/ecom/my-details');
    expect(pagePathOf('/ecom/_root.data')).toBe('/ecom');
    expect(pagePathOf('/ecom/my-details')).toBe('/ecom/my-details');
  });
});
