import type { Db } from '@grocer/db/client';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { StaffAudit } from '../staff/staff.contract.ts';
import type { MarketingSchemeNames, MarketingService } from './marketing.contract.ts';
import { MarketingPreferencesRepository } from './marketing.repository.ts';
import { marketingRoutes } from './marketing.routes.ts';
import { createMarketingService, type MembershipSource } from './marketing.service.ts';

/** Marketing preferences with the memberships call (decision 0028). */
export function createMarketingModule(deps: {
  db: Db;
  now: Clock;
  schemeNames: MarketingSchemeNames;
  audit: StaffAudit;
  loyalty: MembershipSource;
}): ContextModule<{ marketing: MarketingService }> {
  const marketing = createMarketingService({
    repository: new MarketingPreferencesRepository(deps.db),
    schemeNames: deps.schemeNames,
    audit: deps.audit,
    now: deps.now,
    loyalty: deps.loyalty,
  });
  return {
    services: { marketing },
    routes: async (api) => {
      await api.register(marketingRoutes, { marketing });
    },
  };
}
