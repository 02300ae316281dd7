import type { Money, Product, Quantity } from '@grocer/domain/catalogue/catalogue.types';
import type { Identity } from '@grocer/domain/identity/identity';
import type { PricingIncentive } from '@grocer/domain/incentives/incentive-rules';
import type { TrolleyTotals } from '@grocer/domain/pricing/trolley-totals';
import type { BookedSlot } from '@grocer/domain/trolley/booked-slot';
import type { Conflict } from '@grocer/domain/trolley/conflicts';
import type { PendingAdd } from '@grocer/domain/trolley/pending-add';
import type {
  TrolleyItemInput,
  TrolleyItemUpdate,
} from '@grocer/domain/trolley/trolley-input.schema';
import type { QueueItem } from '@grocer/domain/trolley/trolley-queue';
import type { ViewerTrolley } from '@grocer/domain/trolley/trolley-summary';

/**
 * The trolley context's contract (decision 0031): one open trolley per signed-in customer, keyed
 * by the customer order id the trolley context allocates for the customer's open order. The
 * storefront's loaders and actions use it through `AppServices.trolley`; GraphQL calls the same
 * service. Prices, offers, totals and conflicts come from the domain's engine
 * (`@grocer/domain/pricing`, `@grocer/domain/trolley`).
 *
 * Expected failures are thrown as AppErrors with the codes of the error catalogue: UNAUTHENTICATED
 * (not signed in), TROLLEY_NOT_FOUND (not the caller's open trolley: another customer's answers
 * exactly as one that does not exist), TROLLEY_ITEM_NOT_FOUND, PRODUCT_NOT_SOLD (unknown, sold out
 * online or past its last order date: failure type '410'), VALIDATION_FAILED (bad input; nothing
 * is stored), TROLLEY_FULL. A quantity over the product's cap is not refused: it is cut down to the
 * cap and the change carries the 'you can only order …' notice (failure type '400').
 */

export type {
  BookedSlot,
  Conflict,
  PendingAdd,
  TrolleyItemInput,
  TrolleyItemUpdate,
  TrolleyTotals,
  ViewerTrolley,
};

/** An offer as a trolley line shows it (spec doc 1 §3 Trolley item: discounts). */
export interface TrolleyDiscount {
  id: number;
  description: string;
  status: 'TRIGGERED' | 'UNTRIGGERED';
  category: 'OFFER';
  typeCode: string;
  loyaltyOnly: boolean;
  /** This line's share of the offer's saving (0 while untriggered). */
  saving: Money;
}

/** A trolley line, priced (spec doc 1 §3 Trolley item). Money is `{amount (pence), currencyCode}`. */
export interface TrolleyItem {
  trolleyItemId: number;
  lineNumber: string;
  productId: string;
  quantity: Quantity;
  /** What a placed order already holds for the line while it is amended; 0 until orders exist. */
  reservedQuantity: number;
  canSubstitute: boolean;
  noteToShopper: string | null;
  personalisedMessage: string | null;
  depositCharge: Money;
  discounts: TrolleyDiscount[];
  /** The line at the regular price (the was price while a was/now offer applies). */
  retailPrice: Money;
  /** Price per item, or per kilogram for a weighed quantity, after any was/now reduction. */
  price: Money;
  /** Everything the line's offers take off. */
  saving: Money;
  /** retailPrice − saving. */
  totalPrice: Money;
  /** Ids of the offers this line completed, and of those it is in without completing them. */
  triggeredPromotions: number[];
  untriggeredPromotions: number[];
  /** Offers on the product that will have ended by the booked slot (2-day rule without one). */
  expiredPromotionIds: number[];
  /** Weighed lines and weighed items sold each: the shopper pays for what is picked. */
  estimated: boolean;
  /** False when the line cannot be priced (product gone, unit not sold): it costs 0 here. */
  priced: boolean;
}

/**
 * The spec's trolley flags (doc 1 §3 Trolley), from the state of other contexts (decision 0056):
 * worked out by `TrolleyService.flags` only when asked for (GraphQL's Trolley fields), since
 * they cost reads of the order, slot, cards and tenders that the trolley's own answers do not.
 */
export interface TrolleyFlags {
  /** The trolley is that of an order being amended (AMENDING). */
  amendingOrder: boolean;
  /** The domain's instant-checkout rule says ALLOWED (`instantCheckoutState`). */
  instantCheckout: boolean;
  /** The booked slot may be changed (`trolleySlotChangeable`: not past an amend's cut-off). */
  slotChangeable: boolean;
}

