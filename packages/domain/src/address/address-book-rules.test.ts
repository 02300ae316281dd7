import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AddressBookScreen,
  addressDeleteBlock,
  addressEditable,
  addressPermissions,
  allowedMethodsFor,
  collapsedAddressCount,
  MAX_ADDRESSES,
  showExpandControl,
  sortAddressBook,
  visibleAddressCount,
} from './address-book-rules.ts';

const unused = { inUseAddressIds: new Set<number>() };
const using = (...ids: number[]) => ({ inUseAddressIds: new Set(ids) });
const contact = { id: 1, isContactAddress: true };
const other = { id: 2, isContactAddress: false };

describe('deleting an address', () => {
  it('is refused for the final address, the contact address and one in use, in that order', () => {
    // One address is always the contact address too: the shopper is told it is the last one.
    expect(addressDeleteBlock(contact, 1, using(1))).toBe('FINAL_ADDRESS');
    expect(addressDeleteBlock(other, 1, using(2))).toBe('FINAL_ADDRESS');
    expect(addressDeleteBlock(contact, 3, unused)).toBe('CONTACT_ADDRESS');
    expect(addressDeleteBlock(contact, 2, using(1))).toBe('CONTACT_ADDRESS');
    expect(addressDeleteBlock(other, 2, using(2))).toBe('ACTIVE_TROLLEY_ORDER');
    expect(addressDeleteBlock(other, 2, using(1, 3))).toBeNull();
  });

  it('is allowed only for an address that is none of those (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: MAX_ADDRESSES }),
        fc.boolean(),
        (isContact, count, inUse) => {
          const address = { id: 5, isContactAddress: isContact };
          const block = addressDeleteBlock(address, count, inUse ? using(5) : unused);
          expect(block === null).toBe(!isContact && count > 1 && !inUse);
        },
      ),
    );
  });
});

describe('editing an address', () => {
  it('is refused while an order in progress or a booked slot uses it', () => {
    expect(addressEditable(other, unused)).toBe(true);
    expect(addressEditable(other, using(2))).toBe(false);
  });

  it('shows in the OPTIONS answer, with delete', () => {
    expect(allowedMethodsFor(addressPermissions(other, 2, unused))).toEqual([
      'GET',
      'OPTIONS',
      'PUT',
      'DELETE',
    ]);
    expect(allowedMethodsFor(addressPermissions(contact, 2, unused))).toEqual([
      'GET',
      'OPTIONS',
      'PUT',
    ]);
    expect(allowedMethodsFor(addressPermissions(contact, 1, unused))).toEqual([
      'GET',
      'OPTIONS',
      'PUT',
    ]);
    expect(allowedMethodsFor(addressPermissions(other, 2, using(2)))).toEqual(['GET', 'OPTIONS']);
    expect(allowedMethodsFor(addressPermissions(other, 1, unused))).toEqual([
      'GET',
      'OPTIONS',
      'PUT',
    ]);
  });

  it('gives edit, delete and the refusal together, as OPTIONS answers them', () => {
    expect(addressPermissions(other, 2, unused)).toEqual({
      edit: true,
      delete: true,
      deleteBlock: null,
    });
    expect(addressPermissions(other, 2, using(2))).toEqual({
      edit: false,
      delete: false,
      deleteBlock: 'ACTIVE_TROLLEY_ORDER',
    });
  });
});

describe('the order of the book', () => {
  const book = [
    { id: 1, isContactAddress: false, created: '2024-01-01T10:00:00.000Z' },
    { id: 2, isContactAddress: true, created: '2023-06-01T10:00:00.000Z' },
    { id: 3, isContactAddress: false, created: '2025-03-01T10:00:00.000Z' },
    { id: 4, isContactAddress: false, created: '2024-01-01T10:00:00.000Z' },
  ];

  it('puts the contact address first, then newest first by default', () => {
    expect(sortAddressBook(book).map((a) => a.id)).toEqual([2, 3, 4, 1]);
    expect(sortAddressBook(book, '-created').map((a) => a.id)).toEqual([2, 3, 4, 1]);
  });

  it('puts the contact address first, then oldest first for created', () => {
    expect(sortAddressBook(book, 'created').map((a) => a.id)).toEqual([2, 1, 4, 3]);
  });

  it('leaves the given list alone and keeps every address (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 12 }),
        fc.constantFrom('created' as const, '-created' as const),
        (ids, sortBy) => {
          const addresses = ids.map((id, index) => ({
            id,
            isContactAddress: index === 0,
            created: new Date(Date.UTC(2024, 0, 1 + (id % 5))).toISOString(),
          }));
          const copy = [...addresses];
          const sorted = sortAddressBook(addresses, sortBy);
          expect(addresses).toEqual(copy);
          expect(sorted.map((a) => a.id).sort()).toEqual([...ids].sort());
          if (addresses.length > 0) expect(sorted[0]?.isContactAddress).toBe(true);
        },
      ),
    );
  });
});

describe('collapsing the book', () => {
  it('collapses to 1 address on medium screens and 2 otherwise', () => {
    expect(collapsedAddressCount('small')).toBe(2);
    expect(collapsedAddressCount('medium')).toBe(1);
    expect(collapsedAddressCount('large')).toBe(2);
  });

  it('shows no expand control with 1 or fewer on small screens, 2 or fewer otherwise', () => {
    const table: [AddressBookScreen, number, boolean][] = [
      ['small', 0, false],
      ['small', 1, false],
      // Two fit in the collapsed book: a control would show nothing more.
      ['small', 2, false],
      ['small', 3, true],
      ['medium', 1, false],
      ['medium', 2, false],
      ['medium', 3, true],
      ['large', 2, false],
      ['large', 3, true],
    ];
    for (const [screen, count, shown] of table) {
      expect(showExpandControl(count, screen), `${screen} ${count}`).toBe(shown);
    }
  });

  it('shows every address when there is no control or it was used, else the collapsed count', () => {
    expect(visibleAddressCount(2, 'medium', false)).toBe(2);
    expect(visibleAddressCount(3, 'medium', false)).toBe(1);
    expect(visibleAddressCount(3, 'medium', true)).toBe(3);
    expect(visibleAddressCount(5, 'large', false)).toBe(2);
    expect(visibleAddressCount(1, 'small', false)).toBe(1);
  });

  it('never hides an address without offering the control (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_ADDRESSES }),
        fc.constantFrom<AddressBookScreen>('small', 'medium', 'large'),
        (count, screen) => {
          const visible = visibleAddressCount(count, screen, false);
          expect(visible).toBeLessThanOrEqual(count);
          if (visible < count) expect(showExpandControl(count, screen)).toBe(true);
          expect(visibleAddressCount(count, screen, true)).toBe(count);
        },
      ),
    );
  });
});
