import {
  CHOOSE_ANOTHER_DATE_OR_REMOVE,
  ENTERTAINING_ITEMS_ONLY,
} from '../trolley/trolley-messages.ts';

/**
 * Slot booking texts (issue 12; spec doc 1 §4 Slot request, §8 slot modals, doc 3 §2 the
 * header's slot button). Titles the spec quotes are marked "spec"; the rest fill what it leaves
 * unshown and are recorded in decision 0034. The API answers a refused booking with the modal's
 * title as its message, so the storefront and any other client show the same words.
 */

// The slot modals' titles (spec doc 1 §8).
/** Spec: the reservation ran out (re-book). */
/** A slot call that needs a signed-in shopper, made by someone who is not. */
export const SIGN_IN_TO_BOOK_SLOT = 'Sign in to book a slot.';

export const SLOT_EXPIRED_TITLE = 'Sorry, your slot has now expired';
/** Spec: somebody else booked the last place (refresh now). */
export const SLOT_TAKEN_TITLE = "Sorry, that slot's just been taken";
/** Spec names the modal ("delivery charge changed"), not its words. */
export const DELIVERY_CHARGE_CHANGED_TITLE = 'Your delivery charge has changed';
/** Spec: the grid was asked for days before the first bookable one. */
export const NO_EARLIER_SLOTS_TITLE = 'Sorry, no earlier slots available';
/** Spec: nothing can be booked for this order (amend trolley). */
export const NO_SLOTS_AVAILABLE_TITLE = 'Sorry, there are no slots available for this order';
/** Spec: the address's postcode district is no branch's delivery area. */
export const DELIVERY_AREA_NOT_SERVED_TITLE = "Unfortunately, we don't deliver to this address";
/** Spec: at most two Christmas slots per customer. */
export const CHRISTMAS_SLOT_LIMIT_TITLE = "Sorry, you've already booked two Christmas slots";
/** Spec names the modal ("saver slots unavailable, 1-hour Christmas slots shown"). */
export const SAVER_SLOTS_UNAVAILABLE_TITLE = "Saver slots aren't available at Christmas";
/** Spec: the slot cannot be reserved; the modal cannot be closed. */
export const UNAVAILABLE_ITEMS_TITLE = 'Unavailable items in trolley';
/** Spec: grocery items in an entertaining collection slot. */
export const ENTERTAINING_ONLY_TITLE = ENTERTAINING_ITEMS_ONLY;
/** Spec: a line's restriction dates or lead time rule the slot's day out. */
export const RESTRICTION_CONFLICT_TITLE = CHOOSE_ANOTHER_DATE_OR_REMOVE;
/** Spec names the modal ("slot offers not valid, continue at the non-offer price"). */
export const SLOT_OFFERS_NOT_VALID_TITLE = 'Sorry, this slot offer is no longer available';

// What each modal says under its title (spec: not shown).
export const SLOT_EXPIRED_TEXT =
  'We held your slot for as long as we could. Please book another slot to carry on shopping.';
export const SLOT_TAKEN_TEXT =
  'Another customer booked the last place in that slot while you were choosing. Refresh to see the slots still available.';
export const deliveryChargeChangedText = (price: string) =>
  `The charge for this slot is now ${price}. Refresh to see the latest prices.`;
export const NO_EARLIER_SLOTS_TEXT =
  'The slots shown are the earliest we can offer. Choose a later slot, or go back to your trolley.';
export const NO_SLOTS_AVAILABLE_TEXT =
  "We can't offer a slot for everything in your trolley. Please change your trolley and try again.";
export const DELIVERY_AREA_NOT_SERVED_TEXT = 'Please choose another address, or add a new one.';
export const CHRISTMAS_SLOT_LIMIT_TEXT =
  'Each customer can book up to two slots between 20 and 24 December, so that everyone gets a chance to shop with us for Christmas.';
export const SAVER_SLOTS_UNAVAILABLE_TEXT = "We're showing our 1-hour Christmas slots instead.";
export const UNAVAILABLE_ITEMS_TEXT =
  "We can't reserve this slot because some items in your trolley are no longer available. Please remove them and try again.";
export const ENTERTAINING_ONLY_TEXT =
  'Your trolley has grocery items. Edit your trolley, or choose a grocery collection slot.';
export const RESTRICTION_CONFLICT_TEXT =
  "Some items in your trolley aren't available on this date. Choose another date, or remove them.";
export const slotOffersNotValidText = (price: string) =>
  `The offer on this slot has ended. You can continue at ${price}.`;

// Buttons of the slot modals (spec where quoted).
export const SLOT_BUTTONS = {
  rebook: 'Book a slot',
  refreshNow: 'Refresh now',
  refresh: 'Refresh',
  /** Spec. */
  selectLaterSlot: 'Select a later slot',
  /** Spec. */
  goToTrolley: 'Go to My Trolley',
  amendTrolley: 'Amend trolley',
  chooseAnotherAddress: 'Choose another address',
  addNewAddress: 'Add a new address',
  /** Spec. */
  editTrolley: 'Edit your trolley',
  /** Spec. */
  viewGroceryCollectionSlots: 'View grocery collection slots',
  continueAtPrice: 'Continue',
  close: 'Close',
  /** Spec: the cancel confirmation. */
  keepSlot: 'Keep slot',
  /** Spec: the cancel confirmation. */
  cancelSlot: 'Cancel slot',
} as const;

// The header's slot button and summary (spec doc 1 §4, doc 3 §2); the button's own words,
// 'Book Slot' and 'Change Slot', are ui-messages' BOOK_SLOT and CHANGE_SLOT.
export const CHANGE_SLOT_BUTTON = 'Change slot';
export const YOUR_DELIVERY_SLOT = 'Your delivery slot';
export const YOUR_COLLECTION_SLOT = 'Your collection slot';
export const DELIVERY_TO = 'Delivery to:';
export const COLLECT_FROM = 'Collect from:';

/** Spec doc 2 §8 snackbar. */
export const SLOT_RESERVATION_CANCELLED = 'Slot reservation cancelled';
/** Spec: not shown. The cancel confirmation's title. */
export const CANCEL_SLOT_TITLE = 'Cancel your slot?';

/** Spec doc 1 §4: both notices tell the shopper to check out within the remaining time. */
export const slotExpiryNotice = (remaining: string) =>
  `Your slot is reserved for ${remaining}. Check out within this time to keep it.`;
