import type { AddressDeleteBlock } from './address-book-rules.ts';

/**
 * What the shopper is told when the address book refuses a change (spec doc 2 §8: cannot edit,
 * cannot delete, must contain a contact address, must contain at least one address). The spec
 * gives the modals' subjects, not their words: these are ours (decision 0027).
 */
export const ADDRESS_DELETE_REFUSALS: Readonly<Record<AddressDeleteBlock, string>> = {
  CONTACT_ADDRESS:
    'Your address book must contain a contact address. Choose another contact address before deleting this one.',
  FINAL_ADDRESS: 'Your address book must contain at least one address.',
  ACTIVE_TROLLEY_ORDER:
    "This address can't be deleted because an order in progress or a booked slot uses it.",
};

export const ADDRESS_EDIT_REFUSAL =
  "This address can't be edited because an order in progress or a booked slot uses it.";

export const ADDRESS_NOT_FOUND = "We couldn't find that address in your address book.";

export const addressBookFull = (max: number): string =>
  `Your address book is full: it can hold ${max} addresses. Please delete one to add another.`;

export const ADDRESS_SUGGESTION_UNKNOWN =
  "We couldn't find that address in the postcode lookup. Please search again or enter it yourself.";

export const ADDRESS_LOOKUP_UNAVAILABLE =
  "Sorry, we can't look up addresses at the moment. Please try again shortly or enter your address yourself.";
