/**
 * Where a heart posts without JavaScript (decision 0080): the toggle is made (or, signed out,
 * kept for after sign-in) and the shopper comes back to the page.
 */
export const FAVOURITE_TOGGLE_ACTION = '/ecom/shop/favourites/toggle';
