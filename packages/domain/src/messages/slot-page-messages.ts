/**
 * The slot pages' texts (issue 12, decisions 0036 and 0037): service selection, the grids, the
 * header's slot summary, the expiry notices and the slot modals' words and buttons. The spec
 * gives the header texts (doc 3 §2), the snackbar (doc 2 §8), the modal titles and some buttons
 * (doc 1 §8); the rest are ours ("Spec: not shown"). The modal titles are the server's refusal
 * messages (messages/slot-messages.ts): the storefront shows what the refusal says.
 */

// Spec doc 1 §2 page titles.
export const SERVICE_SELECTION_TITLE = 'Choose Your Shopping Method';

// Spec doc 3 §2: the header's slot summary.
export const YOUR_DELIVERY_SLOT = 'Your delivery slot';
export const YOUR_COLLECTION_SLOT = 'Your collection slot';
export const DELIVERY_TO = 'Delivery to:';
export const COLLECT_FROM = 'Collect from:';
export const CHANGE_SLOT_LINK = 'Change slot';

// Spec doc 2 §8 snackbars.
export const SLOT_RESERVATION_CANCELLED = 'Slot reservation cancelled';

// Spec doc 1 §4: cancelling a reserved slot offers Keep slot or Cancel slot.
export const KEEP_SLOT = 'Keep slot';
export const CANCEL_SLOT = 'Cancel slot';
// Spec: not shown.
export const CANCEL_SLOT_TITLE = 'Cancel your slot reservation?';
export const CANCEL_SLOT_TEXT =
  'Your slot will be released for other customers to book. You can book another at any time.';

// Spec: not shown. Service selection.
export const SERVICE_SELECTION_HEADING = 'How would you like to get your shopping?';
export const CAMPAIGN_HEADINGS = {
  christmas: 'Book your Christmas slot',
  easter: 'Book your Easter slot',
} as const;
export const DELIVERY_CHOICE = 'Delivery';
export const DELIVERY_CHOICE_TEXT = 'We bring your shopping to your door, in a 1- or 2-hour slot.';
export const COLLECTION_CHOICE = 'Click & Collect';
export const COLLECTION_CHOICE_TEXT = 'Collect your shopping from one of our branches. Free.';
export const COLLECTION_SERVICE_HEADING = 'Choose a collection service';
export const RESELECT_SERVICE_HINT =
  'The collection service you chose does not suit your trolley. Please choose another.';
export const COLLECTION_SERVICES = {
  groceries: {
    name: 'Grocery collection',
    text: 'Your groceries, packed and ready at the branch.',
  },
  entertaining: {
    name: 'Entertaining collection',
    text: 'Party food and cakes made to order. Entertaining items only.',
  },
  groceriesandentertaining: {
    name: 'Groceries and Entertaining collection',
    text: 'Groceries and Entertaining items together, in one collection.',
  },
} as const;

// Spec: not shown. The grids.
export const DELIVERY_GRID_HEADING = 'Book a delivery slot';
export const COLLECTION_GRID_HEADINGS = {
  groceries: 'Book a grocery collection slot',
  entertaining: 'Book an Entertaining collection slot',
  groceriesandentertaining: 'Book a Groceries and Entertaining collection slot',
} as const;
/** What each grid holds: its name starts with this ('Delivery slots, Tuesday 24 November to…'). */
export const GRID_KINDS = {
  delivery: 'Delivery slots',
  groceries: 'Grocery collection slots',
  entertaining: 'Entertaining collection slots',
  groceriesandentertaining: 'Groceries and Entertaining collection slots',
} as const;
export const CHRISTMAS_GRID_NOTE = 'Showing Christmas slots.';
export const EASTER_GRID_NOTE = 'Showing Easter slots.';
export const DELIVERY_ADDRESS_LABEL = 'Delivery address';
export const COLLECTION_BRANCH_LABEL = 'Collection branch';
export const SHOW_SLOTS = 'Show slots';
export const ADD_DELIVERY_ADDRESS = 'Add a new address';
export const NO_DELIVERY_ADDRESS = 'Add a delivery address to see the slots we have for it.';
export const NO_COLLECTION_BRANCH = 'No branch offers this collection service at the moment.';
export const CHANGE_TO_COLLECTION = 'Collect instead';
export const CHANGE_TO_DELIVERY = 'Have it delivered instead';
export const STANDARD_GRID = 'All slots';
export const SAVER_GRID = 'Saver slots';
export const GRID_KIND_LABEL = 'Slots to show';
export const GRID_LENGTH_LABEL = 'Days to show';
export const showDays = (days: number) => `${days} days`;
export const PREVIOUS_DAYS = 'Earlier days';
export const NEXT_DAYS = 'Later days';
export const TIME_COLUMN = 'Time';
export const FULLY_BOOKED = 'Fully booked';
export const UNAVAILABLE = 'Unavailable';
export const FREE = 'Free';
export const GREEN_SLOT = 'Green slot';
export const GREEN_SLOT_HINT = 'A van is already nearby: a greener choice.';
export const SAVER_SLOT = 'Saver';
export const YOUR_SLOT = 'Your slot';
export const BOOKING = 'Booking…';
export const NO_SLOTS_ON_PAGE = 'There are no slots on these days.';
export const AVAILABILITY_CHANGED = 'Slot availability has changed since this page was loaded.';
export const REFRESH_SLOTS = 'Refresh slots';
export const slotsGridLabel = (kind: string, first: string, last: string) =>
  first === last ? `${kind}, ${first}` : `${kind}, ${first} to ${last}`;
