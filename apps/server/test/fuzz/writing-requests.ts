/**
 * Requests that change data when they are valid, as designed, whoever sends them: asking for a
 * password reset for an address with an account stores a link and queues its email. The fuzz
 * suites keep "bad input changes nothing" strict by never sending these fully valid: a body
 * built from the declared schema gets at least one thing wrong, and a storefront form's fields
 * get no plausible values (so its email is never a taken one). A route missing here whose valid
 * request writes shows up as changed data: add it with the reason, never loosen the check.
 * Keyed `METHOD path`, the path as the route table or the React Router manifest has it.
 */
export const VALID_REQUESTS_WRITE: ReadonlySet<string> = new Set([
  'POST /api/accounts/v1/password-resets',
  'POST /ecom/forgot-password',
  // Contact us and the replacement card form (decision 0076): a valid one is stored and both of
  // its emails queued, whoever sends it.
  'POST /api/customer-care/v1/contact-messages',
  'POST /api/customer-care/v1/replacement-card-requests',
  'POST /ecom/help-information/contact-us',
  'POST /ecom/help-information/forms/replacement-card',
  // The trolley's changes (decision 0031), keyed `GraphQL <root>.<field>`: sent as the signed-in
  // owner of a trolley, each names a trolley or line that is not the caller's, so it is refused
  // however good the rest of it is (every change of one's own trolley takes the next version).
  'GraphQL Mutation.addItemToTrolley',
  'GraphQL Mutation.updateTrolleyItem',
  'GraphQL Mutation.updateTrolleyItems',
  'GraphQL Mutation.replaceTrolleyItem',
  'GraphQL Mutation.emptyTrolley',
  'GraphQL Mutation.updateTrolleySubPreferences',
  // Shopping lists (decision 0081): each names a list that is not the caller's, so it is refused
  // however good the rest is; the caller keeps the most lists a shopper may, so a new one is too.
  'GraphQL Mutation.renameShoppingList',
  'GraphQL Mutation.deleteShoppingList',
  'GraphQL Mutation.addShoppingListItem',
  'GraphQL Mutation.setShoppingListItemQuantity',
  'GraphQL Mutation.removeShoppingListItem',
  'GraphQL Mutation.addShoppingListToTrolley',
]);

/**
 * Signed-in changes that name nothing of the caller's but a product (decision 0079: the shopper's
 * own favourites), so a valid one changes the caller's favourites as designed. A well-formed line
 * number sent signed in is swapped for one no product has, so the call is refused (404) and
 * changes nothing; hostile values still go as they are. Keyed `GraphQL <root>.<field>`.
 */
export const PRODUCT_ARGUMENTS_SPOILED: Readonly<Record<string, string>> = {
  'GraphQL Mutation.addFavourite': 'lineNumber',
  'GraphQL Mutation.removeFavourite': 'lineNumber',
};
