import type { Money } from '@grocer/domain/catalogue/catalogue.types';
import type { Identity } from '@grocer/domain/identity/identity';
import type { BookedSlot, FulfilmentType, SlotType } from '@grocer/domain/trolley/booked-slot';

/**
 * The slots context's contract (issue 12; spec doc 1 §2 slot routes, §3 Customer slot and Slot
 * booking, §4 Slot request, §7 Slot, §8 slot modals, §9; doc 3 §2 the header's slot button).
 *
 * Capacity lives in the database: a slot is booked by a conditional update of its counter row,
 * so no slot is ever booked beyond capacity whatever the concurrency or the number of server
 * processes. A booking is a reservation of the shopper's current order (the trolley's customer
 * order id) that expires at `slotExpiryTime` and gives its capacity back; placing the order
 * confirms it (the checkout issue calls `confirmReservation`).
 *
 * Every call acts for `identity.customerId`; another customer's reservation answers as one that
 * does not exist. Expected refusals are returned as `{ outcome: 'refused', failure }`, never
 * thrown; the failure's `code` is an error-catalogue code whose message is the spec's text.
 */

export type { FulfilmentType, SlotType };

/** Service types, spec doc 1 §3. */
export type ServiceType = 'GROCERY' | 'ENTERTAINING_PLACED_AT_HOME';

/** Slot statuses of a reservation, spec doc 1 §3. */
export type SlotStatus = 'CANCELLED' | 'CONFIRMED' | 'EXPIRED' | 'UNCONFIRMED';

/** The grid a slot belongs to: the default grid or the cheaper, wider saver grid. */
export type SlotGridType = 'DEFAULT' | 'SAVER';

/** Seasonal campaigns with their own slot days (service-selection/christmas, /easter). */
export type CampaignName = 'christmas' | 'easter';

/** A campaign as slot days carry it (spec: season name, marketing and site start and end dates). */
export interface SlotCampaign {
  name: CampaignName;
  /** ISO dates (Europe/London days). */
  marketingStartDate: string;
  marketingEndDate: string;
  siteStartDate: string;
  siteEndDate: string;
}

/** How a slot shows in the grid. */
export type SlotAvailability = 'AVAILABLE' | 'FULLY_BOOKED' | 'UNAVAILABLE';

export interface GridSlot {
  slotId: string;
  slotType: SlotType;
  branchId: number;
  /** ISO date-times (UTC, with Z). */
  startDateTime: string;
  endDateTime: string;
  /** The price of this slot for this shopper (0 for collection). */
  price: Money;
  availability: SlotAvailability;
  greenSlot: boolean;
  gridType: SlotGridType;
  /** Window length in minutes (60 or 120). */
  durationMinutes: number;
  /** This shopper's order holds this slot. */
  bookedByMe: boolean;
  /** The shopper's delivery pass pays this slot's charge (decision 0087): the price is 0. */
  deliveryPass: boolean;
}

export interface SlotDay {
  /** The Europe/London day, 'YYYY-MM-DD'. */
  date: string;
  isPriority: boolean;
  campaigns: SlotCampaign[];
  slots: GridSlot[];
}

export interface SlotDaysQuery {
  slotType: SlotType;
  /** Collection: the branch; delivery: worked out from the address's postcode district. */
  branchId?: number;
  /** Delivery: an address of the shopper's book. */
  addressId?: number;
  /** First day wanted ('YYYY-MM-DD'); honoured only after tomorrow's start unless overridden. */
  fromDate?: string;
  /** Days wanted, 1..21 (the grid shows 5 or 3 at a time). */
  days?: number;
  gridType?: SlotGridType;
  campaign?: CampaignName;
}

