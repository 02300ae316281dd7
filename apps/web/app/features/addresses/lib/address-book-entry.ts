/** One address of the book and what it allows: the addresses context's entry. */
export type { AddressBookEntry } from '@grocer/server/contexts/addresses/addresses.contract';
