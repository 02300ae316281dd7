import type { Db } from '@grocer/db/client';
import type { DeliveryPassPrices } from '@grocer/domain/delivery-pass/delivery-pass-plans';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { JobHandler, JobQueue } from '../jobs/jobs.contract.ts';
import type { PaymentCardTokens } from '../payments/payments.contract.ts';
import type {
  DeliveryPassRecovery,
  DeliveryPassService,
  DeliveryPassSlots,
} from './delivery-pass.contract.ts';
import { DeliveryPassRepository } from './delivery-pass.repository.ts';
import { deliveryPassRoutes } from './delivery-pass.routes.ts';
import {
  createDeliveryPassService,
  DELIVERY_PASS_RENEWAL_JOB,
  type DeliveryPassDeps,
} from './delivery-pass.service.ts';
import { deliveryPassTestHookRoutes } from './delivery-pass.test-hooks.routes.ts';
import { DeliveryPassPaymentsRepository } from './delivery-pass-payments.repository.ts';

/**
 * The delivery pass (issue 27 part B, decision 0087): plans, buying with a saved card, renewal
 * through the job queue, the status the header reads, and what the slots context asks to waive
 * a covered slot's delivery charge.
 */
export function createDeliveryPassModule(deps: {
  db: Db;
  now: Clock;
  log: FastifyBaseLogger;
  prices: DeliveryPassPrices;
  provider: DeliveryPassDeps['provider'];
  cardTokens: PaymentCardTokens;
  /** The job queue and where a context registers its handlers (decision 0043). */
  jobs: { queue: JobQueue; handle(kind: string, handler: JobHandler): void };
  mail: DeliveryPassDeps['mail'];
  customers: DeliveryPassDeps['customers'];
  publicOrigin: string;
}): ContextModule<{
  deliveryPass: DeliveryPassService;
  deliveryPassSlots: DeliveryPassSlots;
  /** Settles the pass's payment runs left behind (decision 0094): the money sweep calls it. */
  deliveryPassRecovery: DeliveryPassRecovery;
}> {
  const repository = new DeliveryPassRepository(deps.db);
  const { service, slots, handlers, recovery } = createDeliveryPassService({
    repository,
    payments: new DeliveryPassPaymentsRepository(deps.db),
    prices: deps.prices,
    provider: deps.provider,
    cardTokens: deps.cardTokens,
    jobs: deps.jobs.queue,
    mail: deps.mail,
    customers: deps.customers,
    publicOrigin: deps.publicOrigin,
    now: deps.now,
    log: deps.log.child({ context: 'delivery-pass' }),
  });
  for (const [kind, handler] of handlers) deps.jobs.handle(kind, handler);
  return {
    services: { deliveryPass: service, deliveryPassSlots: slots, deliveryPassRecovery: recovery },
    routes: async (api) => {
      await api.register(deliveryPassRoutes, { deliveryPass: service });
    },
    testRoutes: async (api) => {
      await api.register(deliveryPassTestHookRoutes, {
        repository,
        renew: handlers.get(DELIVERY_PASS_RENEWAL_JOB) as JobHandler,
      });
    },
  };
}
