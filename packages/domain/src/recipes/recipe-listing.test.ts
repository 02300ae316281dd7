import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DIETARY_VALUE_MIN_COUNT,
  FILTER_LIST_INITIAL,
  filterListView,
  isFewMatches,
  offeredFilterGroups,
  offeredFilterValues,
  parseRecipesPage,
  RECIPES_PAGE_SIZE,
  recipesPageWindow,
} from './recipe-listing.ts';

describe('recipe listing', () => {
  it('holds 54 a page and calls under 4 results few matches', () => {
    expect(RECIPES_PAGE_SIZE).toBe(54);
    expect(isFewMatches(0)).toBe(true);
    expect(isFewMatches(3)).toBe(true);
    expect(isFewMatches(4)).toBe(false);
  });

  it('shows each page up to its end, Load more while more follow', () => {
    expect(recipesPageWindow(1, 300)).toEqual({ page: 1, shown: 54, hasMore: true });
    expect(recipesPageWindow(2, 300)).toEqual({ page: 2, shown: 108, hasMore: true });
    expect(recipesPageWindow(6, 300)).toEqual({ page: 6, shown: 300, hasMore: false });
    expect(recipesPageWindow(0, 10)).toEqual({ page: 1, shown: 10, hasMore: false });
    expect(parseRecipesPage('3')).toBe(3);
    expect(parseRecipesPage('0')).toBe(1);
    expect(parseRecipesPage('x')).toBe(1);
    expect(parseRecipesPage(null)).toBe(1);
  });

  it('pages never show more than there are, and Load more ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(5000), (page, total) => {
        const window = recipesPageWindow(page, total);
        expect(window.shown).toBeLessThanOrEqual(total);
        expect(window.hasMore).toBe(window.shown < total);
      }),
    );
  });
});

describe('filters', () => {
  const dietary = {
    title: 'Dietary',
    values: [
      { name: 'Vegetarian', count: 40 },
      { name: 'Vegan', count: 10 },
      { name: 'Pescatarian', count: 9 },
    ],
  };

  it('offers a dietary value only when 10 or more recipes have it', () => {
    expect(offeredFilterValues(dietary).map((value) => value.name)).toEqual([
      'Vegetarian',
      'Vegan',
    ]);
    expect(offeredFilterValues(dietary, new Set(['Pescatarian']))).toHaveLength(3);
    const course = {
      title: 'Course',
      values: [
        { name: 'Dessert', count: 2 },
        { name: 'Side', count: 0 },
      ],
    };
    expect(offeredFilterValues(course).map((value) => value.name)).toEqual(['Dessert']);
    expect(
      offeredFilterGroups([{ title: 'Dietary', values: [{ name: 'Vegan', count: 1 }] }]),
    ).toEqual([]);
  });

  it('every dietary value offered has at least 10, unless applied', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.string(), count: fc.nat(50) })), (values) => {
        for (const value of offeredFilterValues({ title: 'Dietary', values })) {
          expect(value.count).toBeGreaterThanOrEqual(DIETARY_VALUE_MIN_COUNT);
        }
      }),
    );
  });

  it('shows 10 values then Show more', () => {
    const values = Array.from({ length: 14 }, (_, index) => index);
    expect(filterListView(values, false)).toEqual({ shown: values.slice(0, 10), hidden: 4 });
    expect(filterListView(values, true)).toEqual({ shown: values, hidden: 0 });
    expect(filterListView(values.slice(0, FILTER_LIST_INITIAL), false).hidden).toBe(0);
  });
});
