import { describe, expect, it } from 'vitest';
import {
  offerCategoryHref,
  offerPathToCategoryPath,
  offerTypeHref,
  parseOfferPath,
  parseOfferType,
} from './offer-urls.ts';

describe('offer URLs', () => {
  it('builds one {category}_offers segment per level with the categoryId', () => {
    expect(offerCategoryHref(['fresh_and_chilled_offers'], 'Milk & Cream', '4021')).toBe(
      '/shop/browse/offers/fresh_and_chilled_offers/milk_and_cream_offers?categoryId=4021',
    );
  });

  it('reads offer paths and refuses segments that are not offer categories', () => {
    expect(parseOfferPath('Fresh_and_Chilled_offers/milk_offers')).toEqual([
      'fresh_and_chilled_offers',
      'milk_offers',
    ]);
    expect(parseOfferPath('')).toEqual([]);
    expect(parseOfferPath('fresh_and_chilled')).toBeNull();
    expect(offerPathToCategoryPath(['fresh_and_chilled_offers', 'milk_offers'])).toBe(
      'groceries/fresh_and_chilled/milk',
    );
  });

  it('maps offer type codes to highlight paths and back, case-insensitively', () => {
    expect(offerTypeHref('WAS_NOW')).toBe('/shop/browse/offers/highlights/was-now');
    expect(parseOfferType('Was-Now')?.code).toBe('WAS_NOW');
    expect(parseOfferType('bogus')).toBeNull();
  });
});
