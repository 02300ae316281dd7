import type { Db } from '@grocer/db/client';
import type { FastifyInstance } from 'fastify';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { CatalogueEngine } from '../catalogue/catalogue.contract.ts';
import type {
  CustomerDirectory,
  IdentityService,
  StaffSignIn,
} from '../identity/identity.contract.ts';
import type { LoyaltyService } from '../loyalty/loyalty.contract.ts';
import type { StaffService } from './staff.contract.ts';
import { staffRoutes } from './staff.routes.ts';
import { createStaffService } from './staff.service.ts';
import { StaffAuditRepository } from './staff-audit.repository.ts';
import { registerStaffConsoleRedirect } from './staff-console-redirect.ts';

export interface StaffModule extends ContextModule<{ staff: StaffService }> {
  /** The console's short address outside /api and /ecom. */
  registerPages(app: FastifyInstance): void;
}

/** The staff console's work and its audit log (decision 0022). */
export function createStaffModule(deps: {
  db: Db;
  now: Clock;
  identity: IdentityService;
  customers: CustomerDirectory;
  staffSignIn: StaffSignIn;
  /** The loyalty scheme, built after staff (it records to staff's audit log). */
  loyalty: () => LoyaltyService;
  /** Manager's specials (decision 0097) are the catalogue's promotions. */
  catalogue: Pick<CatalogueEngine, 'managersSpecials'>;
}): StaffModule {
  const staff = createStaffService({
    repository: new StaffAuditRepository(deps.db),
    directory: deps.customers,
    identity: deps.identity,
    staffSignIn: deps.staffSignIn,
    loyalty: deps.loyalty,
    catalogue: deps.catalogue,
    now: deps.now,
  });
  return {
    services: { staff },
    routes: async (api) => {
      await api.register(staffRoutes, { staff });
    },
    registerPages: (app) => registerStaffConsoleRedirect(app),
  };
}
