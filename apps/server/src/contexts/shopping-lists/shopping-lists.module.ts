import type { Db } from '@grocer/db/client';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { StaffAudit } from '../staff/staff.contract.ts';
import type { ShoppingListsService, ShoppingListsSources } from './shopping-lists.contract.ts';
import { ShoppingListsRepository } from './shopping-lists.repository.ts';
import { shoppingListsRoutes } from './shopping-lists.routes.ts';
import { createShoppingListsService } from './shopping-lists.service.ts';

/** Shopping lists (issue 25, decision 0081). */
export function createShoppingListsModule(
  deps: { db: Db; now: Clock; audit: StaffAudit } & ShoppingListsSources,
): ContextModule<{ shoppingLists: ShoppingListsService }> {
  const { db, now, audit, ...sources } = deps;
  const shoppingLists = createShoppingListsService({
    repository: new ShoppingListsRepository(db),
    sources,
    audit,
    now,
  });
  return {
    services: { shoppingLists },
    routes: async (api) => {
      await api.register(shoppingListsRoutes, { shoppingLists });
    },
  };
}
