/**
 * The words of the Add to list control on every product card (spec doc 3 §2; decision 0081),
 * apart from the other list texts (shopping-list-messages.ts) so a page's first view carries only
 * these.
 */
export const ADD_TO_LIST = 'Add to list';
