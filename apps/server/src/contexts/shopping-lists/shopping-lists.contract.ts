import type { Product, Quantity } from '@grocer/domain/catalogue/catalogue.types';
import type { Identity } from '@grocer/domain/identity/identity';
import type { AddAllSkip } from '@grocer/domain/shopping-lists/add-all-items';
import type { ListItemInput } from '@grocer/domain/shopping-lists/shopping-list.schema';

/**
 * The shopping-lists context's contract (issue 25, decision 0081; spec doc 3 §2, §3 "Shopping
 * list: id, name, numItems, created, items (lineNumber, quantity)"). Every call acts for
 * `identity.customerId`: another shopper's list answers exactly as one that does not exist
 * (SHOPPING_LIST_NOT_FOUND). Staff signed on as the customer may do all the customer may, and
 * each change they make is written to the staff audit log. Expected failures are thrown as
 * AppErrors with the error catalogue's codes: UNAUTHENTICATED, VALIDATION_FAILED,
 * SHOPPING_LIST_NOT_FOUND, SHOPPING_LIST_NAME_TAKEN, SHOPPING_LISTS_LIMIT, SHOPPING_LIST_FULL,
 * SHOPPING_LIST_PRODUCT_UNKNOWN, SHOPPING_LIST_UNIT_NOT_SOLD, ORDER_NOT_FOUND (filling from an
 * order that is not the shopper's), and the trolley's own refusals from Add all items.
 */

export type { AddAllSkip, ListItemInput };

export interface ShoppingListItem {
  lineNumber: string;
  quantity: Quantity;
}

/** Spec doc 3 §3. `created` is ISO 8601; items in the order they were added. */
export interface ShoppingList {
  id: number;
  name: string;
  numItems: number;
  created: string;
  items: ShoppingListItem[];
}

/** What adding one product did: added, or left as it was because the list holds it already. */
export interface ListItemAdded {
  shoppingList: ShoppingList;
  added: boolean;
}

/** What filling a list from the multi-search box or an order did. */
export interface ListFill {
  shoppingList: ShoppingList;
  /** Line numbers put on the list, in the order asked. */
  added: string[];
  /** Asked for, but on the list already (their quantities left as they were). */
  alreadyOnList: string[];
  /** Asked for, but the list was full. */
  listFull: string[];
  /** Search lines with no match (filling from the multi-search box). */
  notFound: string[];
}

/**
 * Add all items (spec doc 3 §4: fulfilled with the count that succeeded): the lines written to
 * the trolley in one batch, and those left out with why.
 */
export interface AddAllResult {
  status: 'fulfilled';
  /** The trolley the lines went to (the shopper's open one). */
  orderId: string;
  successCount: number;
  skipped: { lineNumber: string; reason: AddAllSkip }[];
}

export interface ShoppingListsService {
  /** The shopper's lists, newest first, each with its items; [] when not signed in. */
  list(identity: Identity): Promise<ShoppingList[]>;
  get(identity: Identity, shoppingListId: number): Promise<ShoppingList>;
  /** Whether the list is the shopper's (one small read: the calls' ownership check). */
  exists(identity: Identity, shoppingListId: number): Promise<boolean>;
  create(identity: Identity, name: string): Promise<ShoppingList>;
  rename(identity: Identity, shoppingListId: number, name: string): Promise<ShoppingList>;
  remove(identity: Identity, shoppingListId: number): Promise<void>;
  /** Adds a product at `quantity` (default: the product's); one on the list already stays as it is. */
  addItem(identity: Identity, shoppingListId: number, item: ListItemInput): Promise<ListItemAdded>;
  /** Sets a line's quantity, adding the line when the list lacks it; 0 removes it. */
  setQuantity(
    identity: Identity,
    shoppingListId: number,
    lineNumber: string,
    quantity: Quantity,
  ): Promise<ShoppingList>;
  /** Removes a line; a line the list lacks is already removed. */
  removeItem(identity: Identity, shoppingListId: number, lineNumber: string): Promise<ShoppingList>;
  /** The first match of each line of multi-search text (spec doc 3 §5 splitting, at most 100). */
  fillFromSearch(identity: Identity, shoppingListId: number, text: string): Promise<ListFill>;
  /** The products of one of the shopper's orders, at the quantities ordered. */
  fillFromOrder(
    identity: Identity,
    shoppingListId: number,
    customerOrderId: string,
  ): Promise<ListFill>;
  /** Every line to the shopper's open trolley in one batch (the trolley's updateItems). */
  addAllToTrolley(identity: Identity, shoppingListId: number): Promise<AddAllResult>;
}

/** What the lists need of other contexts, each filled from that context's contract. */
export interface ShoppingListsSources {
  catalogue: { getProductsByLineNumbers(lineNumbers: string[]): Promise<Product[]> };
  search: {
    search(query: { searchTerm: string; size?: number }): Promise<{ products: Product[] }>;
  };
  orders: {
    /** The order's lines; null for none or another shopper's. */
    getOrder(
      identity: Identity,
      customerOrderId: string,
    ): Promise<{ orderLines: { lineNumber: string; quantity: unknown }[] } | null>;
  };
  trolley: {
    currentOrderId(identity: Identity): Promise<string | null>;
    lines(
      identity: Identity,
    ): Promise<{ trolleyItemId: number; lineNumber: string; quantity: Quantity }[]>;
    updateItems(
      identity: Identity,
      orderId: string,
      items: {
        trolleyItemId?: number;
        lineNumber: string;
        productId: string;
        quantity: Quantity;
      }[],
    ): Promise<unknown>;
  };
}
