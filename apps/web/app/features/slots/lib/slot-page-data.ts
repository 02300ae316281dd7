import type {
  CollectionService,
  SlotPageVariant,
} from '@grocer/domain/slot-booking/slot-booking-paths';
import type { SlotBookingSelection } from '@grocer/domain/slot-booking/slot-booking-selection';
import type { GridLength, GridWindow } from '@grocer/domain/slot-booking/slot-grid';
import type { ViewerSlot } from '@grocer/domain/slot-booking/viewer-slot';
import type {
  CampaignName,
  SlotDay,
  SlotFailure,
  SlotGridType,
  SlotType,
} from '@grocer/server/contexts/slots/slots.contract';

/** An address the delivery grid can deliver to, as its picker lists it. */
export interface AddressChoice {
  id: number;
  summary: string;
}

/** A branch the collection grid can collect from, as its picker lists it. */
export interface BranchChoice {
  id: number;
  name: string;
}

/** What a slot grid page shows (delivery or one of the collection grids). */
export interface SlotGridPageData {
  fulfilment: 'DELIVERY' | 'COLLECTION';
  /** The collection grid's service; null for delivery. */
  service: CollectionService | null;
  slotType: SlotType;
  variant: SlotPageVariant | null;
  campaign: CampaignName | null;
  /** The shopper's choices, with the address or branch the grid shows filled in. */
  selection: SlotBookingSelection;
  /** The grid asked for, and the one the server answered with (saver may not be offered). */
  requestedGridType: SlotGridType;
  gridType: SlotGridType;
  /** The server served another grid than asked (saver slots at Christmas): its modal. */
  gridNotice: 'SAVER_SLOTS_UNAVAILABLE' | null;
  addresses: AddressChoice[];
  branches: BranchChoice[];
  /** The days of the page shown; empty when there is nothing to show. */
  days: SlotDay[];
  previousFrom: string | null;
  nextFrom: string | null;
  /** The grid length the address asks for; null when it asks for none. */
  chosenGridLength: GridLength | null;
  /**
   * With no length asked for, the page a phone shows instead (its 3 days, all among `days`, and
   * its pages before and after); null when a length was asked for (decision 0052).
   */
  phonePage: GridWindow | null;
  /** The branch whose slots the grid shows (delivery: the one serving the address). */
  gridBranchId: number | null;
  /** Changes when any slot of the grid changes availability (the refresh prompt). */
  availabilityToken: string | null;
  /** Why there is no grid (no slots, an address not served…): a slot modal. */
  failure: SlotFailure | null;
  /** The shopper's booked slot, whatever grid it is on. */
  booked: (ViewerSlot & { deliveryChargePence: number }) | null;
  /** A change made without JavaScript to say in the snackbar. */
  notice: 'slot-cancelled' | null;
}
