import type { Db } from '@grocer/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { StaffAudit } from '../staff/staff.contract.ts';
import { AddressBookRepository } from './address-book.repository.ts';
import { createAddressBookService } from './address-book.service.ts';
import type {
  AddressBookService,
  AddressUsageSource,
  PostcodeLookupService,
} from './addresses.contract.ts';
import { addressesRoutes } from './addresses.routes.ts';
import {
  createPostcodeLookupService,
  type PostcodeLookupConfig,
  postcodeLookupProviderFor,
} from './postcode-lookup.service.ts';

/** The address book and its postcode lookup (decision 0027). */
export function createAddressesModule(deps: {
  db: Db;
  now: Clock;
  log: FastifyBaseLogger;
  postcodeLookup: PostcodeLookupConfig;
  /** Who else knows an address is in use (booked slots, orders in progress). */
  usage: readonly AddressUsageSource[];
  audit: StaffAudit;
}): ContextModule<{ addresses: AddressBookService; postcodeLookup: PostcodeLookupService }> {
  const postcodeLookup = createPostcodeLookupService({
    provider: postcodeLookupProviderFor(deps.postcodeLookup),
    timeoutMs: deps.postcodeLookup.timeoutMs,
    log: deps.log.child({ context: 'postcode-lookup' }),
  });
  const addresses = createAddressBookService({
    repository: new AddressBookRepository(deps.db),
    usage: deps.usage,
    lookup: postcodeLookup,
    audit: deps.audit,
    now: deps.now,
  });
  return {
    services: { addresses, postcodeLookup },
    routes: async (api) => {
      await api.register(addressesRoutes, { addresses, postcodeLookup });
    },
  };
}
