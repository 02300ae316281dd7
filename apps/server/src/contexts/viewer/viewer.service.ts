import type { Identity } from '@grocer/domain/identity/identity';
import { isSignedIn } from '@grocer/domain/identity/identity';
import { ANONYMOUS_VIEWER, type Viewer } from '@grocer/domain/identity/viewer';
import { viewerSlotOf } from '@grocer/domain/slot-booking/viewer-slot';
import type { DeliveryPassService } from '../delivery-pass/delivery-pass.contract.ts';
import type { FavouritesService } from '../favourites/favourites.contract.ts';
import type { IdentityService } from '../identity/identity.contract.ts';
import type { LoyaltyService } from '../loyalty/loyalty.contract.ts';
import type { SlotsService } from '../slots/slots.contract.ts';
import type { TrolleyService } from '../trolley/trolley.contract.ts';
import type { StampedViewers } from './stamped-viewers.ts';
import type { ViewerService } from './viewer.contract.ts';
import type { ViewerAnswers } from './viewer-answers.ts';

/**
 * The viewer (decisions 0020, 0060) from four reads: identity's (the session already read for
 * the request, with the first name), the trolley's (the open trolley with its lines' stamp: its
 * priced view is kept by that stamp, decision 0063), the slot's (the reservation of the open
 * order, asked for beside the trolley's read under the order id it was last read under, or after
 * it when that was not the open one) and the favourites' (the shopper's favourite line numbers,
 * decision 0080), made beside the trolley's.
 */
export function createViewerService(deps: {
  identity: Pick<IdentityService, 'viewer' | 'writeStampOf'>;
  trolley: Pick<TrolleyService, 'viewerRead'>;
  slots: Pick<SlotsService, 'slotOfOpenOrder'>;
  favourites: Pick<FavouritesService, 'lineNumbers'>;
  /** Loyalty membership: member prices on shared pages (decision 0086); none: not a member. */
  loyalty?: Pick<LoyaltyService, 'isMember'>;
  /** The delivery pass's status (decision 0087); unknown when not given. */
  deliveryPass?: Pick<DeliveryPassService, 'status'>;
  /** Answers kept on the embedded database (viewer-answers.ts); none on PostgreSQL. */
  answers?: ViewerAnswers | null;
  /**
   * Viewers kept per session under the customer's write stamp (stamped-viewers.ts, decision
   * 0103), on both databases; none: every viewer is worked out.
   */
  stamped?: StampedViewers | null;
}): ViewerService {
  const service: ViewerService = {
    async viewerOfRequest(session, identity) {
      if (!deps.answers || session === null) return service.viewer(await identity());
      return deps.answers.answer(session, async () => service.viewer(await identity()));
    },

    async viewer(identity) {
      if (!isSignedIn(identity)) return ANONYMOUS_VIEWER;
      // The stamp was read with the session, before any of the reads below.
      const stamp = deps.identity.writeStampOf(identity);
      if (!deps.stamped || stamp === null || identity.sessionId === null) {
        return workOut(identity);
      }
      return deps.stamped.answer(identity.sessionId, stamp, () => workOut(identity));
    },
  };

  async function workOut(identity: Identity): Promise<Viewer> {
    // The open order's slot is read once: the trolley prices by it, the header shows it.
    // Membership is the trolley's when it priced one (the same read), else read after it.
    const slotReads = new Map<string, ReturnType<SlotsService['slotOfOpenOrder']>>();
    const slotOf = (orderId: string) => {
      let read = slotReads.get(orderId);
      if (!read) {
        read = deps.slots.slotOfOpenOrder(identity, orderId);
        slotReads.set(orderId, read);
      }
      return read;
    };
    const [base, { trolley, openOrderId, loyaltyMember }, favourites, deliveryPass] =
      await Promise.all([
        deps.identity.viewer(identity),
        deps.trolley.viewerRead(identity, async (orderId) => (await slotOf(orderId)).booked),
        deps.favourites.lineNumbers(identity.customerId),
        deps.deliveryPass ? deps.deliveryPass.status(identity) : ('unknown' as const),
      ]);
    if (!base.signedIn) return base;
    const member =
      loyaltyMember ?? (deps.loyalty ? await deps.loyalty.isMember(identity.customerId) : false);
    const current = openOrderId === null ? null : (await slotOf(openOrderId)).current;
    const slot = viewerSlotOf(current);
    return {
      ...base,
      loyaltyMember: member,
      trolley,
      slot,
      slotBooked: slot !== null,
      favourites,
      deliveryPass,
    };
  }
  return service;
}
