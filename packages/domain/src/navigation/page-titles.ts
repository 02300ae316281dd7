/**
 * Fixed page titles of pages reached from the header and the route guards (spec doc 1 §2 "Page
 * titles are fixed per route"). Where the spec gives no title it is marked; the loyalty hub's
 * title is the scheme's configured name.
 */
export const PAGE_TITLES = {
  slotBooking: 'Slot Booking',
  favourites: 'Favourites',
  quickShop: 'Quick Shop',
  myOrders: 'My Orders',
  myTrolley: 'My Trolley',
  checkout: 'Checkout',
  // Spec: not shown.
  boughtInStore: 'Bought In Store',
  lists: 'Lists',
  myAccount: 'My Account',
  myDetails: 'My Details',
  orderReplacementCard: 'Order Replacement Card',
  shopFromPrevious: 'Shop From Previous',
  shoppingLists: 'Shopping Lists',
  deliveryPass: 'Delivery Pass',
  resolveOrderPayment: 'Resolve Order Payment',
  // Spec: not shown (the header's Recipes link; its pages are a later issue).
  recipes: 'Recipes',
} as const;

export type PageTitleKey = keyof typeof PAGE_TITLES;
