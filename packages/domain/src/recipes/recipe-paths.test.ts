import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isRecipeId,
  isRecipeIdOrPath,
  RECIPE_PATH_MAX_LENGTH,
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

  it('names a recipe by an id or a path as slugs are made, and nothing else', () => {
    expect(isRecipeId('17')).toBe(true);
    expect(isRecipeId('017')).toBe(false);
    expect(isRecipeIdOrPath('17')).toBe(true);
    expect(isRecipeIdOrPath('chicken-curry')).toBe(true);
    for (const refused of [
      '',
      '\u0000',
      'chicken\u0000curry',
      'Chicken-Curry',
      'a b',
      '-a',
      'a--b',
    ]) {
      expect(isRecipeIdOrPath(refused)).toBe(false);
    }
    expect(isRecipeIdOrPath('a'.repeat(RECIPE_PATH_MAX_LENGTH))).toBe(true);
    expect(isRecipeIdOrPath('a'.repeat(RECIPE_PATH_MAX_LENGTH + 1))).toBe(false);
    // Every path a title can be given (up to the longest) is one an address may name.
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (title) => {
        const slug = recipeSlug(title);
        fc.pre(slug.length > 0);
        expect(isRecipeIdOrPath(slug)).toBe(true);
      }),
    );
  });
});
