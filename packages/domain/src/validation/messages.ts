/**
 * Form validation messages, spec doc 3 §5 and doc 2 §5. Exact texts live here once; schemas
 * and UI import them. Messages the spec marks "not shown" are our wording and say so.
 */

// Spec text for a blank address line; also our choice for blank postcode, phone and card fields.
export const REQUIRED = 'Required';

export const INVALID_POSTCODE = 'Invalid postcode';
export const INVALID_UK_POSTCODE = 'Invalid UK postcode';
// Spec: not shown. Named after the UK message so the three read alike.
export const INVALID_US_ZIP = 'Invalid US ZIP code';
// Spec: not shown.
export const INVALID_FRENCH_POSTCODE = 'Invalid French postcode';
// Spec: not shown.
export const INVALID_IRISH_POSTCODE = 'Invalid Irish postcode';

export const INVALID_PHONE_NUMBER = 'Invalid phone number';

export const pleaseEnterYour = (field: string): string => `Please enter your ${field}`;
export const invalidField = (field: string): string => `Invalid ${field}`;

export const PLEASE_INSERT_FULL_DATE = 'Please insert full date';
export const DATE_IN_FUTURE = "The date can't be in the future";
// Spec: not shown (a full-length date that is not a real day, e.g. 31/02/2024).
export const INVALID_DATE = 'Please enter a valid date';
// Spec: not shown (purchase date must be on or after the visit date).
export const PURCHASE_BEFORE_VISIT = "The purchase date can't be before the visit date";

export const mustBeAtLeast = (n: number): string => `Must be at least ${n} characters`;
export const mustBeNoMoreThan = (n: number): string => `Must be no more than ${n} characters`;
// Spec: not shown. Digit-count twins of the two length messages above.
export const mustHaveAtLeastDigits = (n: number): string => `Must be at least ${n} digits`;
// Spec: not shown.
export const mustHaveNoMoreThanDigits = (n: number): string => `Must be no more than ${n} digits`;

export const INVALID_ADDRESS_LINE = 'Invalid address line';

// Spec: not shown (format of a loyalty card number: 9210 or 9230 then 12 more digits).
export const INVALID_LOYALTY_CARD_NUMBER = 'Please enter a valid 16-digit card number';
export const LOYALTY_CARD_ALREADY_LINKED = 'This number is already linked to another account.';

export const INVALID_ORDER_NUMBER =
  'Order numbers only contain numbers and are up to 20 digits long';
export const ORDER_NUMBER_REQUIRED = 'Please enter an order number';

export const PRODUCT_NAME_REQUIRED = 'Please enter the product name';
export const PRODUCT_QUANTITY_REQUIRED = 'Please enter the missing product quantity';

// Spec: not shown. Lists the allowed characters so the shopper can fix the text.
export const INVALID_FREE_TEXT =
  'Please use only letters, numbers, spaces and - _ . , ( ) & ? ! @ £ % / +';

// Account fields (sign-in and registration). Blank and malformed follow the spec's named-field
// pattern ('Please enter your {field}', 'Invalid {field}').
export const EMAIL_REQUIRED = 'Please enter your email address';
export const INVALID_EMAIL = 'Invalid email address';
export const PASSWORD_REQUIRED = 'Please enter your password';
// Spec: not shown. The length messages are the spec's minimum/maximum length texts.
export const PASSWORD_TOO_COMMON =
  'This password is too common and easy to guess. Please choose another';
// Spec: not shown.
export const PASSWORD_CONTAINS_EMAIL = 'Your password must not be your email address';
// Spec: not shown (registration account details: a title from the list).
export const TITLE_REQUIRED = 'Please select your title';

// Password reset and My details (decision 0023). Blank fields follow the named-field pattern.
export const CURRENT_PASSWORD_REQUIRED = pleaseEnterYour('current password');
export const NEW_PASSWORD_REQUIRED = pleaseEnterYour('new password');
// Spec: not shown.
export const CURRENT_PASSWORD_INCORRECT = 'Your current password is incorrect';
// Spec: not shown.
export const NEW_PASSWORD_SAME_AS_CURRENT =
  'Your new password must be different from your current password';
// Spec: not shown. Only a signed-in shopper changing their own address ever sees it.
export const EMAIL_IN_USE = 'This email address is already in use. Please use another';

// Spec: not shown (PUT marketing-preferences takes a preset or the whole set; decision 0028).
export const MARKETING_PRESET_OR_SET = 'Send either preset or marketingPreferences, not both';