export interface SlotDaysView {
  branchId: number;
  slotType: SlotType;
  /** The grid served: DEFAULT when a saver grid was asked for on Christmas days. */
  gridType: SlotGridType;
  /** Spec doc 1 §3 isDeliveryPassActive: the shopper's delivery pass is active (decision 0087). */
  isDeliveryPassActive: boolean;
  /**
   * SAVER_SLOTS_UNAVAILABLE when a saver grid was asked for days that have none (Christmas):
   * the spec's "saver slots unavailable, 1-hour Christmas slots shown" modal.
   */
  notice: 'SAVER_SLOTS_UNAVAILABLE' | null;
  days: SlotDay[];
  /** Changes when any slot of these days changes availability (the grid's refresh prompt). */
  availabilityToken: string;
}

/** Spec doc 1 §3 "Customer slot" / §7 currentSlot. */
export interface CurrentSlot {
  slotType: SlotType;
  branchId: number;
  /** Collection branch name or the delivery address's first line, for the header summary. */
  branchName: string | null;
  /** -1 when none (collection). */
  addressId: number;
  /** 'Delivery to:' text for a delivery slot: the address on one line. */
  addressSummary: string | null;
  postcode: string;
  /** The slot's Europe/London day. */
  slotDate: string;
  /** ISO date-times. */
  startDateTime: string;
  endDateTime: string;
  slotExpiryTime: string;
  orderCutOff: string;
  amendOrderCutOff: string;
  slotReservationId: string;
  slotGridType: SlotGridType;
  greenSlot: boolean;
  deliveryCharge: Money;
  /** The delivery pass paid this slot's charge (decision 0087); the order keeps it. */
  paidByDeliveryPass: boolean;
  status: SlotStatus;
}

export interface BookSlotInput {
  slotId: string;
  /** Delivery: the address to deliver to. */
  addressId?: number;
  /**
   * The price the shopper saw, in pence; when it differs from the slot's price now the booking
   * is refused with DELIVERY_CHARGE_CHANGED (the spec's 'delivery charge changed' modal).
   */
  expectedPricePence?: number;
}

/** Refusal codes (error-catalogue codes; the message is the spec's modal text). */
export type SlotFailureCode =
  | 'SLOT_TAKEN'
  | 'SLOT_NOT_FOUND'
  | 'SLOT_EXPIRED'
  | 'NO_SLOTS_AVAILABLE'
  | 'NO_EARLIER_SLOTS'
  | 'DELIVERY_AREA_NOT_SERVED'
  | 'CHRISTMAS_SLOT_LIMIT'
  | 'ENTERTAINING_ONLY_SLOTS'
  | 'SLOT_RESTRICTION_CONFLICT'
  | 'TROLLEY_HAS_UNAVAILABLE_ITEMS'
  | 'DELIVERY_CHARGE_CHANGED'
  | 'SLOT_OFFERS_NOT_VALID'
  | 'SLOT_RESERVATION_NOT_FOUND'
  | 'ADDRESS_NOT_FOUND'
  | 'BRANCH_NOT_FOUND'
  | 'VALIDATION_FAILED'
  | 'UNAUTHENTICATED';

export interface SlotFailure {
  code: SlotFailureCode;
  message: string;
  /** Extra facts a modal needs (e.g. the restricted product ids, the new price). */
  detail?: Record<string, unknown>;
}

export type SlotOutcome<T> =
  | { outcome: 'ok'; value: T }
  | { outcome: 'refused'; failure: SlotFailure };

/** A change of one slot's availability, published across processes (LISTEN/NOTIFY). */
export interface SlotAvailabilityChange {
  slotId: string;
  branchId: number;
  slotType: SlotType;
  availability: SlotAvailability;
}

/** A branch of the collection branch picker (spec doc 1 §3 Branch: id, name, defaultBranch). */
export interface CollectionBranch {
  id: number;
  name: string;
  defaultBranch: boolean;
  /** The slot types it offers: always DELIVERY, and the collection services it has. */
  services: SlotType[];
}

