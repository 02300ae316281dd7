import type { Address } from '@grocer/domain/address/address';
import type { AddressBookEntry } from '../app/features/addresses/lib/address-book-entry.ts';

/** A plain UK address; tests override the fields they are about. */
export function makeAddress(overrides: Partial<Address> & { id: number }): Address {
  return {
    isContactAddress: false,
    line1: `${overrides.id} Acacia Avenue`,
    line2: '',
    line3: '',
    town: 'Kingston upon Thames',
    region: '',
    country: 'GB',
    postalCode: 'KT1 1AA',
    addressStatus: 'ACTIVE',
    created: `2024-01-${String(10 + (overrides.id % 10)).padStart(2, '0')}T09:00:00.000Z`,
    addressee: {
      title: 'Mrs',
      firstName: 'Jane',
      lastName: 'Marsh',
      contactNumber: '',
      modified: '2024-01-01T09:00:00.000Z',
    },
    delivery: { customerNote: '' },
    uniqueDomesticAddressReferenceNumber: null,
    ...overrides,
  };
}

/** An address that may be edited and deleted, unless the test says otherwise. */
export function makeEntry(
  overrides: Partial<Address> & { id: number },
  permissions: Partial<AddressBookEntry['permissions']> = {},
): AddressBookEntry {
  const address = makeAddress(overrides);
  const deleteBlock =
    permissions.deleteBlock !== undefined
      ? permissions.deleteBlock
      : address.isContactAddress
        ? 'CONTACT_ADDRESS'
        : null;
  return {
    address,
    permissions: {
      edit: true,
      delete: deleteBlock === null,
      deleteBlock,
      ...permissions,
    },
  };
}
