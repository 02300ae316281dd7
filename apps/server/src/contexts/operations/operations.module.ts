import type { Db } from '@grocer/db/client';
import type { ContextModule } from '../../context-module.ts';
import type { OperationsService, OperationsSources } from './operations.contract.ts';
import { operationsRoutes } from './operations.routes.ts';
import { createOperationsService } from './operations.service.ts';

/** The money's health on the staff console's home, and "run recovery" for one (decision 0058). */
export function createOperationsModule(deps: {
  db: Db;
  sources: OperationsSources;
  leaseMs: number;
}): ContextModule<{ operations: OperationsService }> {
  const operations = createOperationsService(deps);
  return {
    services: { operations },
    routes: async (api) => {
      await api.register(operationsRoutes, { operations });
    },
  };
}
