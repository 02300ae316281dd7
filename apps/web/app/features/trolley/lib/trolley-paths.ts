/** Where the trolley's forms post (works without JavaScript) and the trolley page. */
export const TROLLEY_ITEMS_ACTION = '/ecom/shop/trolley/items';
export const TROLLEY_PAGE = '/ecom/shop/trolley';
/** Where slot actions lead (service selection: the slot issue's page). */
export const SLOT_SELECTION_PATH = '/ecom/service-selection';
