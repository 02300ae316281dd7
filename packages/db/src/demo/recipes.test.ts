import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DIETARY_VALUE_MIN_COUNT } from '@grocer/domain/recipes/recipe-listing';
import { describe, expect, it } from 'vitest';
import { collectDemoCatalogue } from './catalogue.ts';
import { INGREDIENTS, type IngredientKey } from './recipe-ingredients.ts';
import { generateDemoRecipes, itemName, mapIngredients } from './recipes.ts';

const site = { brandName: 'Corner Grocer' };
const recipes = generateDemoRecipes(site);

const iconSet = JSON.parse(
  readFileSync(
    createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json'),
    'utf8',
  ),
) as { icons: Record<string, unknown>; aliases?: Record<string, unknown> };

describe('demo recipes', () => {
  it('are about 300, each with its own path, and the same every time', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(270);
    expect(recipes.length).toBeLessThanOrEqual(330);
    expect(new Set(recipes.map((r) => r.path)).size).toBe(recipes.length);
    expect(generateDemoRecipes(site)).toEqual(recipes);
    for (const recipe of recipes) expect(recipe.path).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('read as recipes: title, description, method, times, serves, nutrition and ingredients', () => {
    for (const recipe of recipes) {
      expect(recipe.title.length).toBeGreaterThan(3);
      expect(recipe.description.length).toBeGreaterThan(40);
      expect(recipe.metaDescription.length).toBeLessThanOrEqual(155);
      expect(recipe.steps.length).toBeGreaterThanOrEqual(3);
      expect(recipe.prepMinutes + recipe.cookMinutes).toBeGreaterThan(0);
      expect(recipe.serves).toBeGreaterThanOrEqual(1);
      expect(recipe.nutrition.energyKcal).toBeGreaterThan(50);
      expect(recipe.groups.flatMap((g) => g.ingredients).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('name the configured shop, never a fixed brand', () => {
    const other = generateDemoRecipes({ brandName: 'Elsewhere Foods' });
    const text = (list: typeof recipes) => list.map((r) => r.description).join(' ');
    expect(text(recipes)).toContain('Corner Grocer');
    expect(text(other)).not.toContain('Corner Grocer');
    expect(text(other)).toContain('Elsewhere Foods');
  });

  it('have enough of each dietary value to be offered as a filter, and the collections the spec names', () => {
    for (const diet of ['vegetarian', 'vegan', 'gluten-free', 'dairy-free']) {
      expect(recipes.filter((r) => r.dietary.includes(diet)).length).toBeGreaterThanOrEqual(
        DIETARY_VALUE_MIN_COUNT,
      );
    }
    for (const collection of ['quick-weeknight', 'family', 'christmas']) {
      expect(recipes.filter((r) => r.collections.includes(collection)).length).toBeGreaterThan(10);
    }
    // A quick weeknight recipe really is quick.
    for (const recipe of recipes.filter((r) => r.collections.includes('quick-weeknight'))) {
      expect(recipe.prepMinutes + recipe.cookMinutes).toBeLessThanOrEqual(30);
    }
  });

  it('tag diets from their ingredients: no meat or fish in a vegetarian recipe, no dairy or eggs in a vegan one', () => {
    for (const recipe of recipes) {
      const defs = recipe.groups.flatMap((g) => g.ingredients.map((i) => INGREDIENTS[i.key]));
      const has = (flag: 'meat' | 'fish' | 'dairy' | 'egg' | 'gluten') =>
        defs.some((d) => (d as Record<string, unknown>)[flag] === true);
      if (recipe.dietary.includes('vegetarian')) expect(has('meat') || has('fish')).toBe(false);
      if (recipe.dietary.includes('vegan')) expect(has('dairy') || has('egg')).toBe(false);
      if (recipe.dietary.includes('gluten-free')) expect(has('gluten')).toBe(false);
    }
  });

  it('are pictured with food icons that exist', () => {
    for (const recipe of recipes) {
      expect(recipe.image in iconSet.icons || recipe.image in (iconSet.aliases ?? {})).toBe(true);
    }
  });

  it('map most ingredients to real catalogue products with alternatives, and leave some unsold', () => {
    const { products } = collectDemoCatalogue({ now: new Date('2025-01-10T00:00:00Z') });
    const mapping = mapIngredients(
      products.map((p) => ({
        lineNumber: p.lineNumber,
        name: p.name,
        brandName: p.brandName,
        productType: p.productType,
        availability: p.availability ?? 'AVAILABLE',
        popularity: p.popularity ?? 0,
      })),
    );
    const byLine = new Map(products.map((p) => [p.lineNumber, p]));
    const keys = Object.keys(INGREDIENTS) as IngredientKey[];
    const sold = keys.filter((k) => INGREDIENTS[k].items.length > 0);
    // Every ingredient the catalogue sells maps to a product of the item it names.
    for (const key of sold) {
      const lines = mapping.get(key) ?? [];
      expect(lines.length, key).toBeGreaterThan(0);
      const items = INGREDIENTS[key].items.map((i) => i.toLowerCase());
      for (const line of lines) {
        const product = byLine.get(line);
        expect(product && items.includes(itemName(product)), `${key} → ${product?.name}`).toBe(
          true,
        );
      }
    }
    expect(sold.filter((k) => (mapping.get(k)?.length ?? 0) > 1).length).toBeGreaterThan(
      sold.length / 2,
    );
    // Some ingredients are listed but not sold (cumin, feta, chorizo…).
    const unsold = keys.filter((k) => INGREDIENTS[k].items.length === 0);
    expect(unsold.length).toBeGreaterThan(5);
    expect(
      recipes.some((r) => r.groups.some((g) => g.ingredients.some((i) => unsold.includes(i.key)))),
    ).toBe(true);
  });
});
