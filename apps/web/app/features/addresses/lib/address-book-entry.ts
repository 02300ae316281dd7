import type { Address } from '@grocer/domain/address/address';
import type { AddressPermissions } from '@grocer/server/contexts/addresses/addresses.contract';

/** One address of the book and what it allows (OPTIONS: edit, delete, why not). */
export interface AddressBookEntry {
  address: Address;
  permissions: AddressPermissions;
}
