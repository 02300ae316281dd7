import { describe, expect, it } from 'vitest';
import {
  isSameMultiSearch,
  multiSearchHref,
  parseMultiSearchParams,
  parseSearchParams,
  withParams,
} from './search-url.ts';

describe('parseSearchParams', () => {
  it('cleans the term and keeps filters, category, sort and start', () => {
    const params = new URLSearchParams(
      'searchTerm=%20cheddar!!&filterTags=offers&filterTags=brand:hillside&filterTags=&category=300&sortBy=PRICE_LOW_2_HIGH&start=48',
    );
    expect(parseSearchParams(params)).toEqual({
      searchTerm: 'cheddar',
      filterTags: ['offers', 'brand:hillside'],
      category: '300',
      sortBy: 'PRICE_LOW_2_HIGH',
      start: 48,
    });
  });

  it('falls back to relevance and the first page on odd values', () => {
    const criteria = parseSearchParams(new URLSearchParams('searchTerm=milk&sortBy=NOPE&start=-3'));
    expect(criteria.sortBy).toBe('RELEVANCE');
    expect(criteria.start).toBe(0);
    expect(parseSearchParams(new URLSearchParams('searchTerm=milk&start=99999')).start).toBe(
      10_000,
    );
  });

  it('leaves out filters a search cannot apply and malformed categories, keeping the rest', () => {
    const params = new URLSearchParams(
      'searchTerm=milk&filterTags=Vegetarian&filterTags=dietary:vegan&filterTags=constructor&filterTags=available:delivery&filterTags=available:entertaining&category=_%20x',
    );
    expect(parseSearchParams(params)).toMatchObject({
      filterTags: ['dietary:vegan', 'available:delivery'],
      category: null,
    });
    for (const category of ['a'.repeat(33), '1;2', '']) {
      const odd = new URLSearchParams({ searchTerm: 'milk', category });
      expect(parseSearchParams(odd).category, category).toBeNull();
    }
    expect(parseMultiSearchParams(params).filterTags).toEqual([
      'dietary:vegan',
      'available:delivery',
    ]);
  });
});

describe('withParams', () => {
  it('replaces one parameter and keeps the others', () => {
    const params = new URLSearchParams('searchTerm=milk&sortBy=A_2_Z&start=48');
    expect(withParams(params, { start: '96' })).toBe('?searchTerm=milk&sortBy=A_2_Z&start=96');
    expect(withParams(params, { start: null })).toBe('?searchTerm=milk&sortBy=A_2_Z');
  });
});

describe('multi-search URLs', () => {
  it('round-trips the list through searchTerm and marks the current item', () => {
    const href = multiSearchHref(['milk', 'brown bread', 'eggs'], 'eggs');
    const criteria = parseMultiSearchParams(new URL(href, 'http://x').searchParams);
    expect(criteria.items).toEqual(['milk', 'brown bread', 'eggs']);
    expect(criteria.current).toBe('eggs');
  });

  it('shows the first item when term names none of them', () => {
    const criteria = parseMultiSearchParams(new URLSearchParams('searchTerm=milk,eggs&term=tea'));
    expect(criteria.current).toBe('milk');
  });

  it('knows a multi-search page with the same first term needs no navigation', () => {
    const params = new URLSearchParams('searchTerm=Milk,eggs&term=eggs');
    expect(isSameMultiSearch('/ecom/shop/multi-search', params, ['milk', 'tea'])).toBe(true);
    expect(isSameMultiSearch('/ecom/shop/multi-search', params, ['tea', 'milk'])).toBe(false);
    expect(isSameMultiSearch('/ecom/shop/search', params, ['milk'])).toBe(false);
  });
});
