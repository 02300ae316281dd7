import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../context-module.ts';
import type { DeliveryPassService } from '../delivery-pass/delivery-pass.contract.ts';
import type { FavouritesService } from '../favourites/favourites.contract.ts';
import type { IdentityService } from '../identity/identity.contract.ts';
import type { LoyaltyService } from '../loyalty/loyalty.contract.ts';
import type { SlotsService } from '../slots/slots.contract.ts';
import type { TrolleyService } from '../trolley/trolley.contract.ts';
import { StampedViewers } from './stamped-viewers.ts';
import type { ViewerService } from './viewer.contract.ts';
import { viewerRoutes } from './viewer.routes.ts';
import { createViewerService } from './viewer.service.ts';
import { ViewerAnswers } from './viewer-answers.ts';

/**
 * The page frame's viewer (decisions 0020, 0060, 0080): no tables of its own, five services'
 * reads, kept per session under the customer's write stamp (decision 0103).
 */
export function createViewerModule(deps: {
  identity: Pick<IdentityService, 'viewer' | 'writeStampOf'>;
  trolley: Pick<TrolleyService, 'viewerRead'>;
  slots: Pick<SlotsService, 'slotOfOpenOrder'>;
  favourites: Pick<FavouritesService, 'lineNumbers'>;
  /** Loyalty membership: member prices on shared pages (decision 0086). */
  loyalty?: Pick<LoyaltyService, 'isMember'>;
  /** The delivery pass's status: the menu's link shows when active or available (decision 0087). */
  deliveryPass?: Pick<DeliveryPassService, 'status'>;
  /** The embedded database's write epoch (undefined on PostgreSQL: nothing is kept). */
  writeEpoch?: () => number;
  now: Clock;
}): {
  services: { viewer: ViewerService };
  /** The storefront's viewer route, beside the storefront under /ecom. */
  storefrontRoutes: (app: FastifyInstance) => Promise<void>;
} {
  const answers = deps.writeEpoch ? new ViewerAnswers(deps.writeEpoch, deps.now) : null;
  const viewer = createViewerService({ ...deps, answers, stamped: new StampedViewers(deps.now) });
  return {
    services: { viewer },
    storefrontRoutes: (app) => viewerRoutes(app, { viewer }),
  };
}
