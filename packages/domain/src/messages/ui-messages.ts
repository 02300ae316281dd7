/** Storefront shell texts, spec doc 1 §8 and doc 3 §2 and §8. */

export const ERROR_BOUNDARY_TITLE = "Sorry, we're experiencing an unexpected error.";
export const ERROR_BOUNDARY_TEXT =
  'These problems are normally temporary. Please refresh the page and try again.';
export const ERROR_BOUNDARY_BUTTON = 'Refresh';
/** The title of a page the shop does not have (HTTP 404). */
export const NOT_FOUND_TITLE = 'Page not found';

// Spec gives the meaning only: the site needs a modern browser; three are suggested.
export const UNSUPPORTED_BROWSER_TEXT =
  'This site will not work correctly in your browser. Please use a modern browser such as Google Chrome, Mozilla Firefox or Microsoft Edge.';

export const SEARCH_PLACEHOLDER = 'Search groceries...';
export const SEARCH_PLACEHOLDER_SHORT = 'Search...';
export const SIGN_IN_REGISTER = 'Sign in / Register';
export const BOOK_SLOT = 'Book Slot';
/** Spec doc 3 §2: the slot button in the 'book slot' experiment's variant (decision 0072). */
export const BOOK_SLOT_LOWER_CASE = 'book slot';
export const SKIP_TO_MAIN_CONTENT = 'Skip to main content';

export const MULTI_SEARCH_TITLE = 'Multi-search';
export const MULTI_SEARCH_LABEL = 'Multiple item search. Press Enter after each item.';
export const MULTI_SEARCH_PLACEHOLDER = 'Type or paste your list here';
export const MULTI_SEARCH_CLEAR = 'Clear list';
export const MULTI_SEARCH_SUBMIT = 'Search';
export const MULTI_SEARCH_LIMIT_REACHED = 'Item limit reached';

export const CHANGE_SLOT = 'Change Slot';

/** Signed-in account links and menu (spec doc 3 §2, doc 1 §6). */
export const FAVOURITES = 'Favourites';
export const MY_ORDERS = 'My orders';
export const ACCOUNT_OVERVIEW = 'Account overview';
export const LISTS = 'Lists';
export const DELIVERY_PASS = 'Delivery Pass';
export const SIGN_OUT = 'Sign out';
// Spec: not shown (the account menu's own name; it opens the links above).
export const ACCOUNT_MENU_LABEL = 'Your account';

/** Spec doc 1 §8: the session time-out modal, after the 28-minute security-token timer. */
export const SESSION_TIMEOUT_TITLE = 'Sorry, your session has timed out';
export const SESSION_TIMEOUT_TEXT =
  "To secure your data, you've been timed out. Please refresh the page to complete your order";
export const SESSION_TIMEOUT_BUTTON = 'Refresh now';

/** Spec doc 1 §8: a 503 answer without a Retry-After header is raised with this message. */
export const NO_RETRY_AFTER_ERROR = '503 with no retry-after returned';

// Spec: not shown (doc 1 §8 names the generic network-error modal, which cannot be closed and
// reloads the page on close, without its words).
export const NETWORK_ERROR_TITLE = 'Sorry, something went wrong';
export const NETWORK_ERROR_TEXT =
  "We couldn't reach our servers. Please check your connection, then reload the page.";
export const NETWORK_ERROR_BUTTON = 'Reload page';

// Spec: not shown (pages the shop does not have yet answer inside the frame, not with a 404).
export const COMING_SOON_TITLE = 'Coming soon';
export const COMING_SOON_TEXT =
  "We're still building this page. Everything else in the shop is open as usual.";
