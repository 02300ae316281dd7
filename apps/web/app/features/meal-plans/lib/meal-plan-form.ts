import {
  isPlanDate,
  MEAL_PLAN_DAYS,
  type MealPlanDay,
} from '@grocer/domain/meal-plans/meal-plan-week';
import { MEAL_PLAN_MEALS, type MealPlanMeal } from '@grocer/domain/meal-plans/meal-plan-words';
import { MEAL_PLANS_PATH } from '@grocer/domain/recipes/recipe-paths';

/**
 * The meal-plan pages' addresses and form fields (decision 0085). Every change is a plain form
 * post answered by a redirect back to the page, so the planner works without JavaScript.
 */

export const PLANNER_PATH = `${MEAL_PLANS_PATH}/planner`;
export const SHOPPING_LIST_PATH = `${PLANNER_PATH}/shopping-list`;

export const INTENTS = ['add', 'remove', 'servings', 'copy', 'fill'] as const;
export type Intent = (typeof INTENTS)[number];

/** A meal's slot in the week, as one form value: `MON-DINNER`. */
export function slotValue(day: MealPlanDay, meal: MealPlanMeal): string {
  return `${day}-${meal}`;
}

export function parseSlot(value: unknown): { day: MealPlanDay; meal: MealPlanMeal } | null {
  if (typeof value !== 'string') return null;
  const [day, meal] = value.split('-');
  if (!MEAL_PLAN_DAYS.includes(day as MealPlanDay)) return null;
  if (!MEAL_PLAN_MEALS.includes(meal as MealPlanMeal)) return null;
  return { day: day as MealPlanDay, meal: meal as MealPlanMeal };
}

/** `?week=` when it is a real date, else null (this week). */
export function weekParam(search: URLSearchParams): string | null {
  const week = search.get('week');
  return week && isPlanDate(week) ? week : null;
}

export function plannerHref(week: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ week, ...extra });
  return `${PLANNER_PATH}?${query}`;
}

export function shoppingListHref(week: string): string {
  return `${SHOPPING_LIST_PATH}?week=${week}`;
}

/** "Mon 30 Nov" from a YYYY-MM-DD date. */
export function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "30 Nov – 6 Dec 2026". */
export function weekLabel(weekStart: string, weekEnd: string): string {
  const day = (date: string, year: boolean) =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      ...(year ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  return `${day(weekStart, false)} – ${day(weekEnd, true)}`;
}
