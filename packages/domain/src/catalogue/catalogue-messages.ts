/** Product texts shown by the storefront, spec doc 1 §8 and doc 3 §8. */

export const TEMPORARILY_UNAVAILABLE = 'Temporarily unavailable';
export const ITEM_NOT_AVAILABLE = 'Sorry, this item is not available';
export const SOLD_OUT_ONLINE = 'SOLD OUT ONLINE';
export const PRODUCT_NAME_UNAVAILABLE = 'Product name currently unavailable';
