import type { Address } from './address.ts';

/**
 * The address book's rules (spec doc 2 §4, §5, §8): which address may be deleted or edited, the
 * order the book lists them in, and how much of it shows before "show more".
 */

/** Why a delete is refused (status 423 with this reason). */
export type AddressDeleteBlock = 'CONTACT_ADDRESS' | 'FINAL_ADDRESS' | 'ACTIVE_TROLLEY_ORDER';

export interface AddressUse {
  /** Addresses an order in progress or a booked slot delivers to (from the slot and order services). */
  inUseAddressIds: ReadonlySet<number>;
}

/**
 * The delete refusal for `address`, or null when it may go. The final address first: it is
 * always the contact address too (the book keeps one once it has any), and "choose another
 * contact address" is advice a shopper with one address cannot follow (decision 0027). Then the
 * contact address, then use.
 */
export function addressDeleteBlock(
  address: Pick<Address, 'id' | 'isContactAddress'>,
  addressCount: number,
  use: AddressUse,
): AddressDeleteBlock | null {
  if (addressCount <= 1) return 'FINAL_ADDRESS';
  if (address.isContactAddress) return 'CONTACT_ADDRESS';
  if (use.inUseAddressIds.has(address.id)) return 'ACTIVE_TROLLEY_ORDER';
  return null;
}

/** An address an order in progress or a booked slot delivers to cannot be edited. */
export function addressEditable(address: Pick<Address, 'id'>, use: AddressUse): boolean {
  return !use.inUseAddressIds.has(address.id);
}

/** What may be done with an address: edit, delete, and why delete is refused when it is. */
export interface AddressPermissions {
  edit: boolean;
  delete: boolean;
  /** Why delete is refused, when it is. */
  deleteBlock: AddressDeleteBlock | null;
}

export function addressPermissions(
  address: Pick<Address, 'id' | 'isContactAddress'>,
  addressCount: number,
  use: AddressUse,
): AddressPermissions {
  const deleteBlock = addressDeleteBlock(address, addressCount, use);
  return { edit: addressEditable(address, use), delete: deleteBlock === null, deleteBlock };
}

/** What OPTIONS addresses/{id} answers in its Allow header, for what may be done (spec doc 2 §7). */
export function allowedMethodsFor(
  permissions: Pick<AddressPermissions, 'edit' | 'delete'>,
): string[] {
  const methods = ['GET', 'OPTIONS'];
  if (permissions.edit) methods.push('PUT');
  if (permissions.delete) methods.push('DELETE');
  return methods;
}

export type AddressSort = '-created' | 'created';

/** The contact address first, then by creation (newest first for the default '-created'), then id. */
export function sortAddressBook<T extends Pick<Address, 'id' | 'isContactAddress' | 'created'>>(
  addresses: readonly T[],
  sortBy: AddressSort = '-created',
): T[] {
  const direction = sortBy === '-created' ? -1 : 1;
  return [...addresses].sort((a, b) => {
    if (a.isContactAddress !== b.isContactAddress) return a.isContactAddress ? -1 : 1;
    const byCreated = a.created < b.created ? -1 : a.created > b.created ? 1 : 0;
    return byCreated !== 0 ? byCreated * direction : (a.id - b.id) * direction;
  });
}

export type AddressBookScreen = 'small' | 'medium' | 'large';

/** Spec doc 2 §4: collapsed, the book shows 1 address on medium screens and 2 otherwise. */
export function collapsedAddressCount(screen: AddressBookScreen): number {
  return screen === 'medium' ? 1 : 2;
}

/**
 * Spec doc 2 §4: no expand control with 1 or fewer addresses on small screens, or 2 or fewer
 * otherwise; and none when the collapsed book already shows every address.
 */
export function showExpandControl(addressCount: number, screen: AddressBookScreen): boolean {
  const threshold = screen === 'small' ? 1 : 2;
  return addressCount > threshold && addressCount > collapsedAddressCount(screen);
}

/**
 * How many addresses show. The book collapses only when it has an expand control: without one
 * every address shows (a medium screen with two addresses shows both, not one with no way to
 * see the other — decision 0027).
 */
export function visibleAddressCount(
  addressCount: number,
  screen: AddressBookScreen,
  expanded: boolean,
): number {
  if (expanded || !showExpandControl(addressCount, screen)) return addressCount;
  return collapsedAddressCount(screen);
}

/** Addresses a shopper may keep; the book refuses more (decision 0027). */
export const MAX_ADDRESSES = 50;
