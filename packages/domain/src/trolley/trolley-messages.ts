/**
 * Trolley texts. Those quoted by the spec (doc 1 §8) are marked "spec"; the others fill gaps
 * the spec leaves ("not shown") and are recorded in decision 0030.
 */

// Trolley errors (spec, doc 1 §8), used as the failure message of each failed call.
export const ADD_ITEM_ERROR = 'Graph returned a add item to trolley error';
export const NO_DATA_ERROR = 'Graph call succeeded but returned no data or an unknown error';
export const UPDATE_ITEM_ERROR = 'Update trolley item call to graph failed';
export const UPDATE_SUB_PREFERENCES_ERROR = 'Update trolley sub preferences call to graph failed';
export const GET_TROLLEY_ERROR = 'Graph returned a get trolley error';
export const GET_TROLLEY_CALL_FAILED = 'Get Trolley call to graph failed';
export const UNKNOWN_GET_TROLLEY_ERROR = 'Unknown getTrolley error';
/** Spec: shown when an add fails for a technical reason. */
export const ITEM_NOT_ADDED = "Sorry, this item hasn't been added";

/** Spec: unavailable items without a message of their own are grouped under this heading. */
export const UNAVAILABLE_ITEMS_GROUP = 'Unavailable Item(s)';
/** Spec: the restriction modal. */
export const CHOOSE_ANOTHER_DATE_OR_REMOVE = 'Choose another date or remove item';
/** Spec: the entertaining collection slot modal. */
export const ENTERTAINING_ITEMS_ONLY = 'These slots are for collecting Entertaining items only';

export const CONFLICT_DISMISS = 'Close';
export const TEMPORARILY_UNAVAILABLE_REASON =
  "We can't get this item at the moment. Keep it in your trolley and we'll pick it if it's back in time; you won't pay for it if it isn't.";
export const SOLD_OUT_ONLINE_REASON =
  'This item has sold out online. Please remove it to continue.';
export const NOT_SOLD_REASON = 'This item is no longer sold online. Please remove it to continue.';
export const RESTRICTION_PAST_CUT_OFF_TITLE = 'Sorry, this item can no longer be ordered';
export const RESTRICTED_DATES_TITLE = 'Only available on some dates';
export const ENTERTAINING_COLLECTION_ONLY = 'Entertaining items are for collection only';
export const LEAD_TIME_TITLE = 'This item needs more notice';
export const PRODUCT_CAP_REASON = 'We limit how many of this item each customer can order.';

export const restrictedDatesReason = (name: string, from: string, to: string) =>
  `${name} is only available for delivery or collection from ${from} to ${to}.`;
export const orderByAside = (cutOff: string) => `Order by ${cutOff}.`;
export const pastCutOffReason = (name: string, cutOff: string) =>
  `The last day to order ${name} was ${cutOff}.`;
export const groceriesInEntertainingSlotReason = (name: string) =>
  `${name} can't be collected in an Entertaining slot. Choose a grocery collection slot or remove it.`;
export const entertainingOnDeliveryReason = (name: string) =>
  `${name} can't be delivered. Choose a collection slot or remove it.`;
export const leadTimeReason = (name: string, days: number, from: string) =>
  `${name} needs ${days} ${days === 1 ? "day's" : "days'"} notice. Choose a slot from ${from} or remove it.`;
/** Spec: a message containing 'you can only order' raises the product cap lightbox. */
export const productCapMessage = (limit: string) =>
  `Sorry, you can only order ${limit} of this item`;

/** Ours: why an add was refused (decision 0031); each names what the shopper can still do. */
export const soldOutOnlineNotAdded = (name: string) =>
  `Sorry, ${name} has sold out online, so it hasn't been added.`;
export const pastCutOffNotAdded = (name: string, cutOff: string) =>
  `Sorry, ${name} can no longer be ordered: the last day to order it was ${cutOff}.`;
export const notSoldInUnit = (name: string, unit: string) => `${name} is not sold by ${unit}.`;
export const NO_PERSONALISED_MESSAGE = 'This product takes no personalised message.';

/** Labels of the conflict resolution buttons (spec: change slot type, pick slot, change slot). */
export const RESOLUTION_LABELS = {
  BOOK_SLOT: 'Pick a slot',
  CHANGE_QUANTITY: 'Change quantity',
  CHANGE_SLOT_DATE: 'Change slot',
  CHANGE_SLOT_TYPE: 'Change slot type',
  REMOVE_ITEM: 'Remove item',
} as const;

// Screen-reader announcements of the trolley queue.
export const itemRemovedAnnouncement = (name: string | null) =>
  `${name ?? 'Item'} removed from your trolley`;