export const bookSlotLabel = (date: string, time: string, price: string) =>
  `Book ${date}, ${time}, ${price}`;

// Spec: not shown. After booking.
export const SLOT_BOOKED_HEADING = 'Your slot is booked';
export const slotReservedUntil = (time: string) =>
  `It's reserved for you until ${time}. Check out before then to keep it.`;
export const CONTINUE_SHOPPING = 'Continue shopping';
export const GO_TO_TROLLEY = 'Go to My Trolley';
export const CHECKOUT_NOW = 'Checkout';

// Spec doc 1 §4: the expiry timer's notices tell the shopper to check out within the time left.
export const slotExpiryInfo = (timeLeft: string) =>
  `Your slot is reserved. Please check out within ${timeLeft} to keep it.`;
export const slotExpiryWarning = (timeLeft: string) =>
  `Your slot reservation ends soon. Please check out within ${timeLeft} to keep it.`;

// Spec doc 1 §8 slot modals: buttons the spec names, and words it does not show.
export const BOOK_NEW_SLOT = 'Book a new slot';
export const REFRESH_NOW = 'Refresh now';
export const REFRESH = 'Refresh';
export const SELECT_LATER_SLOT = 'Select a later slot';
export const AMEND_TROLLEY = 'Amend trolley';
export const CHOOSE_ANOTHER_ADDRESS = 'Choose another address';
export const EDIT_YOUR_TROLLEY = 'Edit your trolley';
export const VIEW_GROCERY_COLLECTION_SLOTS = 'View grocery collection slots';
export const CHOOSE_ANOTHER_DATE = 'Choose another date';
export const CONTINUE = 'Continue';
export const CHOOSE_ANOTHER_SLOT = 'Choose another slot';
export const OK = 'OK';
export const SAVER_UNAVAILABLE_TITLE = 'Saver slots are unavailable';
// Spec doc 1 §8. The expiry dialog is opened by the timer, not by a refusal.
export const SLOT_EXPIRED_TITLE = 'Sorry, your slot has now expired';

export const SLOT_MODAL_TEXTS = {
  SLOT_EXPIRED: 'Your slot reservation has run out. Please book a new slot to carry on.',
  SLOT_TAKEN: 'Another customer booked it a moment ago. Please choose another slot.',
  SLOT_NOT_FOUND: 'This slot is no longer offered. Please choose another slot.',
  DELIVERY_CHARGE_CHANGED:
    'The price of this slot has changed since the page was loaded. Please check the new price.',
  NO_EARLIER_SLOTS: 'There are no slots before the ones shown.',
  NO_SLOTS_AVAILABLE:
    'Some items in your trolley cannot be delivered or collected in any slot we have. Please amend your trolley.',
  DELIVERY_AREA_NOT_SERVED: 'Please choose another address, or add a new one.',
  CHRISTMAS_SLOT_LIMIT:
    'You can book up to two Christmas slots. To book another, change one of those you have.',
  SAVER_UNAVAILABLE:
    "Saver slots aren't offered at Christmas, so we're showing 1-hour Christmas slots.",
  TROLLEY_HAS_UNAVAILABLE_ITEMS:
    "We can't reserve this slot while your trolley has items that are unavailable. Please remove them first.",
  ENTERTAINING_ONLY_SLOTS:
    'Your trolley has grocery items too. Remove them, or book a grocery collection slot instead.',
  SLOT_RESTRICTION_CONFLICT:
    "Some items in your trolley can't be delivered or collected on this date.",
  SLOT_OFFERS_NOT_VALID:
    'The offer on this slot has ended. You can still book it at the usual price.',
} as const;
