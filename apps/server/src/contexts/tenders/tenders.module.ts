import type { Db } from '@grocer/db/client';
import type { Clock, ContextModule } from '../../context-module.ts';
import type { TrolleyService } from '../trolley/trolley.contract.ts';
import { PartnerDiscountCardRepository } from './partner-discount-card.repository.ts';
import { partnerDiscountCardRoutes } from './partner-discount-card.routes.ts';
import { createPartnerDiscountCardService } from './partner-discount-card.service.ts';
import type {
  PartnerDiscountCardService,
  TenderRedemption,
  TendersService,
} from './tenders.contract.ts';
import { TendersRepository } from './tenders.repository.ts';
import { tendersRoutes } from './tenders.routes.ts';
import { createTendersService } from './tenders.service.ts';
import { tenderTestHookRoutes } from './tenders.test-hooks.routes.ts';

export interface TendersServices {
  tenders: TendersService;
  /** What placement, amend, cancel and the order views redeem and read (decision 0039). */
  redemption: TenderRedemption;
  partnerDiscountCards: PartnerDiscountCardService;
}

/**
 * Gift cards, gift vouchers and promo codes on the trolley's order (decision 0039), and the
 * partner discount card (decision 0044).
 */
export function createTendersModule(deps: {
  db: Db;
  now: Clock;
  trolley: Pick<TrolleyService, 'openOrderId' | 'getTrolley'>;
}): ContextModule<TendersServices> {
  const { service: tenders, redemption } = createTendersService({
    repository: new TendersRepository(deps.db),
    trolley: deps.trolley,
    now: deps.now,
  });
  const partnerDiscountCards = createPartnerDiscountCardService({
    repository: new PartnerDiscountCardRepository(deps.db),
    ownsOrder: (identity, orderId) => tenders.ownsOrder(identity, orderId),
  });
  return {
    services: { tenders, redemption, partnerDiscountCards },
    routes: async (api) => {
      await api.register(tendersRoutes, { tenders });
      await api.register(partnerDiscountCardRoutes, { partnerDiscountCards });
    },
    testRoutes: async (api) => {
      await api.register(tenderTestHookRoutes, { redemption });
    },
  };
}
