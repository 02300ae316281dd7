import type { Db } from '@grocer/db/client';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { RecipesService, RecipesSources } from './recipes.contract.ts';
import { RecipesRepository } from './recipes.repository.ts';
import { recipesRoutes } from './recipes.routes.ts';
import { createRecipesService } from './recipes.service.ts';

/**
 * Recipes (issue 26, decision 0083): the shop's own recipes, searched and filtered, rated once
 * per shopper, their ingredients priced through the catalogue and the trolley's pricing, and a
 * selection put in the trolley through the quick shop's one batch.
 */
export function createRecipesModule(
  deps: { db: Db; now: Clock } & RecipesSources,
): ContextModule<{ recipes: RecipesService }> {
  const { db, now, ...sources } = deps;
  const recipes = createRecipesService({ repository: new RecipesRepository(db), sources, now });
  return {
    services: { recipes },
    routes: async (api) => {
      await api.register(recipesRoutes, { recipes });
    },
  };
}
