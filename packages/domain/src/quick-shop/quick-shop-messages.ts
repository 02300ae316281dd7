import type { Uom } from '../catalogue/catalogue.types.ts';

/**
 * Texts of the quick shop and shop from previous (issue 25; decision 0082). The spec gives the
 * page titles (navigation/page-titles.ts); the rest are ours, kept here once.
 */

export const QUICK_SHOP_INTRO =
  'Your usual products, with the quantities you usually buy. Untick what you don’t need this time, change a quantity, then add them all at once.';
export const QUICK_SHOP_EMPTY = 'You have no usual products yet';
export const QUICK_SHOP_EMPTY_TEXT =
  'The products you favourite and the ones you buy often, online or in our shops, will be here.';
export const START_SHOPPING = 'Start shopping';
export const ADD_SELECTED = 'Add to trolley';
export const ADDING = 'Adding…';
export const FAVOURITE = 'Favourite';
export const boughtTimes = (count: number) =>
  count === 1 ? 'Bought once' : `Bought ${count} times`;
export const quantityLabel = (name: string) => `Quantity of ${name}`;
export const NOTHING_CHOSEN = 'Choose at least one product to add.';
export const SELECTION_LEGEND = 'Products to add';

/** The summary after the press. */
export const addedToTrolley = (count: number) =>
  count === 0
    ? 'Nothing new was added to your trolley.'
    : count === 1
      ? '1 product was added to your trolley.'
      : `${count} products were added to your trolley.`;
export const ADDED_HEADING = 'Added';
export const ALREADY_HEADING = 'Already in your trolley';
export const UNAVAILABLE_HEADING = 'Not added';
export const CHECK_TROLLEY_HEADING = 'Added, but check your trolley';
export const swapFor = (name: string) => `Swap ${name} for`;
export const NO_ALTERNATIVE = 'Sorry, we couldn’t find an alternative.';
export const VIEW_TROLLEY = 'View trolley';
export const TEMPORARILY_UNAVAILABLE_NOT_ADDED = (name: string) =>
  `Sorry, ${name} is temporarily unavailable, so it was not added.`;
/** The unit a product is not sold in any more (the trolley's notSoldInUnit message). */
export const UNIT_NAMES: Readonly<Record<Uom, string>> = {
  C62: 'the item',
  KGM: 'the kilogram',
  GRM: 'the gram',
  LBR: 'the pound',
};

/** Shop from previous and its interstitial. */
export const SHOP_FROM_PREVIOUS_INTRO =
  'Choose one of your orders, then the products from it to add to your trolley.';
export const NO_ORDERS_YET = 'You have no orders to shop from yet.';
export const SHOP_FROM_THIS_ORDER = 'Shop from this order';
/** Read after SHOP_FROM_THIS_ORDER by screen readers, naming which order. */
export const whichOrder = (date: string, customerOrderId: string) =>
  ` of ${date} (order ${customerOrderId})`;
export const orderHeading = (date: string) => `Your order of ${date}`;
export const CHOOSE_ANOTHER_ORDER = 'Choose another order';
export const RECOMMENDATIONS_HEADING = 'You might also like';
export const noLongerSold = (count: number) =>
  count === 1
    ? '1 product of this order is no longer sold.'
    : `${count} products of this order are no longer sold.`;
export const MORE_ORDERS = 'More orders';
/** Spec doc 2 §8 request time-out dialog (the order query's 45 s timeout). */
export const TIMEOUT_TITLE = "Sorry, there's been a problem";
export const TIMEOUT_MESSAGE = 'Please try again';
export const TRY_AGAIN = 'Try again';
