import type { ViewerSlot } from '../slot-booking/viewer-slot.ts';
import { EMPTY_VIEWER_TROLLEY, type ViewerTrolley } from '../trolley/trolley-summary.ts';
import { type Identity, isSignedIn, isStaffSignOn } from './identity.ts';

/**
 * Delivery pass status (spec doc 3 §4): unknown, active or another state. Links to the pass
 * appear only while it is active or available.
 */
export type DeliveryPassStatus = 'unknown' | 'active' | 'available' | 'expired' | 'cancelled';

/** Where shared pages fetch the viewer after hydration (decisions 0020, 0060). */
export const VIEWER_PATH = '/ecom/resources/viewer';

/**
 * What the page frame shows about the shopper (decision 0020): the header's account area, the
 * trolley summary and the slot button. Shared pages fetch it after hydration; other pages get it
 * from the root loader.
 */
export interface Viewer {
  signedIn: boolean;
  /** Shown on the account menu button; null when anonymous. */
  firstName: string | null;
  /** Staff signed on as this customer: 'Return to admin' instead of Sign out (spec doc 1 §6). */
  staffSignOn: boolean;
  deliveryPass: DeliveryPassStatus;
  /** The header summary and the lines the add buttons show (decision 0032). */
  trolley: ViewerTrolley;
  slotBooked: boolean;
  /** The booked slot for the header's summary and the expiry timer (decision 0036). */
  slot: ViewerSlot | null;
  /**
   * The shopper's favourites as a set of line numbers (decision 0080): the hearts on shared
   * pages take their pressed state from here, never from the page's HTML.
   */
  favourites: string[];
  /**
   * A member of the loyalty scheme (decision 0086): shared pages show member prices and the
   * member badge from here, never from the page's HTML.
   */
  loyaltyMember: boolean;
}

export const ANONYMOUS_VIEWER: Viewer = Object.freeze({
  signedIn: false,
  firstName: null,
  staffSignOn: false,
  deliveryPass: 'unknown',
  trolley: EMPTY_VIEWER_TROLLEY,
  slotBooked: false,
  slot: null,
  favourites: Object.freeze([]) as unknown as string[],
  loyaltyMember: false,
}) as Viewer;

/**
 * The viewer for an identity and what its contexts know. An identity that is not signed in is
 * the anonymous viewer whatever else is passed, so nothing personal can leak into it.
 */
export function viewerOf(
  identity: Pick<Identity, 'customerId' | 'principalId'>,
  facts: {
    firstName: string | null;
    deliveryPass?: DeliveryPassStatus;
    trolley?: Viewer['trolley'];
    slotBooked?: boolean;
    slot?: ViewerSlot | null;
    favourites?: readonly string[];
    loyaltyMember?: boolean;
  },
): Viewer {
  if (!isSignedIn(identity)) return ANONYMOUS_VIEWER;
  return {
    signedIn: true,
    firstName: facts.firstName,
    staffSignOn: isStaffSignOn(identity),
    deliveryPass: facts.deliveryPass ?? 'unknown',
    trolley: facts.trolley ?? EMPTY_VIEWER_TROLLEY,
    slotBooked: facts.slotBooked ?? (facts.slot ?? null) !== null,
    slot: facts.slot ?? null,
    favourites: [...(facts.favourites ?? [])],
    loyaltyMember: facts.loyaltyMember ?? false,
  };
}

/** Spec doc 3 §2, §4: the Delivery Pass link shows only when the pass is active or available. */
export function showsDeliveryPass(status: DeliveryPassStatus): boolean {
  return status === 'active' || status === 'available';
}