export interface SlotsService {
  /** Branches offering collection, with the services each offers (the branch picker). */
  collectionBranches(): Promise<CollectionBranch[]>;
  /** The grid's days. Anonymous identities may look (prices without the shopper's booking). */
  slotDays(identity: Identity, query: SlotDaysQuery): Promise<SlotOutcome<SlotDaysView>>;
  /** Reserves the slot for the shopper's current order, giving back any slot held before. */
  bookSlot(identity: Identity, input: BookSlotInput): Promise<SlotOutcome<CurrentSlot>>;
  /** The shopper's reserved or confirmed slot of the current order; null when none (or expired). */
  currentSlot(identity: Identity): Promise<CurrentSlot | null>;
  /**
   * The slot of the open order the trolley context named, read once for the viewer (decision
   * 0060): the current slot the header shows, and the booked slot the trolley prices by. Both
   * null when none is live.
   */
  slotOfOpenOrder(
    identity: Identity,
    orderId: string,
  ): Promise<{ current: CurrentSlot | null; booked: BookedSlot | null }>;
  /** Cancels the reserved slot (capacity given back). `false` when there was none. */
  cancelSlot(identity: Identity): Promise<boolean>;
  /**
   * GraphQL currentSlot(customerOrderId): the order's reserved or confirmed slot (null when
   * none); refused SLOT_RESERVATION_NOT_FOUND when the order is not the caller's.
   */
  currentSlotOfOrder(
    identity: Identity,
    customerOrderId: string,
  ): Promise<SlotOutcome<CurrentSlot | null>>;
  /** Whether the order's slot hold ran out (its last reservation expired): SLOT_EXPIRED. */
  slotHoldLapsed(identity: Identity, customerOrderId: string): Promise<boolean>;
  /**
   * Cancels one reservation by its id (REST DELETE); `false` when the caller has no such live
   * reservation (another customer's answers the same).
   */
  cancelReservation(identity: Identity, slotReservationId: string): Promise<boolean>;
  /**
   * Placing the order confirms its reservation (for the checkout issue): UNCONFIRMED becomes
   * CONFIRMED and no longer expires. Refused SLOT_EXPIRED when it lapsed first, and
   * SLOT_RESERVATION_NOT_FOUND when the order holds none.
   */
  confirmReservation(
    identity: Identity,
    customerOrderId: string,
  ): Promise<SlotOutcome<CurrentSlot>>;
  /**
   * The placement workflow's compensation of confirmReservation (orders, decision 0040): the
   * order's CONFIRMED reservation is UNCONFIRMED again and expires at its old time. `false` when
   * the order had no confirmed reservation of the caller's.
   */
  unconfirmReservation(identity: Identity, customerOrderId: string): Promise<boolean>;
  /**
   * Cancelling a placed order (orders, decision 0041): the order's reservation, confirmed or
   * not, is cancelled and its place given back. `false` when the order holds no live
   * reservation of the caller's (already released: running it again changes nothing).
   */
  releaseOrderReservation(identity: Identity, customerOrderId: string): Promise<boolean>;
  /**
   * Listens to availability changes from every server process; returns the unsubscribe.
   * The grid's server-sent events are fed from here.
   */
  onAvailabilityChange(listener: (change: SlotAvailabilityChange) => void): () => void;
}

/**
 * Slots for amending a placed order (decision 0042). Changing the slot while amending is the
 * usual booking (the order's old reservation is cancelled and its place given back); cancelling
 * the amend puts the order's original reservation back.
 */
export interface SlotAmending {
  /**
   * The order's reservation `slotReservationId` (one of its own, perhaps cancelled by a
   * booking made while amending) is the order's confirmed slot again, with its old terms; the
   * order's other live reservation is given back. True when it already was; false when the
   * reservation is not this order's or its slot is now full.
   */
  restoreReservation(
    identity: Identity,
    customerOrderId: string,
    slotReservationId: string,
  ): Promise<boolean>;
}
