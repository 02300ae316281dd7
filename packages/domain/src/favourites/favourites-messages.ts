/**
 * Texts of favourites and bought in store (issue 25, decision 0079). The spec gives the sort
 * labels and the bought-in-store filter's default (the page titles are PAGE_TITLES'); the rest
 * are ours, kept once.
 */
export const FAVOURITES_MESSAGES = {
  SIGN_IN: 'Sign in to see your favourites.',
  SIGN_IN_TO_CHANGE: 'Sign in to change your favourites.',
  NO_SUCH_PRODUCT: 'No product has that line number.',
  NO_SUCH_ORDER: 'No such order.',
  /** Spec doc 3 §4: sort options. */
  SORT_CATEGORY: 'Category',
  SORT_PURCHASE_FREQUENCY: 'Frequently bought',
  /** Spec doc 3 §4: the bought-in-store filter's default. */
  ALL_CATEGORIES: 'All Categories',
  FORGOTTEN_HEADING: 'Have you forgotten?',
  SUMMARY_HEADING: 'Your favourites',
  ON_OFFER: 'On offer',
  NO_FAVOURITES:
    'You have no favourites yet. Press the heart on any product to keep it here; what you buy online and in our shops appears here too.',
  NO_MATCHING_FAVOURITES: 'None of your favourites match. Try another category or show all.',
  NO_BRANCH_PURCHASES:
    'Nothing bought in our shops is recorded against your account yet. Show your loyalty card at the till and what you buy appears here.',
  LOAD_MORE: 'Load more',
} as const;
