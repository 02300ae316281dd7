import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  recipeBreadcrumbs,
  recipeCollectionHref,
  recipeHref,
  recipeSlug,
  titleFromPath,
} from './recipe-paths.ts';

describe('recipe paths', () => {
  it('makes slugs and hrefs', () => {
    expect(recipeSlug('Chicken & Leek Pie (serves 4)')).toBe('chicken-and-leek-pie-serves-4');
    expect(recipeSlug('Crème brûlée')).toBe('creme-brulee');
    expect(recipeHref({ id: 'r1', path: 'creme-brulee' })).toBe('/ecom/recipe/creme-brulee');
    expect(recipeHref({ id: 'r1' })).toBe('/ecom/recipe/r1');
    expect(recipeCollectionHref('quick-weeknight')).toBe('/ecom/recipes/quick-weeknight');
    expect(recipeCollectionHref('all-categories', ['vegetarian'])).toBe(
      '/ecom/recipes/all-categories/vegetarian',
    );
  });

  it('titles from the path', () => {
    expect(titleFromPath('chicken-leek-pie')).toBe('Chicken Leek Pie');
    expect(titleFromPath('%E2%82%AC-bad%')).toBe('%E2%82%AC Bad%');
  });

  it('crumbs every segment', () => {
    expect(recipeBreadcrumbs(['all-categories', 'vegetarian'])).toEqual([
      { label: 'Recipes', href: '/ecom/recipes' },
      { label: 'All categories', href: '/ecom/recipes/all-categories' },
      { label: 'Vegetarian', href: '/ecom/recipes/all-categories/vegetarian' },
    ]);
  });

  it('a slug is always safe in a path and stable', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const slug = recipeSlug(title);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(recipeSlug(slug)).toBe(slug);
      }),
    );
  });
});
