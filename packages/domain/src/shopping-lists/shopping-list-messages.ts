import type { Uom } from '../catalogue/catalogue.types.ts';
import {
  MAX_SHOPPING_LIST_ITEMS,
  MAX_SHOPPING_LISTS,
  SHOPPING_LIST_NAME_MAX_LENGTH,
} from './shopping-list-rules.ts';

/**
 * Shopping list texts (decision 0081). The spec names the pages (Lists; a list's title from its
 * path), the menu ("Add to list", "New list") and the add-all states; every word it does not
 * show is ours ("Spec: not shown").
 */

export const LISTS_TITLE = 'Lists';
export { ADD_TO_LIST } from './add-to-list-text.ts';
export const NEW_LIST = 'New list';

// Spec: not shown.
export const LISTS_HEADING = 'Your lists';
export const NO_LISTS = "You haven't made a list yet.";
export const NO_LISTS_HINT =
  'Make one for your weekly shop, a party or Christmas, then add it to your trolley in one go.';
export const LIST_NAME_LABEL = 'List name';
export const LIST_NAME_HINT = `Up to ${SHOPPING_LIST_NAME_MAX_LENGTH} characters: letters, numbers, spaces and - ' . & , ( ) ! ? +`;
export const CREATE_LIST = 'Create list';
export const RENAME_LIST = 'Rename';
export const RENAME_LIST_TITLE = 'Rename list';
export const SAVE_NAME = 'Save name';
export const DELETE_LIST = 'Delete';
export const DELETE_LIST_TITLE = 'Delete list';
export const deleteListQuestion = (name: string) =>
  `Delete ${name}? The products stay in the shop; only the list goes.`;
export const CANCEL = 'Cancel';
export const VIEW_LIST = 'View list';
export const itemCountText = (count: number) => (count === 1 ? '1 item' : `${count} items`);
export const createdText = (date: string) => `Created ${date}`;
export const LIST_CREATED = (name: string) => `${name} created`;
export const LIST_RENAMED = (name: string) => `List renamed to ${name}`;
export const LIST_DELETED = (name: string) => `${name} deleted`;
export const TOO_MANY_LISTS = `You can keep up to ${MAX_SHOPPING_LISTS} lists. Delete one to make another.`;
export const LIST_FULL = `A list holds up to ${MAX_SHOPPING_LIST_ITEMS} products.`;
export const LIST_NOT_FOUND = 'Sorry, we could not find that list.';
export const PRODUCT_UNKNOWN = 'Sorry, we could not find that product.';
/** For the trolley's `notSoldInUnit` message: 'Bananas is not sold by the kilogram.' */
export const LIST_UNIT_NAMES: Readonly<Record<Uom, string>> = {
  C62: 'the item',
  KGM: 'the kilogram',
  GRM: 'the gram',
  LBR: 'the pound',
};

// The Add to list menu and its New list dialog.
export const addToListLabel = (product: string) => `Add ${product} to a list`;
export const LOADING_LISTS = 'Loading your lists…';
export const LISTS_NOT_LOADED = 'Sorry, your lists could not be loaded.';
export const addedToList = (product: string, list: string) => `${product} added to ${list}`;
export const alreadyOnList = (product: string, list: string) => `${product} is already on ${list}`;
export const NOT_ADDED_TO_LIST = "Sorry, this item hasn't been added to your list";
export const onListMark = 'On this list';
export const ADD_TO_LIST_HEADING = (product: string) => `Add ${product} to a list`;
export const CHOOSE_LIST = 'Choose a list';
export const OR_NEW_LIST = 'Or make a new list';
export const ADD_TO_THIS_LIST = 'Add to list';
export const BACK_TO_PRODUCT = 'Back to the product';

// A list's page.
export const ADD_ALL_ITEMS = 'Add all items';
export const ADDING_ALL_ITEMS = 'Adding all items to your trolley…';
export const addAllFulfilled = (count: number) =>
  count === 1 ? '1 item added to your trolley' : `${count} items added to your trolley`;
export const addAllSkipped = (count: number) =>
  count === 1
    ? "1 item couldn't be added: it isn't available to order now"
    : `${count} items couldn't be added: they aren't available to order now`;
export const ADD_ALL_REJECTED = "Sorry, your list's items haven't been added to your trolley";
export const EMPTY_LIST = 'This list is empty. Add products from any product, or fill it below.';
export const QUANTITY_LABEL = (product: string) => `Quantity of ${product}`;
export const UPDATE_QUANTITY = 'Update';
export const REMOVE_ITEM = 'Remove';
export const itemRemoved = (product: string) => `${product} removed from the list`;
export const quantityUpdated = (product: string) => `${product} quantity updated`;
export const FILL_FROM_SEARCH_HEADING = 'Add items by searching';
export const FILL_FROM_SEARCH_LABEL = 'Type or paste your items, one on each line';
export const FILL_FROM_SEARCH_HINT =
  'We add the first match for each line. Up to 100 items; new lines, commas or semicolons separate them.';
export const FILL_FROM_SEARCH_SUBMIT = 'Find and add';
export const FILL_FROM_ORDER_HEADING = 'Add items from an order';
export const FILL_FROM_ORDER_LABEL = 'Previous order';
export const FILL_FROM_ORDER_SUBMIT = 'Add order items';
export const NO_PREVIOUS_ORDERS = 'You have no previous orders to add from yet.';
export const filledText = (added: number, already: number, missing: number, full: number) =>
  [
    added === 1 ? '1 item added to the list' : `${added} items added to the list`,
    already > 0 ? `${already} already on it` : null,
    missing > 0 ? `no match for ${missing === 1 ? '1 search' : `${missing} searches`}` : null,
    full > 0 ? `${full} left out: the list is full` : null,
  ]
    .filter(Boolean)
    .join('; ');
export const noMatchFor = (terms: readonly string[]) => `No match for: ${terms.join(', ')}`;
export const BACK_TO_LISTS = 'Back to your lists';
export const STAFF_EDITING_NOTE =
  'You are changing this customer’s lists: each change is recorded.';