export const itemReAddedAnnouncement = (name: string | null) =>
  `${name ?? 'Item'} added back to your trolley`;
export const itemsRemovedAnnouncement = (count: number) =>
  `${count} ${count === 1 ? 'item' : 'items'} removed from your trolley`;

// The storefront's trolley texts (decision 0032; the spec does not show them).
export const TROLLEY_NOT_UPDATED = "Sorry, your trolley hasn't been updated";
export const TRY_AGAIN_LATER = 'Something went wrong on our side. Please try again.';
export const UNDO_REMOVE = 'Undo';
export const PRODUCT_CAP_CLOSE = 'OK';

// The trolley page (decision 0032; its title is PAGE_TITLES.myTrolley).
export const TROLLEY_EMPTY = 'Your trolley is empty';
export const TROLLEY_EMPTY_HINT = 'Find something you like and press Add: it will be here.';
export const START_SHOPPING = 'Start shopping';
export const EMPTY_TROLLEY_BUTTON = 'Empty trolley';
export const EMPTY_TROLLEY_TITLE = 'Empty your trolley?';
export const EMPTY_TROLLEY_TEXT = 'Every item will be removed from your trolley.';
export const KEEP_MY_ITEMS = 'Keep my items';
export const SUBSTITUTE_ALL_BUTTON = 'Substitutions for all items';
export const SUBSTITUTE_ALL_TITLE = 'Substitutions for all items';
export const SUBSTITUTE_ALL_TEXT =
  "If an item is out of stock, your shopper can pick a similar one. You can still choose item by item; items that can't be substituted are left out.";
export const ALLOW_ALL_SUBSTITUTES = 'Allow substitutes for all items';
export const NO_SUBSTITUTES = "Don't substitute any item";
export const ALLOW_SUBSTITUTE = 'Allow substitute';
export const DONT_SUBSTITUTE = "Don't substitute";
export const SUBSTITUTES_PROHIBITED = "This item can't be substituted";
export const NOTE_TO_SHOPPER = 'Note to shopper';
export const ADD_NOTE = 'Add a note';
export const EDIT_NOTE = 'Edit note';
export const NOTE_HINT = 'For example: ripe ones, please.';
export const PERSONALISED_MESSAGE = 'Personalised message';
export const ADD_MESSAGE = 'Add a message';
export const EDIT_MESSAGE = 'Edit message';
export const SAVE = 'Save';
export const CANCEL = 'Cancel';
export const REMOVE = 'Remove';
export const REUSE_NOTES_TEXT = 'Your shopper reads a note with each item it is added to.';
export const reuseNoteTitle = (count: number, name: string) =>
  count === 1 ? `Use this note for ${name} too?` : 'Use this note for other items too?';
export const USE_NOTE = 'Use this note';
export const NO_THANKS = 'No thanks';
export const charactersLeft = (left: number) =>
  `${left} ${left === 1 ? 'character' : 'characters'} left`;
export const RECOMMENDATIONS_HEADING = 'You might also like';
export const TROLLEY_TOTALS_HEADING = 'Order summary';
export const CHECKOUT = 'Checkout';
export const minimumSpendMessage = (shortfall: string, minimum: string) =>
  `Spend ${shortfall} more to reach the minimum order of ${minimum}.`;
export const HARD_CONFLICTS_MESSAGE =
  'Some items in your trolley need your attention before you can check out.';
export const BOOK_A_SLOT_FIRST = 'Book a slot to check out.';
/** The unit choice of a product sold each and by weight (product page). */
export const UNIT_CHOICE_LEGEND = 'Buy';
export const UNIT_CHOICE_LABELS = {
  C62: 'Each',
  KGM: 'By weight (kg)',
  GRM: 'By weight (g)',
  LBR: 'By weight (lb)',
} as const;

// The swap-unavailable-product modal (spec doc 1 §4 names it; its texts are ours, decision 0033).
export const SWAP_BUTTON = 'Find an alternative';
export const SWAP_TITLE = 'Swap unavailable product';
export const swapIntro = (name: string) =>
  `${name} is unavailable. Choose an alternative to swap it for:`;
export const SWAP_LOADING = 'Finding alternatives…';
export const SWAP_NONE = "Sorry, we couldn't find an alternative";
export const SWAP_NONE_TEXT = 'You can remove the item, or keep looking in the shop.';
export const SWAP_FAILED = "Sorry, we couldn't load the alternatives. Please try again.";
export const SWAP_CHOOSE = 'Choose';
export const swapChosenAnnouncement = (oldName: string, newName: string) =>
  `${oldName} swapped for ${newName}`;
export const SWAP_LINE_GONE = 'That item is no longer in your trolley.';
export const BACK_TO_MY_TROLLEY = 'Back to My Trolley';
