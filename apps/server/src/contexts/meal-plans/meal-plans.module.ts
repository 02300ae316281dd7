import type { Db } from '@grocer/db/client';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { MealPlansService, MealPlansSources } from './meal-plans.contract.ts';
import { MealPlansRepository } from './meal-plans.repository.ts';
import { mealPlansRoutes } from './meal-plans.routes.ts';
import { createMealPlansService } from './meal-plans.service.ts';

/** Meal plans (issue 26, decision 0085). */
export function createMealPlansModule(
  deps: { db: Db; now: Clock } & MealPlansSources,
): ContextModule<{ mealPlans: MealPlansService }> {
  const { db, now, ...sources } = deps;
  const mealPlans = createMealPlansService({
    repository: new MealPlansRepository(db),
    sources,
    now,
  });
  return {
    services: { mealPlans },
    routes: async (api) => {
      await api.register(mealPlansRoutes, { mealPlans });
    },
  };
}
