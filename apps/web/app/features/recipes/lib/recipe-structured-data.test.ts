import type { Recipe } from '@grocer/server/contexts/recipes/recipes.contract';
import { describe, expect, it } from 'vitest';
import { ingredientText, jsonForScript, recipeStructuredData } from './recipe-structured-data.ts';

const recipe: Recipe = {
  id: 7,
  path: 'veggie-chilli',
  title: 'Veggie chilli',
  description: 'A warming bowl of beans.',
  metaDescription: 'A veggie chilli with three kinds of beans, ready in 45 minutes.',
  images: [{ name: 'chilli', alt: 'A bowl of chilli' }],
  prepMinutes: 15,
  cookMinutes: 30,
  cookingTime: 45,
  serves: 4,
  dietary: ['vegetarian', 'dairy-free'],
  collections: ['quick-weeknight'],
  rating: { average: 4.26, totalRatings: 12, customerRating: null },
  nutrition: {
    energyKcal: 420,
    fatG: 9,
    saturatesG: 1.5,
    carbohydrateG: 60,
    sugarsG: 12,
    fibreG: 15,
    proteinG: 20,
    saltG: 1.25,
  },
  ingredientGroups: [
    {
      title: null,
      ingredients: [
        {
          id: 1,
          name: 'kidney beans',
          amount: 400,
          unit: 'g',
          note: 'drained',
          storeCupboard: false,
          shoppable: true,
        },
        {
          id: 2,
          name: 'olive oil',
          amount: 1.5,
          unit: 'tbsp',
          note: null,
          storeCupboard: true,
          shoppable: true,
        },
        {
          id: 3,
          name: 'salt',
          amount: null,
          unit: null,
          note: 'to taste',
          storeCupboard: true,
          shoppable: false,
        },
      ],
    },
  ],
  steps: ['Fry the onion.', 'Add the beans </script><script>alert(1)</script>.'],
  published: '2026-01-05T00:00:00.000Z',
};

describe('recipe structured data', () => {
  it('names the recipe, its times, yield, nutrition, ingredients, steps and rating', () => {
    const data = recipeStructuredData(
      recipe,
      { publicOrigin: 'https://shop.example/', brandName: 'Hillside' },
      (name) => `/ecom/assets/food/${name}.svg`,
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Veggie chilli',
      url: 'https://shop.example/ecom/recipe/veggie-chilli',
      image: ['https://shop.example/ecom/assets/food/chilli.svg'],
      prepTime: 'PT15M',
      cookTime: 'PT30M',
      totalTime: 'PT45M',
      recipeYield: '4',
      author: { '@type': 'Organization', name: 'Hillside', url: 'https://shop.example/ecom' },
      suitableForDiet: ['https://schema.org/VegetarianDiet'],
      recipeIngredient: ['400g kidney beans, drained', '1½ tbsp olive oil', 'salt, to taste'],
      aggregateRating: { ratingValue: 4.3, ratingCount: 12 },
      nutrition: { calories: '420 calories', sodiumContent: '500 mg' },
    });
    expect(data.recipeInstructions).toHaveLength(2);
  });

  it('leaves the rating out until someone rates', () => {
    const data = recipeStructuredData(
      { ...recipe, rating: { average: 0, totalRatings: 0, customerRating: null } },
      { publicOrigin: 'https://shop.example', brandName: 'Hillside' },
      (name) => `/${name}`,
    );
    expect(data.aggregateRating).toBeUndefined();
  });

  it('cannot close its script element', () => {
    const json = jsonForScript(
      recipeStructuredData(
        recipe,
        { publicOrigin: 'https://shop.example', brandName: 'Hillside' },
        (n) => `/${n}`,
      ),
    );
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).recipeInstructions[1].text).toContain('</script>');
  });

  it('writes an ingredient as a shopper reads it', () => {
    expect(ingredientText({ name: 'eggs', amount: 2, unit: null, note: null })).toBe('2 eggs');
  });
});
