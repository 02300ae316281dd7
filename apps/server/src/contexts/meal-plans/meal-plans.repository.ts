import type { Db } from '@grocer/db/client';
import { mealPlanMeals, mealPlans } from '@grocer/db/schema/meal-plans';
import type { MealPlanMeal, PlannedMealInput } from '@grocer/domain/meal-plans/meal-plan-rules';
import type { MealPlanDay } from '@grocer/domain/meal-plans/meal-plan-week';
import { and, desc, eq, sql } from 'drizzle-orm';

/** A plan as stored. */
export interface StoredPlan {
  id: number;
  weekStart: string;
  meals: PlannedMealInput[];
}

export interface StoredPlanSummary {
  id: number;
  weekStart: string;
  mealCount: number;
  totalServings: number;
}

const mealColumns = {
  day: mealPlanMeals.day,
  meal: mealPlanMeals.meal,
  recipeId: mealPlanMeals.recipeId,
  servings: mealPlanMeals.servings,
};

type MealRow = { day: string; meal: string; recipeId: number; servings: number };

const toMeal = (row: MealRow): PlannedMealInput => ({
  day: row.day as MealPlanDay,
  meal: row.meal as MealPlanMeal,
  recipeId: row.recipeId,
  servings: row.servings,
});

/** The meal-plans context's tables (decision 0085). Every read is scoped to one shopper. */
export class MealPlansRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  private async withMeals(
    plan: { id: number; weekStart: string } | undefined,
  ): Promise<StoredPlan | null> {
    if (!plan) return null;
    const rows = await this.db
      .select(mealColumns)
      .from(mealPlanMeals)
      .where(eq(mealPlanMeals.mealPlanId, plan.id));
    return { ...plan, meals: rows.map(toMeal) };
  }

  async find(customerId: number, mealPlanId: number): Promise<StoredPlan | null> {
    const [plan] = await this.db
      .select({ id: mealPlans.id, weekStart: mealPlans.weekStart })
      .from(mealPlans)
      .where(and(eq(mealPlans.customerId, customerId), eq(mealPlans.id, mealPlanId)));
    return this.withMeals(plan);
  }

  async findWeek(customerId: number, weekStart: string): Promise<StoredPlan | null> {
    const [plan] = await this.db
      .select({ id: mealPlans.id, weekStart: mealPlans.weekStart })
      .from(mealPlans)
      .where(and(eq(mealPlans.customerId, customerId), eq(mealPlans.weekStart, weekStart)));
    return this.withMeals(plan);
  }

  async exists(customerId: number, mealPlanId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: mealPlans.id })
      .from(mealPlans)
      .where(and(eq(mealPlans.customerId, customerId), eq(mealPlans.id, mealPlanId)));
    return row !== undefined;
  }

  /** The shopper's weeks that hold meals, newest first. */
  async history(customerId: number): Promise<StoredPlanSummary[]> {
    const rows = await this.db
      .select({
        id: mealPlans.id,
        weekStart: mealPlans.weekStart,
        mealCount: sql<number>`count(${mealPlanMeals.day})::int`,
        totalServings: sql<number>`coalesce(sum(${mealPlanMeals.servings}), 0)::int`,
      })
      .from(mealPlans)
      .innerJoin(mealPlanMeals, eq(mealPlanMeals.mealPlanId, mealPlans.id))
      .where(eq(mealPlans.customerId, customerId))
      .groupBy(mealPlans.id, mealPlans.weekStart)
      .orderBy(desc(mealPlans.weekStart));
    return rows;
  }

  /**
   * Replaces a week's meals in one transaction (the plan row made the first time). With
   * `unlessPlanned`, a week that holds meals already is left alone and answers null.
   */
  async saveWeek(
    customerId: number,
    weekStart: string,
    meals: readonly PlannedMealInput[],
    at: Date,
    options: { unlessPlanned?: boolean } = {},
  ): Promise<StoredPlan | null> {
    return this.db.transaction(async (tx) => {
      const [plan] = await tx
        .insert(mealPlans)
        .values({ customerId, weekStart, created: at, modified: at })
        .onConflictDoUpdate({
          target: [mealPlans.customerId, mealPlans.weekStart],
          set: { modified: at },
        })
        .returning({ id: mealPlans.id, weekStart: mealPlans.weekStart });
      if (!plan) throw new Error('meal plan not written');
      if (options.unlessPlanned) {
        const [held] = await tx
          .select({ day: mealPlanMeals.day })
          .from(mealPlanMeals)
          .where(eq(mealPlanMeals.mealPlanId, plan.id))
          .limit(1);
        if (held) return null;
      }
      await tx.delete(mealPlanMeals).where(eq(mealPlanMeals.mealPlanId, plan.id));
      if (meals.length > 0) {
        await tx
          .insert(mealPlanMeals)
          .values(meals.map((meal) => ({ mealPlanId: plan.id, ...meal })));
      }
      return { ...plan, meals: [...meals] };
    });
  }
}