/** What the trolley's flags need from other contexts (decision 0056); app.ts fills it. */
export interface TrolleyFlagSources {
  /** The AMENDING order whose trolley this is, with its amend cut-off (ISO); null when none. */
  amendingOrder(
    identity: Identity,
    orderId: string,
  ): Promise<{ amendOrderCutoffDateTime: string | null } | null>;
  /** Until when the trolley's slot is held for it; null without a slot. */
  slotReservedUntil(identity: Identity, orderId: string): Promise<Date | null>;
  /** The shopper's saved cards that have not expired. */
  usableSavedCards(identity: Identity): Promise<number>;
  /** Gift cards and vouchers applied to the trolley. */
  appliedTenders(
    identity: Identity,
    orderId: string,
  ): Promise<{ giftCards: number; giftVouchers: number }>;
}

/** The trolley as the spec lists it (doc 1 §3 Trolley), for one customer order. */
export interface Trolley {
  orderId: string;
  /** Goes up by one with every change: two answers with the same version show the same trolley. */
  version: number;
  /** The order-level substitution preference last set (updateTrolleySubPreferences), or null. */
  subPreference: boolean | null;
  /** Oldest line first. */
  trolleyItems: TrolleyItem[];
  trolleyTotals: TrolleyTotals;
  /** HARD first, then by priority and line (domain `trolleyConflicts`). */
  conflicts: Conflict[];
}

/** Something a change did not do as asked, though the rest was done (a quantity cut to the cap). */
export interface TrolleyNotice {
  code: 'PRODUCT_CAP_EXCEEDED';
  lineNumber: string;
  /** 'Sorry, you can only order 6 of this item' (raises the product cap lightbox). */
  message: string;
}

/** The answer to every change. */
export interface TrolleyChange {
  trolley: Trolley;
  /**
   * The lines the call concerned, as now stored (a removed line is left out); every line for
   * emptyTrolley and updateTrolleySubPreferences. What the client queue's result carries.
   */
  trolleyItems: TrolleyItem[];
  notices: TrolleyNotice[];
}

/** The header's trolley summary (decision 0020 viewer): cheap, never allocates a trolley. */
export interface TrolleySummary {
  /** Items: each line in items counts its quantity, a weighed line counts 1 (shown 99+ above 99). */
  itemCount: number;
  /** itemTotalEstimatedCost in pence. */
  total: number;
}

/** Spec doc 1 §7 minimum order values (collection and delivery; entertaining collection too). */
export interface MinimumOrderValuesView {
  collectionMinimumOrderValue: Money;
  deliveryMinimumOrderValue: Money;
  entertainingCollectionMinimumOrderValue: Money;
}

export interface SavedTrolleyInfo {
  savedAt: Date;
  /** Lines saved. */
  lineCount: number;
}

export interface SaveBrokenTrolleyResult {
  /** Lines saved (and cleared from the trolley). */
  lineCount: number;
  /** Set-Cookies that end the staff sign-on (Return to admin) — send them with the answer. */
  setCookies: string[];
  /** How many of the customer's own sessions were ended, so the customer signs in again. */
  customerSessionsEnded: number;
}

export interface RestoreSavedTrolleyResult {
  trolley: Trolley;
  /** Saved lines put back (a line the trolley holds again keeps its quantity and is not counted). */
  restoredLines: number;
}

