import { isSignedIn } from '@grocer/domain/identity/identity';
import { ANONYMOUS_VIEWER } from '@grocer/domain/identity/viewer';
import { viewerSlotOf } from '@grocer/domain/slot-booking/viewer-slot';
import type { IdentityService } from '../identity/identity.contract.ts';
import type { SlotsService } from '../slots/slots.contract.ts';
import type { TrolleyService } from '../trolley/trolley.contract.ts';
import type { ViewerService } from './viewer.contract.ts';

/**
 * The viewer (decisions 0020, 0060) from three reads: identity's (the session already read for
 * the request, with the first name), the trolley's (the open trolley with its lines' stamp: its
 * priced view is kept by that stamp, decision 0063) and then the slot's (the reservation of the
 * open order the trolley named).
 */
export function createViewerService(deps: {
  identity: Pick<IdentityService, 'viewer'>;
  trolley: Pick<TrolleyService, 'viewerRead'>;
  slots: Pick<SlotsService, 'currentSlotOfOpenOrder'>;
}): ViewerService {
  return {
    async viewer(identity) {
      if (!isSignedIn(identity)) return ANONYMOUS_VIEWER;
      const [base, { trolley, openOrderId }] = await Promise.all([
        deps.identity.viewer(identity),
        deps.trolley.viewerRead(identity),
      ]);
      if (!base.signedIn) return base;
      const current =
        openOrderId === null
          ? null
          : await deps.slots.currentSlotOfOpenOrder(identity, openOrderId);
      const slot = viewerSlotOf(current);
      return { ...base, trolley, slot, slotBooked: slot !== null };
    },
  };
}
