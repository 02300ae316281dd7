import { describe, expect, it } from 'vitest';
import {
  MEAL_PLAN_MESSAGES,
  planDateSchema,
  plannedMealsSchema,
  sortMeals,
} from './meal-plan-rules.ts';

describe('meal plan rules', () => {
  it('takes one recipe for each meal of a day, 1 to 12 servings', () => {
    const dinner = { day: 'MON', meal: 'DINNER', recipeId: 1, servings: 4 } as const;
    expect(plannedMealsSchema.safeParse([dinner]).success).toBe(true);
    const twice = plannedMealsSchema.safeParse([dinner, { ...dinner, recipeId: 2 }]);
    expect(twice.error?.issues[0]?.message).toBe(MEAL_PLAN_MESSAGES.ONE_RECIPE_A_MEAL);
    const many = plannedMealsSchema.safeParse([{ ...dinner, servings: 13 }]);
    expect(many.error?.issues[0]?.message).toBe(MEAL_PLAN_MESSAGES.SERVINGS);
  });

  it('takes dates that exist only', () => {
    expect(planDateSchema.safeParse('2026-11-30').success).toBe(true);
    expect(planDateSchema.safeParse('2026-02-30').success).toBe(false);
    expect(planDateSchema.safeParse('30/11/2026').success).toBe(false);
  });

  it('orders meals Monday breakfast first, Sunday dinner last', () => {
    const meals = sortMeals([
      { day: 'SUN', meal: 'DINNER' },
      { day: 'MON', meal: 'DINNER' },
      { day: 'MON', meal: 'BREAKFAST' },
    ] as const);
    expect(meals.map((m) => `${m.day} ${m.meal}`)).toEqual([
      'MON BREAKFAST',
      'MON DINNER',
      'SUN DINNER',
    ]);
  });
});
