/** Where the trolley's forms post (works without JavaScript) and the trolley page. */
export const TROLLEY_ITEMS_ACTION = '/ecom/shop/trolley/items';
export const TROLLEY_PAGE = '/ecom/shop/trolley';
