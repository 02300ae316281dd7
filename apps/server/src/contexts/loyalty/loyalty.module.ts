import type { Db } from '@grocer/db/client';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { AddressBookService } from '../addresses/addresses.contract.ts';
import type { StaffAudit } from '../staff/staff.contract.ts';
import type { LoyaltyConfig, LoyaltyPoints, LoyaltyService } from './loyalty.contract.ts';
import { LoyaltyRepository } from './loyalty.repository.ts';
import { loyaltyRoutes } from './loyalty.routes.ts';
import { createLoyaltyService } from './loyalty.service.ts';

/** The loyalty scheme's membership (issue 27 part A, decision 0086). */
export function createLoyaltyModule(deps: {
  db: Db;
  now: Clock;
  audit: StaffAudit;
  config: LoyaltyConfig;
  /** The address book's read (a replacement card goes to one of the shopper's addresses). */
  addresses: Pick<AddressBookService, 'get'>;
}): ContextModule<{ loyalty: LoyaltyService; loyaltyPoints: LoyaltyPoints }> {
  const loyalty = createLoyaltyService({
    repository: new LoyaltyRepository(deps.db),
    config: deps.config,
    audit: deps.audit,
    now: deps.now,
    addressOf: (identity, addressId) => deps.addresses.get(identity, addressId),
  });
  return {
    services: { loyalty, loyaltyPoints: loyalty },
    routes: async (api) => {
      await api.register(loyaltyRoutes, { loyalty, cardPrefixes: deps.config.cardPrefixes });
    },
  };
}
