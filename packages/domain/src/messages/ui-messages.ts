/** Storefront shell texts, spec doc 1 §8 and doc 3 §2 and §8. */

export const ERROR_BOUNDARY_TITLE = "Sorry, we're experiencing an unexpected error.";
export const ERROR_BOUNDARY_TEXT =
  'These problems are normally temporary. Please refresh the page and try again.';
export const ERROR_BOUNDARY_BUTTON = 'Refresh';

// Spec gives the meaning only: the site needs a modern browser; three are suggested.
export const UNSUPPORTED_BROWSER_TEXT =
  'This site will not work correctly in your browser. Please use a modern browser such as Google Chrome, Mozilla Firefox or Microsoft Edge.';

export const SEARCH_PLACEHOLDER = 'Search groceries...';
export const SEARCH_PLACEHOLDER_SHORT = 'Search...';
export const SIGN_IN_REGISTER = 'Sign in / Register';
export const BOOK_SLOT = 'Book Slot';
export const SKIP_TO_MAIN_CONTENT = 'Skip to main content';

export const MULTI_SEARCH_TITLE = 'Multi-search';
export const MULTI_SEARCH_LABEL = 'Multiple item search. Press Enter after each item.';
export const MULTI_SEARCH_PLACEHOLDER = 'Type or paste your list here';
export const MULTI_SEARCH_CLEAR = 'Clear list';
export const MULTI_SEARCH_SUBMIT = 'Search';
export const MULTI_SEARCH_LIMIT_REACHED = 'Item limit reached';
