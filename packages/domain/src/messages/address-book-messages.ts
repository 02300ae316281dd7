import type { AddressDeleteBlock } from '../address/address-book-rules.ts';
import { ADDRESS_DELETE_REFUSALS, ADDRESS_EDIT_REFUSAL } from '../address/address-refusals.ts';

/**
 * The address book pages' texts (issue 10, decision 0029). The spec gives the snackbar text and
 * names the modals (doc 2 §8) but shows none of their words: the rest are ours ("Spec: not
 * shown"). What the book says when it refuses a change is in address/address-refusals.ts (the
 * API answers with it too); the modals' messages reuse it.
 */

// Spec doc 2 §8 snackbars.
export const CONTACT_ADDRESS_UPDATED = 'Contact address updated';

// Spec: not shown. Page titles follow the others' Title Case ('My Details', 'My Orders').
export const DETAILS_AND_ADDRESSES_TITLE = 'Details and Addresses';
export const DETAILS_AND_ADDRESSES_HEADING = 'Your details and addresses';
export const YOUR_DETAILS_SECTION = 'Your details';
export const EDIT_YOUR_DETAILS = 'Edit your name, email or password';
export const ADDRESS_BOOK_SECTION = 'Address book';
export const ADDRESS_BOOK_EMPTY =
  "You haven't added an address yet. Add one to book a delivery slot.";
export const CONTACT_ADDRESS_BADGE = 'Contact address';
export const ADD_ADDRESS = 'Add a new address';
export const ADD_ADDRESS_TITLE = 'Add Address';
export const EDIT_ADDRESS = 'Edit';
export const EDIT_ADDRESS_HEADING = 'Edit address';
export const EDIT_ADDRESS_TITLE = 'Edit Address';
export const DELETE_ADDRESS = 'Delete';
export const DELETE_ADDRESS_TITLE = 'Delete Address';
export const MAKE_CONTACT_ADDRESS = 'Make this my contact address';
export const CHOOSE_CONTACT_ADDRESS = 'Change contact address';
export const CHOOSE_ADDRESS_HEADING = 'Choose your contact address';
export const CHOOSE_ADDRESS_HINT =
  'We send letters and card statements here, and suggest it first for deliveries.';
export const SAVE_CONTACT_ADDRESS = 'Use this address';
export const SAVE_ADDRESS = 'Save address';
export const CANCEL = 'Cancel';
export const BACK_TO_ADDRESSES = 'Back to your addresses';
export const showAllAddresses = (count: number): string => `Show all ${count} addresses`;
export const SHOW_FEWER_ADDRESSES = 'Show fewer addresses';

export const ADDRESS_ADDED = 'Address added';
export const ADDRESS_UPDATED = 'Address updated';
export const ADDRESS_UNCHANGED = 'No changes to save';
export const ADDRESS_DELETED = 'Address deleted';

// Form sections and labels (doc 3 §5: labels show '(optional)' unless required).
export const ADDRESSEE_SECTION = 'Who is it for?';
export const ADDRESS_SECTION = 'Address';
export const optionalLabel = (label: string): string => `${label} (optional)`;
export const DELIVERY_NOTE_LABEL = 'Delivery note';
export const DELIVERY_NOTE_HINT = 'Anything the driver should know, like where to park.';

// Postcode lookup (doc 2 §3 address suggestions; doc 3 §6 'manual address form only' is on).
export const POSTCODE_LOOKUP = 'Postcode lookup';
export const FIND_ADDRESS_LABEL = 'Find a UK address by postcode';
export const FIND_ADDRESS_HINT =
  'Type a postcode and pick your address, or fill in the address yourself below.';
export const FIND_ADDRESS_BUTTON = 'Find address';
export const LOOKUP_PICK_HEADING = 'Pick your address';
export const LOOKUP_NO_MATCH =
  'We could not find any addresses for that postcode. Please check it, or fill in the address yourself.';
export const LOOKUP_FILLED = 'We have filled in the address below. Please check it.';
export const LOOKUP_SEARCH_AGAIN = 'Search again';
export const addressesInGroup = (label: string): string => `Addresses in ${label}`;

/** A modal's words: title, message and the button that does the thing (or just closes). */
export interface AddressModalText {
  title: string;
  message: string;
  /** The confirming button; a notice has only a close button (`CLOSE_MODAL`). */
  confirm?: string;
}

export const CLOSE_MODAL = 'OK';

// Spec doc 2 §8 address modals, in the spec's order.
export const CANNOT_EDIT_MODAL: AddressModalText = {
  title: 'Unable to edit this address',
  message: `${ADDRESS_EDIT_REFUSAL} You can add a new address instead.`,
};
export const CANNOT_DELETE_MODAL: AddressModalText = {
  title: 'Unable to delete this address',
  message: ADDRESS_DELETE_REFUSALS.ACTIVE_TROLLEY_ORDER,
};
export const DELETE_CONFIRM_MODAL: AddressModalText = {
  title: 'Delete this address?',
  message: 'It will be removed from your address book.',
  confirm: 'Delete address',
};
export const CONFIRM_CONTACT_MODAL: AddressModalText = {
  title: 'Change your contact address?',
  message: 'We will use this address as your contact address from now on.',
  confirm: 'Yes, change it',
};
export const MUST_HAVE_CONTACT_MODAL: AddressModalText = {
  title: 'Your address book must contain a contact address',
  message:
    'This is your contact address, so it cannot be deleted. Make another address your contact address first.',
};
export const MUST_HAVE_ONE_MODAL: AddressModalText = {
  title: 'Your address book must contain at least one address',
  message: 'This is your only address, so it cannot be deleted. Add another address first.',
};
/** Spec doc 2 §8: any other failure of an address call. */
export const ADDRESS_ERROR_MODAL: AddressModalText = {
  title: "Sorry, we're experiencing a problem",
  message: 'We could not update your address book. Please try again.',
};

/** The three delete refusals (status 423) each have their own modal (spec doc 2 §8). */
export const DELETE_BLOCKED_MODALS: Readonly<Record<AddressDeleteBlock, AddressModalText>> = {
  CONTACT_ADDRESS: MUST_HAVE_CONTACT_MODAL,
  FINAL_ADDRESS: MUST_HAVE_ONE_MODAL,
  ACTIVE_TROLLEY_ORDER: CANNOT_DELETE_MODAL,
};

// Staff signed on as a customer (/customer/address).
export const CUSTOMER_ADDRESSES_TITLE = 'Customer Addresses';
export const customerAddressesHeading = (name: string): string => `Addresses for ${name}`;
export const STAFF_ADDRESS_AUDIT_NOTE =
  "Changes you make here are recorded in the customer's staff actions.";
