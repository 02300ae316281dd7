import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * The meal-plans context's tables (issue 26, decision 0085): a shopper's plan for a week
 * (Monday-start, Europe/London calendar days), one per shopper per week, and its meals. An
 * account's plans go with it. Recipes are the recipes context's: a meal keeps the recipe's id
 * only (no key into that context's tables), and a recipe gone is shown as no longer available.
 */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The week's Monday. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    created: timestamp('created', { withTimezone: true }).notNull(),
    modified: timestamp('modified', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One plan a week: two processes saving the same new week meet here.
    uniqueIndex('meal_plans_week_per_customer').on(t.customerId, t.weekStart),
    check('meal_plans_week_starts_monday', sql`extract(isodow from ${t.weekStart}) = 1`),
  ],
);

/** A plan's meals: at most one recipe for each meal (breakfast, lunch, dinner) of each day. */
export const mealPlanMeals = pgTable(
  'meal_plan_meals',
  {
    mealPlanId: integer('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    /** MON … SUN */
    day: text('day').notNull(),
    /** BREAKFAST | LUNCH | DINNER */
    meal: text('meal').notNull(),
    recipeId: integer('recipe_id').notNull(),
    servings: smallint('servings').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mealPlanId, t.day, t.meal] }),
    index('meal_plan_meals_recipe_idx').on(t.recipeId),
    check(
      'meal_plan_meals_day_known',
      sql`${t.day} in ('MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN')`,
    ),
    check('meal_plan_meals_meal_known', sql`${t.meal} in ('BREAKFAST', 'LUNCH', 'DINNER')`),
    check('meal_plan_meals_servings_range', sql`${t.servings} BETWEEN 1 AND 12`),
  ],
);
