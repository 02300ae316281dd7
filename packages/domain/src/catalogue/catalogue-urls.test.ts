import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  browseUrl,
  categoryUrlName,
  isCategoryId,
  normaliseCategoryPath,
  productUrl,
} from './catalogue-urls.ts';

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

describe('isCategoryId', () => {
  it('accepts ids as the catalogue issues them and nothing else', () => {
    for (const id of ['10051', 'fresh_and_chilled', 'a-b', 'x'.repeat(32)]) {
      expect(isCategoryId(id), id).toBe(true);
    }
    for (const id of ['', 'x'.repeat(33), "1'; drop", 'a b', 'ü', 'a/b', 'a.b']) {
      expect(isCategoryId(id), id).toBe(false);
    }
  });
});
