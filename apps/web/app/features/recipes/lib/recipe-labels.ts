import type { RecipeSort } from '@grocer/domain/recipes/recipe-listing';
import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import type { RecipeDietary } from '@grocer/server/contexts/recipes/recipes.contract';

const DIETARY_LABELS: Record<RecipeDietary, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten free',
  'dairy-free': 'Dairy free',
};

export function dietaryLabel(diet: RecipeDietary): string {
  return DIETARY_LABELS[diet] ?? diet;
}

export const SORT_LABELS: Record<RecipeSort, string> = {
  MOST_POPULAR: RECIPE_MESSAGES.SORT_MOST_POPULAR,
  TOP_RATED: RECIPE_MESSAGES.SORT_TOP_RATED,
  QUICKEST: RECIPE_MESSAGES.SORT_QUICKEST,
  A_TO_Z: RECIPE_MESSAGES.SORT_A_TO_Z,
};
