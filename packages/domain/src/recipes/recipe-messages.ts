/**
 * Texts shoppers see on the recipe and meal-plan pages (issue 26). The spec gives 'Rating
 * already submitted' (doc 3 §4); the rest are ours, kept once.
 */
export const RECIPE_MESSAGES = {
  /** Spec doc 3 §4: the modal on a second rating. */
  RATING_ALREADY_SUBMITTED: 'Rating already submitted',
  RATING_ALREADY_SUBMITTED_BODY:
    'You have already rated this recipe. Thank you: each shopper rates a recipe once.',
  RATING_THANKS: 'Thank you for rating this recipe.',
  SIGN_IN_TO_RATE: 'Sign in to rate this recipe.',
  RATE_THIS_RECIPE: 'Rate this recipe',
  INVALID_RATING: 'Choose from 1 to 5 stars.',
  NO_SUCH_RECIPE: 'No recipe has that address.',
  NO_SUCH_COLLECTION: 'No recipe collection has that address.',
  RECIPES_HEADING: 'Recipes',
  SEARCH_RECIPES: 'Search recipes',
  COLLECTIONS_HEADING: 'Recipe collections',
  ALL_CATEGORIES: 'All categories',
  ALL_RECIPES: 'All recipes',
  LOAD_MORE: 'Load more',
  SHOW_MORE: 'Show more',
  SHOW_LESS: 'Show less',
  SORT_BY: 'Sort by',
  SORT_MOST_POPULAR: 'Most popular',
  SORT_TOP_RATED: 'Top rated',
  SORT_QUICKEST: 'Quickest',
  SORT_A_TO_Z: 'A to Z',
  FEW_MATCHES: 'Only a few recipes match. You might also like these:',
  NO_MATCHES: 'No recipes match. Try fewer filters or another search.',
  NO_MATCHES_SUGGESTIONS: 'You might like these instead:',
  INGREDIENTS: 'Ingredients',
  METHOD: 'Method',
  NUTRITION: 'Nutrition per serving',
  SERVES: 'Serves',
  SERVINGS: 'Servings',
  PREP_TIME: 'Preparation',
  COOK_TIME: 'Cooking',
  TOTAL_TIME: 'Total time',
  SHOP_INGREDIENTS: 'Shop the ingredients',
  STORE_CUPBOARD: 'Store cupboard',
  STORE_CUPBOARD_HINT: 'You may have these already, so they start at 0.',
  YOUR_INGREDIENTS: 'Ingredients to buy',
  SWAP: 'Swap',
  SWAPPED: 'Swapped',
  DUPLICATE: 'Also used above',
  NOT_SHOPPABLE: 'Not sold online',
  NO_PRODUCTS:
    'We cannot offer this recipe’s ingredients online at the moment. The recipe is still yours to cook.',
  ADD_SELECTION: 'Add to trolley',
  NOTHING_SELECTED: 'Choose at least one ingredient to add.',
  ADDED_SUMMARY: 'Added to your trolley',
  SIGN_IN_TO_ADD: 'Sign in to add the ingredients to your trolley.',
  MEAL_PLANS: 'Meal plans',
  COMBINED_INGREDIENTS: 'Your shopping list for the week',
} as const;

/** "Add 6 items to trolley" style summary of a selection. */
export function selectionSummary(count: number): string {
  return count === 1 ? '1 item selected' : `${count} items selected`;
}

/** "4.5 out of 5 stars from 12 ratings". */
export function ratingSummary(rounded: number, totalRatings: number): string {
  if (totalRatings === 0) return 'Not rated yet';
  return `${rounded} out of 5 stars from ${totalRatings} ${totalRatings === 1 ? 'rating' : 'ratings'}`;
}