export interface TrolleyService {
  /** The trolley's flags (decision 0056), for a trolley this service answered to `identity`. */
  flags(identity: Identity, trolley: Trolley): Promise<TrolleyFlags>;
  /**
   * The customer order id of the identity's open trolley, allocated (with an empty trolley) the
   * first time it is asked for; null when not signed in. The shopping-context query carries it.
   */
  currentOrderId(identity: Identity): Promise<string | null>;
  /**
   * The customer order id of the identity's open trolley without allocating one: null when
   * anonymous or when none is open yet (the slots context's reads).
   */
  openOrderId(identity: Identity): Promise<string | null>;
  /**
   * The open trolley's conflicts were `slot` booked (the slots context re-checks the trolley
   * before reserving: unavailable items, restriction dates, lead times, entertaining-only
   * slots). Empty when anonymous or the trolley is empty; never allocates.
   */
  slotConflicts(identity: Identity, slot: BookedSlot): Promise<Conflict[]>;
  /** The identity's open trolley (allocating it as currentOrderId does); null when anonymous. */
  currentTrolley(identity: Identity): Promise<Trolley | null>;
  /** The trolley of `orderId`, which must be the identity's open trolley. */
  getTrolley(identity: Identity, orderId: string): Promise<Trolley>;
  /**
   * Products to suggest beside the trolley (spec: recommendationsSize 8, start 0): popular
   * products of the trolley's aisles that are not in it.
   */
  recommendations(
    identity: Identity,
    orderId: string,
    page: { start: number; size: number },
  ): Promise<Product[]>;
  /**
   * What one item of each product would cost in the identity's open trolley `orderId`, priced
   * alone by the pricing engine with the trolley's booked slot and the shopper's membership
   * (decision 0097: the manager's specials interstitial shows what the trolley will charge).
   * Products not sold by the item, or unknown, are left out. TROLLEY_NOT_FOUND for another's.
   */
  itemPrices(
    identity: Identity,
    orderId: string,
    productIds: readonly string[],
  ): Promise<ItemPrice[]>;
  /**
   * 'Reuse shopper notes?' (decision 0098): the note the shopper last left on each of
   * `lineNumbers` (at most 100) in an earlier, ordered trolley, with the product's name. Lines
   * without one are left out. UNAUTHENTICATED when not signed in.
   */
  previousNotes(identity: Identity, lineNumbers: readonly string[]): Promise<PreviousNote[]>;
  /**
   * Adds a line, or sets the line's quantity and fields when it is in the trolley already
   * (a personalisable product always gets a new line). Quantity 0 removes the line.
   */
  addItem(identity: Identity, orderId: string, item: TrolleyItemInput): Promise<TrolleyChange>;
  /** Changes one line by its trolleyItemId; quantity 0 removes it. */
  updateItem(
    identity: Identity,
    trolleyItemId: number,
    update: TrolleyItemUpdate,
  ): Promise<TrolleyChange>;
  /** Several lines at once, all or nothing; each as addItem (by trolleyItemId when positive). */
  updateItems(
    identity: Identity,
    orderId: string,
    items: TrolleyItemInput[],
  ): Promise<TrolleyChange>;
  /** Undo of a remove: the removed line back with its quantity, flag, note and message. */
  replaceItem(identity: Identity, orderId: string, item: TrolleyItemInput): Promise<TrolleyChange>;
  emptyTrolley(identity: Identity, orderId: string): Promise<TrolleyChange>;
  /** Sets every line's canSubstitute (never on products that prohibit substitutes). */
  updateSubPreferences(
    identity: Identity,
    orderId: string,
    subPreference: boolean,
  ): Promise<TrolleyChange>;
  /** The add saved before sign-in, applied with the domain's `planPendingAdd`. */
  applyPendingAdd(identity: Identity, pending: PendingAdd): Promise<TrolleyChange>;
  minimumOrderValues(): MinimumOrderValuesView;
  /**
   * For the header (decision 0020's viewer); the anonymous summary (0, 0) without a lookup when
   * not signed in. Never allocates a trolley.
   */
  summary(identity: Identity): Promise<TrolleySummary>;
  /**
   * What the page frame carries of the trolley (decision 0032's viewer fragment): the header's
   * count and total, the lines, and the order id when there are lines, from one read of the open
   * trolley. Empty when anonymous or without lines; never allocates a trolley.
   */
  viewerTrolley(identity: Identity): Promise<ViewerTrolley>;
  /**
   * The viewer's trolley with the customer's open order id (decision 0060), which answers even
   * when the trolley has no lines (the viewer asks for that order's slot); null when none is
   * open. Never allocates a trolley.
   */
  viewerRead(
    identity: Identity,
    /** Where this read asks for an order's booked slot (the viewer reads it once for both). */
    bookedSlot?: (orderId: string) => Promise<BookedSlot | null>,
  ): Promise<{
    trolley: ViewerTrolley;
    openOrderId: string | null;
    /** Whether the shopper is a loyalty member, when the read priced a trolley (read once). */
    loyaltyMember?: boolean;
  }>;
  /**
   * The open trolley's lines as the client trolley queue holds them (`QueueItem`), without
   * prices, in one lookup: for the per-user fragment that puts quantities on the cards of shared
   * (cached) catalogue pages, and the queue's refresh. Empty when anonymous; never allocates.
   */
  lines(identity: Identity): Promise<QueueItem[]>;

