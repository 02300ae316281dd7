/** Staff console and staff sign-on texts (spec doc 1 §1, §3; doc 2 §6; doc 3 §2). */

export const RETURN_TO_ADMIN = 'Return to admin';
export const SIGN_ON_AS_CUSTOMER = 'Sign on as customer';

export const STAFF_CONSOLE_TITLE = 'Staff console';
export const STAFF_SIGN_IN_TITLE = 'Staff sign in';
export const STAFF_SIGN_IN_FAILED = 'The email or password is not right for a staff account.';
export const STAFF_SIGN_OUT = 'Sign out of the console';
export const STAFF_ONLY_TITLE = 'This page is for staff';
export const STAFF_ONLY_TEXT =
  'You are signed in as a customer. The staff console needs a staff account.';

export const CUSTOMER_SEARCH_TITLE = 'Find a customer';
export const CUSTOMER_SEARCH_EMPTY = 'Enter an email, a name or an order number.';
export const CUSTOMER_SEARCH_NO_MATCH = 'No customers match.';
/** Orders arrive with the checkout issue; until then the field is accepted and says so. */
export const ORDER_SEARCH_NOT_AVAILABLE =
  'Searching by order number is not available yet: there are no orders to search.';
export const CUSTOMER_NOT_FOUND = 'There is no customer with that number.';
export const AUDIT_LOG_TITLE = 'Staff actions';
export const AUDIT_LOG_EMPTY = 'No staff actions yet.';
