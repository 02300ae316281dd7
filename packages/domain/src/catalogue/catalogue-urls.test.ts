import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { browseUrl, categoryUrlName, normaliseCategoryPath, productUrl } from './catalogue-urls.ts';

describe('category URL names', () => {
  it('spells & as and, lower-cases and joins words with underscores', () => {
    expect(categoryUrlName('Fresh & Chilled')).toBe('fresh_and_chilled');
    expect(categoryUrlName('Tea, Coffee & Soft Drinks')).toBe('tea_coffee_and_soft_drinks');
    expect(categoryUrlName('Crème Fraîche')).toBe('creme_fraiche');
  });

  it('always yields a segment without slashes, capitals or edge underscores', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const segment = categoryUrlName(name);
        expect(segment).toMatch(/^([a-z0-9]+(_[a-z0-9]+)*)?$/);
      }),
    );
  });
});

describe('browse and product URLs', () => {
  it('matches browse paths case-insensitively and without stray slashes', () => {
    expect(normaliseCategoryPath('/Groceries//Fresh_And_Chilled/')).toBe(
      'groceries/fresh_and_chilled',
    );
    expect(browseUrl('Groceries/Bakery')).toBe('/ecom/shop/browse/groceries/bakery');
  });

  it('builds product pages from a readable name and the id', () => {
    expect(productUrl('Essential British Semi Skimmed Milk 4 Pints', '123-456-789')).toBe(
      '/ecom/products/essential-british-semi-skimmed-milk-4-pints/123-456-789',
    );
  });
});
