import { formatIngredientAmount } from '@grocer/domain/recipes/recipe-amounts';
import { isoDuration } from '@grocer/domain/recipes/recipe-duration';
import { recipeHref } from '@grocer/domain/recipes/recipe-paths';
import type { Recipe } from '@grocer/server/contexts/recipes/recipes.contract';
import type { Recipe as SchemaRecipe, WithContext } from 'schema-dts';

/**
 * A recipe's structured data (spec doc 3 §3: name, image, times, yield, nutrition, ingredients,
 * steps, rating; decision 0084), typed by schema-dts so a wrong property does not compile.
 * Addresses are absolute on the shop's public origin.
 */
export function recipeStructuredData(
  recipe: Recipe,
  site: { publicOrigin: string; brandName: string },
  foodImagePath: (name: string) => string,
): WithContext<SchemaRecipe> {
  const origin = site.publicOrigin.replace(/\/+$/, '');
  const ingredients = recipe.ingredientGroups.flatMap((group) =>
    group.ingredients.map((ingredient) => ingredientText(ingredient)),
  );
  const { nutrition } = recipe;
  const data: WithContext<SchemaRecipe> = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.metaDescription || recipe.description,
    url: `${origin}${recipeHref(recipe)}`,
    image: recipe.images.map((image) => `${origin}${foodImagePath(image.name)}`),
    datePublished: recipe.published,
    author: { '@type': 'Organization', name: site.brandName, url: `${origin}/ecom` },
    keywords: [...recipe.dietary, ...recipe.collections].join(', '),
    prepTime: isoDuration(recipe.prepMinutes),
    cookTime: isoDuration(recipe.cookMinutes),
    totalTime: isoDuration(recipe.cookingTime),
    recipeYield: `${recipe.serves}`,
    recipeCategory: recipe.collections,
    suitableForDiet: recipe.dietary.flatMap((diet) => {
      const value = DIETS[diet];
      return value ? [value] : [];
    }),
    nutrition: {
      '@type': 'NutritionInformation',
      calories: `${nutrition.energyKcal} calories`,
      fatContent: `${nutrition.fatG} g`,
      saturatedFatContent: `${nutrition.saturatesG} g`,
      carbohydrateContent: `${nutrition.carbohydrateG} g`,
      sugarContent: `${nutrition.sugarsG} g`,
      fiberContent: `${nutrition.fibreG} g`,
      proteinContent: `${nutrition.proteinG} g`,
      sodiumContent: `${Math.round((nutrition.saltG / 2.5) * 1000)} mg`,
    },
    recipeIngredient: ingredients,
    recipeInstructions: recipe.steps.map((text, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
    })),
  };
  if (recipe.rating.totalRatings > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(recipe.rating.average * 10) / 10,
      ratingCount: recipe.rating.totalRatings,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

const DIETS = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  'dairy-free': null,
} as const satisfies Record<Recipe['dietary'][number], string | null>;

/** `300g beef mince, finely chopped`; an amount "to taste" is the name alone. */
export function ingredientText(ingredient: {
  name: string;
  amount: number | null;
  unit: string | null;
  note: string | null;
}): string {
  const amount =
    ingredient.amount === null
      ? ''
      : `${formatIngredientAmount(ingredient.amount, ingredient.unit)} `;
  return `${amount}${ingredient.name}${ingredient.note ? `, ${ingredient.note}` : ''}`;
}

/**
 * The JSON for a `<script type="application/ld+json">`: `<` written as `\u003c`, so no text in a
 * recipe can close the script element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