  /**
   * Products to offer in place of an unavailable line of the identity's open trolley (spec doc 1
   * §4 swap unavailable product; decision 0033): the most popular available products of the
   * line's aisle that are not in the trolley, at most `size` (the domain's default 4). Empty when
   * the product is gone from the catalogue. TROLLEY_ITEM_NOT_FOUND when the line is not there.
   */
  alternatives(identity: Identity, lineNumber: string, size?: number): Promise<Product[]>;
  /**
   * Swaps a line of the identity's open trolley for another product, in one all-or-nothing
   * change: the replacement is added at its default quantity and the line removed.
   * TROLLEY_ITEM_NOT_FOUND when the line is not there; the replacement is checked as any add is
   * (PRODUCT_NOT_SOLD for one that cannot be bought).
   */
  swapItem(
    identity: Identity,
    lineNumber: string,
    replacementLineNumber: string,
  ): Promise<TrolleyChange>;

  /** Staff signed on as the customer: the customer's saved broken trolley, if any. */
  savedTrolley(identity: Identity): Promise<SavedTrolleyInfo | null>;
  /**
   * Staff in the console (permission staff:view-customers): whether a saved broken trolley waits
   * for `customerId`, for the console's customer page.
   */
  savedTrolleyOf(staff: Identity, customerId: number): Promise<SavedTrolleyInfo | null>;
  /**
   * Staff signed on as the customer (permission staff:save-trolley): keeps the trolley's lines
   * aside, clears the trolley, records it in the staff audit log, ends the staff sign-on and the
   * customer's own sessions (the customer signs in again to a working trolley).
   */
  saveBrokenTrolley(identity: Identity): Promise<SaveBrokenTrolleyResult>;
  /**
   * Staff signed on as the customer: puts the saved lines back (a line the trolley has again
   * keeps its current quantity), forgets the saved copy and records it in the audit log.
   */
  restoreSavedTrolley(identity: Identity): Promise<RestoreSavedTrolleyResult>;
}

/** One item of a product as the trolley would price it (TrolleyService.itemPrices). */
export interface ItemPrice {
  productId: string;
  lineNumber: string;
  /** After offers, in pence. */
  pricePence: number;
  /** Before offers (the was price while a was/now applies), in pence. */
  regularPricePence: number;
}

/** A note the shopper left on a product in an earlier order (TrolleyService.previousNotes). */
export interface PreviousNote {
  lineNumber: string;
  /** The product's display name; null when it is gone from the catalogue. */
  name: string | null;
  noteToShopper: string;
}

/** What the trolley needs from the slots context (the slot issue fills it). */
export interface BookedSlotSource {
  bookedSlot(customerId: number, orderId: string): Promise<BookedSlot | null>;
}

/** What the trolley needs from the incentives context: the loaded personal offers (decision 0088). */
export interface TrolleyIncentivesSource {
  /** Never throws and answers in time: the incentives context bounds it (8000 ms, errors: none). */
  loadedIncentives(customerId: number): Promise<readonly PricingIncentive[]>;
}

/** What the trolley needs from the loyalty context (loyalty-only offers; its issue fills it). */
export interface LoyaltyMembershipSource {
  isMember(customerId: number): Promise<boolean>;
}

/**
 * What the orders context's placement does to a trolley (decision 0040): the open trolley becomes
 * the order, and back again when the placement is undone.
 */
export interface TrolleyOrdering {
  /** False when the trolley was not the customer's open trolley (two placements at once: one wins). */
  closeForOrder(customerId: number, orderId: string): Promise<boolean>;
  /**
   * False when it was not closed for an order, or the customer has another open trolley with
   * lines now; an empty one opened meanwhile gives way (decision 0045).
   */
  reopen(customerId: number, orderId: string): Promise<boolean>;
}

/** A placed order's line as it goes back to the trolley for an amend (decision 0042). */
export interface AmendTrolleyLine {
  lineNumber: string;
  productId: string;
  quantity: Quantity;
  canSubstitute: boolean;
  noteToShopper: string | null;
  personalisedMessage: string | null;
}

/**
 * What amending a placed order does to its trolley (decision 0042): the order's trolley is the
 * customer's open trolley again while the order is AMENDING (any other open trolley is parked
 * meanwhile), and closed again when the amend ends, the parked trolley then open again.
 */
export interface TrolleyAmending {
  /**
   * The order's trolley is open again holding `lines` (null: the lines it holds); false when
   * it is not this customer's order trolley.
   */
  reopenForAmend(
    customerId: number,
    orderId: string,
    lines: readonly AmendTrolleyLine[] | null,
  ): Promise<boolean>;
  /** The amended order's trolley closes (ORDERED) and a parked trolley opens; false when not open. */
  closeAfterAmend(customerId: number, orderId: string): Promise<boolean>;
}
