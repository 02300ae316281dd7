import { z } from 'zod';
import { RECIPE_SERVINGS_MAX, RECIPE_SERVINGS_MIN } from '../recipes/ingredient-selection.ts';
import { MEAL_PLAN_DAYS, MEAL_PLAN_MAX_MEALS, type MealPlanDay } from './meal-plan-week.ts';

/**
 * What a saved meal plan may hold (issue 26, decision 0085): a week of meals, each a day, a
 * meal of that day (breakfast, lunch or dinner: at most one recipe each, so 21 a week) and a
 * recipe at a number of servings (the recipe page's 1 to 12).
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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date (YYYY-MM-DD) that exists. */
export const planDateSchema = z
  .string()
  .regex(ISO_DATE, 'must be a date as YYYY-MM-DD')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, 'must be a date as YYYY-MM-DD');

export const mealPlanServingsSchema = z
  .number({ error: MEAL_PLAN_MESSAGES.SERVINGS })
  .int(MEAL_PLAN_MESSAGES.SERVINGS)
  .min(RECIPE_SERVINGS_MIN, MEAL_PLAN_MESSAGES.SERVINGS)
  .max(RECIPE_SERVINGS_MAX, MEAL_PLAN_MESSAGES.SERVINGS);

export const plannedMealSchema = z.strictObject({
  day: z.enum(MEAL_PLAN_DAYS, { error: 'must be one of MON, TUE, WED, THU, FRI, SAT, SUN' }),
  meal: z.enum(MEAL_PLAN_MEALS, { error: 'must be one of BREAKFAST, LUNCH, DINNER' }),
  recipeId: z
    .number({ error: 'must be a recipe id' })
    .int('must be a recipe id')
    .min(1, 'must be a recipe id')
    .max(999_999_999, 'must be a recipe id'),
  servings: mealPlanServingsSchema,
});

export type PlannedMealInput = z.infer<typeof plannedMealSchema>;

/** A week's meals as saved: at most one recipe for each meal of each day. */
export const plannedMealsSchema = z
  .array(plannedMealSchema)
  .max(MEAL_PLAN_MAX_MEALS, `must hold at most ${MEAL_PLAN_MAX_MEALS} meals`)
  .refine(
    (meals) => new Set(meals.map((m) => `${m.day} ${m.meal}`)).size === meals.length,
    MEAL_PLAN_MESSAGES.ONE_RECIPE_A_MEAL,
  );

/** Meals in the week's order: Monday's breakfast first, Sunday's dinner last. */
export function sortMeals<T extends { day: MealPlanDay; meal: MealPlanMeal }>(
  meals: readonly T[],
): T[] {
  const rank = (m: T) => MEAL_PLAN_DAYS.indexOf(m.day) * 3 + MEAL_PLAN_MEALS.indexOf(m.meal);
  return [...meals].sort((a, b) => rank(a) - rank(b));
}
