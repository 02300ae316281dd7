import { RECIPE_SERVINGS_MAX, RECIPE_SERVINGS_MIN } from '../recipes/ingredient-selection.ts';
import type { MealPlanDay } from './meal-plan-week.ts';

/**
 * The meal plan's words and names (issue 26, decision 0085): what the pages show and the calls
 * answer. Apart from the input rules (meal-plan-rules.ts) so a page that only shows them loads no
 * schema library.
 */

export const MEAL_PLAN_MEALS = ['BREAKFAST', 'LUNCH', 'DINNER'] as const;
export type MealPlanMeal = (typeof MEAL_PLAN_MEALS)[number];

export const MEAL_PLAN_DAY_NAMES: Readonly<Record<MealPlanDay, string>> = {
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
  SUN: 'Sunday',
};

export const MEAL_PLAN_MEAL_NAMES: Readonly<Record<MealPlanMeal, string>> = {
  BREAKFAST: 'Breakfast',
  LUNCH: 'Lunch',
  DINNER: 'Dinner',
};

/** Shoppers see these on the meal-plan pages and in the calls' 4xx answers. */
export const MEAL_PLAN_MESSAGES = {
  NO_SUCH_PLAN: 'No such meal plan.',
  NO_SUCH_RECIPE: 'That recipe is not in our recipes.',
  SIGN_IN: 'Sign in to plan your meals.',
  SERVINGS: `Choose from ${RECIPE_SERVINGS_MIN} to ${RECIPE_SERVINGS_MAX} servings.`,
  ONE_RECIPE_A_MEAL: 'Each meal of a day can hold one recipe.',
  NEXT_WEEK_PLANNED:
    'Next week already has a plan. Copy again with “Replace next week’s plan” to replace it.',
  NOTHING_TO_COPY: 'This week has no meals to copy.',
  NOTHING_TICKED: 'Tick at least one ingredient to add.',
  NOT_IN_LIST: 'That product is not on this week’s list.',
  EMPTY_WEEK: 'No meals planned for this week yet.',
  CHOOSE_MEAL: 'Choose a day and a meal.',
  MEAL_NOT_PLANNED: 'That meal is not planned.',
} as const;

/** The meal-plan pages' titles (ours; the spec names the routes, not their titles). */
export const MEAL_PLAN_TITLES = {
  landing: 'Meal plans',
  planner: 'Meal planner',
  shoppingList: 'Your shopping list for the week',
  howTo: 'How to plan your meals',
  serves: 'Servings and portions',
  dietary: 'Dietary needs',
} as const;

/** What a planner press did, shown after its redirect (`?done=`). */
export const MEAL_PLAN_NOTICES = {
  added: 'Added to your plan.',
  removed: 'Removed from your plan.',
  servings: 'Servings updated.',
  copied: 'Copied to next week: here it is.',
} as const;
export type MealPlanNotice = keyof typeof MEAL_PLAN_NOTICES;
