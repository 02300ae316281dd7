import type {
  Address,
  AddresseeFields,
  AddressForm,
  AddressLines,
  CountryCode,
} from '@grocer/domain/address/address';
import type {
  AddressDeleteBlock,
  AddressPermissions,
  AddressSort,
} from '@grocer/domain/address/address-book-rules';
import type { Identity } from '@grocer/domain/identity/identity';

/**
 * The address book's contract (issue 10, decision 0027; spec doc 2 §3–§8). Every call acts for
 * `identity.customerId`; another customer's address is `not-found`, never `forbidden`. Staff
 * signed on as the customer may do everything the customer may, and each change they make is
 * written to the staff audit log. Expected failures are returned, not thrown.
 */

export type {
  Address,
  AddressDeleteBlock,
  AddresseeFields,
  AddressForm,
  AddressLines,
  AddressPermissions,
  AddressSort,
};

/** Who, besides the address book, knows an address is in use (the slot and order contexts). */
export interface AddressUsageSource {
  /** Ids of the customer's addresses an order in progress or a booked slot delivers to. */
  inUseAddressIds(customerId: number): Promise<ReadonlySet<number>>;
}

export type AddressOutcome<T> =
  | { outcome: 'ok'; value: T }
  | { outcome: 'not-found' }
  /** Edit refused: an order in progress or a booked slot uses it (423 ACTIVE_TROLLEY_ORDER). */
  | { outcome: 'in-use' };

export type AddOutcome =
  | { outcome: 'added'; address: Address }
  /** The book already holds MAX_ADDRESSES. */
  | { outcome: 'book-full' }
  /** The suggestion id is unknown to the postcode lookup. */
  | { outcome: 'unknown-suggestion' };

export type DeleteOutcome =
  | { outcome: 'deleted' }
  | { outcome: 'not-found' }
  | { outcome: 'blocked'; reason: AddressDeleteBlock };

/** One address of the book and what it allows (OPTIONS: edit, delete, why not). */
export interface AddressBookEntry {
  address: Address;
  permissions: AddressPermissions;
}

export interface NewAddress {
  address: AddressForm;
  /** From the postcode lookup, when the shopper picked a suggestion. */
  suggestionId?: string;
  /** Make it the contact address. The first address always becomes the contact address. */
  setContactAddress?: boolean;
}

export interface AddressBookService {
  /** Contact address first, then by `sortBy` (default '-created'). */
  list(identity: Identity, sortBy?: AddressSort): Promise<Address[]>;
  get(identity: Identity, addressId: number): Promise<Address | null>;
  add(identity: Identity, input: NewAddress): Promise<AddOutcome>;
  /** OPTIONS: whether edit and delete are allowed; null when not the caller's. */
  permissions(identity: Identity, addressId: number): Promise<AddressPermissions | null>;
  /**
   * The book as `list` orders it, each address with its permissions: one read of the book and
   * one ask of what is in use, however many addresses (the address book pages).
   */
  entries(identity: Identity, sortBy?: AddressSort): Promise<AddressBookEntry[]>;
  updateAddress(
    identity: Identity,
    addressId: number,
    lines: AddressLines,
  ): Promise<AddressOutcome<Address>>;
  updateAddressee(
    identity: Identity,
    addressId: number,
    addressee: AddresseeFields,
  ): Promise<AddressOutcome<Address>>;
  updateDeliveryNote(
    identity: Identity,
    addressId: number,
    customerNote: string,
  ): Promise<AddressOutcome<Address>>;
  remove(identity: Identity, addressId: number): Promise<DeleteOutcome>;
  /** PATCH accounts/profile: the new contact address (it must be one of the caller's). */
  setContactAddress(identity: Identity, addressId: number): Promise<AddressOutcome<Address>>;
  /** The contact address, or null when the book is empty (the account overview). */
  contactAddress(identity: Identity): Promise<Address | null>;
}

/* Postcode lookup (issue 10): a provider interface, so a retailer plugs in a real service. */

/** Spec doc 2 §3 address suggestions. RESULT_SET is a group (a street, a block) to expand. */
export interface AddressSuggestion {
  id: string;
  label: string;
  description: string;
  type: 'ADDRESS' | 'RESULT_SET';
}

/** A picked suggestion's fields, ready for the form. */
export interface SuggestedAddress {
  line1: string;
  line2: string;
  line3: string;
  town: string;
  region: string;
  /** GB from the built-in lookup; a real UK lookup may also answer JE, GG or IM. */
  country: CountryCode;
  postalCode: string;
  uniqueDomesticAddressReferenceNumber: string | null;
}

export interface PostcodeLookupProvider {
  /**
   * Suggestions for a search text (a postcode, or a postcode and house); `container` expands a
   * RESULT_SET. `signal` aborts a call the service has stopped waiting for.
   */
  find(
    text: string,
    options?: { container?: string; signal?: AbortSignal },
  ): Promise<AddressSuggestion[]>;
  /** The address a suggestion of type ADDRESS stands for; null when the id is unknown. */
  retrieve(
    suggestionId: string,
    options?: { signal?: AbortSignal },
  ): Promise<SuggestedAddress | null>;
}

export type PostcodeLookupOutcome<T> =
  | { outcome: 'ok'; value: T }
  /** The provider did not answer in time or failed (503 with retry-after). */
  | { outcome: 'unavailable' };

export interface PostcodeLookupService {
  find(
    text: string,
    options?: { container?: string },
  ): Promise<PostcodeLookupOutcome<AddressSuggestion[]>>;
  retrieve(suggestionId: string): Promise<PostcodeLookupOutcome<SuggestedAddress | null>>;
}
