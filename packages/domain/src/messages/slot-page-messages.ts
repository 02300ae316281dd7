/**
 * The slot pages' own texts (issue 12, decisions 0036 and 0037): service selection, the grids,
 * the booked slot's banner. The header's texts, the modals' titles, words and buttons, the
 * snackbar and the expiry notice are the slots context's (messages/slot-messages.ts), shared
 * with the API. The spec gives the page title; the rest are ours ("Spec: not shown").
 */

// Spec doc 1 §2 page titles.
export const SERVICE_SELECTION_TITLE = 'Choose Your Shopping Method';

// Spec: not shown. What the cancel confirmation says under its title.
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
/** The add-address page's way back when slot booking sent the shopper there. */
export const BACK_TO_SLOT_BOOKING = 'Back to slot booking';
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
export const NO_SLOTS_ON_PAGE = 'There are no slots on these days.';
export const AVAILABILITY_CHANGED = 'Slot availability has changed since this page was loaded.';
export const REFRESH_SLOTS = 'Refresh slots';
export const slotsGridLabel = (kind: string, first: string, last: string) =>
  first === last ? `${kind}, ${first}` : `${kind}, ${first} to ${last}`;
export const bookSlotLabel = (date: string, time: string, price: string) =>
  `Book ${date}, ${time}, ${price}`;

// Spec: not shown. The expiry notice's region.
export const SLOT_RESERVATION_LABEL = 'Your slot reservation';

// Spec: not shown. After booking.
export const SLOT_BOOKED_HEADING = 'Your slot is booked';
export const slotReservedUntil = (time: string) =>
  `It's reserved for you until ${time}. Check out before then to keep it.`;
export const CONTINUE_SHOPPING = 'Continue shopping';

// Spec doc 1 §8 slot modals: buttons and words the slot messages do not have.
export const CHOOSE_ANOTHER_DATE = 'Choose another date';
export const CHOOSE_ANOTHER_SLOT = 'Choose another slot';
export const SLOT_NOT_FOUND_TEXT = 'This slot is no longer offered. Please choose another slot.';
/** When a refusal does not say the new price. */
export const NEW_PRICE = 'a new price';
