import { describe, expect, it } from 'vitest';
import { parseFavouritesPageQuery } from './favourites-page-query.ts';

const parse = (query: string) => parseFavouritesPageQuery(new URLSearchParams(query));

describe('the favourites page’s address', () => {
  it('proves the defaults: Category, everything, from the first product', () => {
    expect(parse('')).toEqual({ sortBy: 'CATEGORY', onOffer: false, categoryId: null, start: 0 });
  });

  it('proves what the page offers is read: Frequently bought, on offer, an aisle, a later page', () => {
    expect(parse('sortBy=PURCHASE_FREQUENCY&onOffer=true&categoryId=300&start=48')).toEqual({
      sortBy: 'PURCHASE_FREQUENCY',
      onOffer: true,
      categoryId: '300',
      start: 48,
    });
  });

  it('proves a hand-edited address falls back rather than failing', () => {
    expect(parse('sortBy=PRICE&onOffer=yes&categoryId=../x&start=-4')).toEqual({
      sortBy: 'CATEGORY',
      onOffer: false,
      categoryId: null,
      start: 0,
    });
    expect(parse('start=9999999').start).toBe(0);
    expect(parse('start=999999').start).toBe(10_000);
  });
});
