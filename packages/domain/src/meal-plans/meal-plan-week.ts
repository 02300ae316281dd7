/**
 * A meal plan's week (issue 26): Monday to Sunday, a plan per week per shopper, copied to the
 * next week on request. Dates are calendar days (YYYY-MM-DD) in the shop's time zone; callers
 * pass today's date there.
 */

export const MEAL_PLAN_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type MealPlanDay = (typeof MEAL_PLAN_DAYS)[number];
/** Ours: breakfast, lunch and dinner a day at most. */
export const MEAL_PLAN_MAX_MEALS = 21;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date written YYYY-MM-DD that exists (2026-02-30 does not). */
export function isPlanDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const DAY_MS = 86_400_000;

function parseDay(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function formatDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The Monday of the week a day falls in. */
export function weekStartOf(date: string): string {
  const time = parseDay(date);
  const weekday = (new Date(time).getUTCDay() + 6) % 7; // Monday 0
  return formatDay(time - weekday * DAY_MS);
}

/** The Monday a week later. */
export function nextWeekStart(weekStart: string): string {
  return formatDay(parseDay(weekStartOf(weekStart)) + 7 * DAY_MS);
}

/** The date of a weekday in a week. */
export function dateOfDay(weekStart: string, day: MealPlanDay): string {
  return formatDay(parseDay(weekStartOf(weekStart)) + MEAL_PLAN_DAYS.indexOf(day) * DAY_MS);
}
