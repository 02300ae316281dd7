import { z } from 'zod';
import { RECIPE_SERVINGS_MAX, RECIPE_SERVINGS_MIN } from '../recipes/ingredient-selection.ts';
import {
  isPlanDate,
  MEAL_PLAN_DAYS,
  MEAL_PLAN_MAX_MEALS,
  type MealPlanDay,
} from './meal-plan-week.ts';
import { MEAL_PLAN_MEALS, MEAL_PLAN_MESSAGES, type MealPlanMeal } from './meal-plan-words.ts';

/**
 * What a saved meal plan may hold (issue 26, decision 0085): a week of meals, each a day, a
 * meal of that day (breakfast, lunch or dinner: at most one recipe each, so 21 a week) and a
 * recipe at a number of servings (the recipe page's 1 to 12).
 */

export {
  MEAL_PLAN_DAY_NAMES,
  MEAL_PLAN_MEAL_NAMES,
  MEAL_PLAN_MEALS,
  MEAL_PLAN_MESSAGES,
  MEAL_PLAN_NOTICES,
  MEAL_PLAN_TITLES,
  type MealPlanMeal,
  type MealPlanNotice,
} from './meal-plan-words.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date (YYYY-MM-DD) that exists. */
export const planDateSchema = z
  .string()
  .regex(ISO_DATE, 'must be a date as YYYY-MM-DD')
  .refine(isPlanDate, 'must be a date as YYYY-MM-DD');

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
