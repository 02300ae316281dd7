import { describe, expect, it } from 'vitest';
import {
  listingHref,
  readListingQuery,
  readRecipePageQuery,
  recipePageHref,
} from './recipe-query.ts';

describe('listing query', () => {
  it('reads terms, filters, sort and page, refusing junk', () => {
    const query = readListingQuery(
      new URLSearchParams('searchTerm=%20curry%20&filter=vegan&filter=<b>&sortBy=QUICKEST&page=3'),
      ['vegetarian'],
    );
    expect(query).toEqual({
      searchTerm: 'curry',
      filterTags: ['vegetarian', 'vegan'],
      sortBy: 'QUICKEST',
      sortChosen: true,
      page: 3,
    });
    expect(readListingQuery(new URLSearchParams('sortBy=DROP&page=-1'))).toMatchObject({
      sortBy: 'MOST_POPULAR',
      sortChosen: false,
      page: 1,
    });
  });

  it('a filter or sort starts again at page 1; Load more moves the page', () => {
    const query = readListingQuery(new URLSearchParams('filter=vegan&page=2'));
    expect(listingHref('/ecom/recipes/all-categories', query, { page: 3 })).toBe(
      '/ecom/recipes/all-categories?filter=vegan&page=3',
    );
    expect(listingHref('/ecom/recipes/all-categories', query, { toggleTag: 'vegetarian' })).toBe(
      '/ecom/recipes/all-categories?filter=vegan&filter=vegetarian',
    );
    expect(listingHref('/ecom/recipes/all-categories', query, { toggleTag: 'vegan' })).toBe(
      '/ecom/recipes/all-categories',
    );
    expect(listingHref('/x', query, { sortBy: 'A_TO_Z' })).toBe('/x?filter=vegan&sortBy=A_TO_Z');
  });
});

describe('recipe page query', () => {
  it('reads servings and swaps', () => {
    expect(
      readRecipePageQuery(new URLSearchParams('servings=6&swap=12:123456&swap=bad&swapping=12')),
    ).toEqual({ servings: 6, swaps: { 12: '123456' }, swapping: 12 });
    expect(readRecipePageQuery(new URLSearchParams('servings=99'))).toMatchObject({ servings: 12 });
    expect(readRecipePageQuery(new URLSearchParams('servings=two'))).toMatchObject({
      servings: null,
    });
  });

  it('writes swaps and closes the swap list', () => {
    const query = readRecipePageQuery(new URLSearchParams('servings=2&swapping=4'));
    expect(
      recipePageHref('/ecom/recipe/chilli', query, { swap: { ingredientId: 4, lineNumber: '77' } }),
    ).toBe('/ecom/recipe/chilli?servings=2&swap=4%3A77');
    expect(recipePageHref('/ecom/recipe/chilli', query, { swapping: 5 })).toBe(
      '/ecom/recipe/chilli?servings=2&swapping=5',
    );
  });
});
