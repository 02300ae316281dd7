import type { Db } from '@grocer/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { CustomerDirectory } from '../identity/identity.contract.ts';
import type { MyDetailsService } from '../identity/my-details.contract.ts';
import type { OrderHistoryService } from '../orders/order-history.contract.ts';
import type { StaffAudit } from '../staff/staff.contract.ts';
import type { CustomerCareService } from './customer-care.contract.ts';
import { CustomerCareRepository } from './customer-care.repository.ts';
import { customerCareRoutes } from './customer-care.routes.ts';
import {
  type CustomerCareMailer,
  type CustomerCareSite,
  createCustomerCareService,
} from './customer-care.service.ts';

/**
 * Customer care (decision 0076): the contact form and the replacement card form, one inbox for
 * staff, emails through the mail outbox.
 */
export function createCustomerCareModule(deps: {
  db: Db;
  now: Clock;
  log: FastifyBaseLogger;
  mail: CustomerCareMailer;
  customers: Pick<CustomerDirectory, 'namesOf'>;
  myDetails: Pick<MyDetailsService, 'details'>;
  orderHistory: Pick<OrderHistoryService, 'listOrders'>;
  audit: Pick<StaffAudit, 'record'>;
  site: CustomerCareSite;
}): ContextModule<{ customerCare: CustomerCareService }> {
  const log = deps.log.child({ context: 'customer-care' });
  const customerCare = createCustomerCareService({
    repository: new CustomerCareRepository(deps.db),
    mail: deps.mail,
    customers: deps.customers,
    myDetails: deps.myDetails,
    orderHistory: deps.orderHistory,
    audit: deps.audit,
    site: deps.site,
    now: deps.now,
    onMailFailure: (error, reference) =>
      log.error({ err: error, reference }, 'customer care email not queued; the message is stored'),
  });
  return {
    services: { customerCare },
    routes: async (api) => {
      await api.register(customerCareRoutes, { customerCare });
    },
  };
}
