import type { Address, AddressStatus, AddressTitle } from '@grocer/domain/address/address';
import {
  type AddressUse,
  addressDeleteBlock,
  addressEditable,
  addressPermissions,
  MAX_ADDRESSES,
  sortAddressBook,
} from '@grocer/domain/address/address-book-rules';
import {
  ADDRESSEE_FIELDS,
  addressUpdatePlan,
  PLACE_FIELDS,
} from '@grocer/domain/address/address-changes';
import {
  addresseeSchema,
  addressFormSchema,
  addressLinesSchema,
  deliveryNoteSchema,
} from '@grocer/domain/address/address-form.schema';
import { type Identity, isSignedIn, isStaffSignOn } from '@grocer/domain/identity/identity';
import type { StaffAuditAction } from '@grocer/domain/staff/staff-console';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import type { StaffAudit } from '../staff/staff.contract.ts';
import type { AddressBookRepository, AddressRow } from './address-book.repository.ts';
import type {
  AddressBookService,
  AddressOutcome,
  AddressUsageSource,
  PostcodeLookupService,
} from './addresses.contract.ts';

/** The stored row as the contract's Address (spec doc 2 §3). */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    isContactAddress: row.isContact,
    line1: row.line1,
    line2: row.line2,
    line3: row.line3,
    town: row.town,
    region: row.region,
    country: row.country as Address['country'],
    postalCode: row.postalCode,
    addressStatus: row.status as AddressStatus,
    created: row.created.toISOString(),
    addressee: {
      title: row.title as AddressTitle | '',
      firstName: row.firstName,
      lastName: row.lastName,
      contactNumber: row.contactNumber,
      modified: row.addresseeModified.toISOString(),
    },
    delivery: { customerNote: row.customerNote },
    uniqueDomesticAddressReferenceNumber: row.udprn,
  };
}

/**
 * Input from callers inside the process (the storefront's actions) is checked again with the
 * same rules the routes use: nothing reaches the table that a route would have refused.
 */
function checked<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  return parseInput(schema, input, 'body');
}

function signedIn(identity: Identity): number {
  if (!isSignedIn(identity)) {
    throw new AppError('UNAUTHENTICATED', 'Sign in to manage your addresses.');
  }
  return identity.customerId;
}

/** Field names whose stored value changes. */
function changedFields<K extends keyof AddressRow>(
  row: AddressRow,
  fields: readonly K[],
  next: Readonly<Record<K, unknown>>,
): K[] {
  return fields.filter((field) => row[field] !== next[field]);
}

/**
 * The address book (issue 10, decision 0027). Changes to one customer's book run one at a time
 * (the repository's book lock), so the book never loses its contact address or its last address
 * to two requests racing. Which addresses are in use comes from the slot and order contexts
 * through `usage`, asked just before the change (their services cannot be called while the
 * change holds its transaction: on PGlite every query shares one connection).
 */
export function createAddressBookService(deps: {
  repository: AddressBookRepository;
  usage: readonly AddressUsageSource[];
  lookup: PostcodeLookupService;
  audit: StaffAudit;
  now: () => Date;
}): AddressBookService {
  const { repository, usage, lookup, audit, now } = deps;

  async function use(customerId: number): Promise<AddressUse> {
    const sets = await Promise.all(usage.map((source) => source.inUseAddressIds(customerId)));
    return { inUseAddressIds: new Set(sets.flatMap((ids) => [...ids])) };
  }

  /** The customer's addresses and which are in use, asked together. */
  async function bookInUse(customerId: number) {
    const [rows, inUse] = await Promise.all([repository.list(customerId), use(customerId)]);
    return { addresses: rows.map(toAddress), inUse };
  }

  async function record(
    identity: Identity,
    action: StaffAuditAction,
    detail: Record<string, unknown>,
  ): Promise<void> {
    if (!isStaffSignOn(identity)) return;
    await audit.record({
      staffId: identity.principalId,
      customerId: identity.customerId,
      action,
      detail,
    });
  }

  /** An edit of one part of an address: refused while the address is in use. */
  async function edit<K extends keyof AddressRow>(
    identity: Identity,
    addressId: number,
    fields: readonly K[],
    next: Readonly<Record<K, AddressRow[K]>>,
    extra: (changed: K[]) => Partial<AddressRow>,
  ): Promise<AddressOutcome<Address>> {
    const customerId = signedIn(identity);
    const inUse = await use(customerId);
    const outcome = await repository.changeBook(customerId, async (book) => {
      const row = (await book.list()).find((candidate) => candidate.id === addressId);
      if (!row) return { outcome: 'not-found' as const };
      if (!addressEditable(row, inUse)) return { outcome: 'in-use' as const };
      const changed = changedFields(row, fields, next);
      if (changed.length === 0) return { outcome: 'ok' as const, row, changed };
      const updated = await book.update(addressId, {
        ...Object.fromEntries(changed.map((field) => [field, next[field]])),
        ...extra(changed),
      });
      return updated
        ? { outcome: 'ok' as const, row: updated, changed }
        : { outcome: 'not-found' as const };
    });
    if (outcome.outcome !== 'ok') return outcome;
    if (outcome.changed.length > 0) {
      await record(identity, 'address-changed', { addressId, fields: outcome.changed });
    }
    return { outcome: 'ok', value: toAddress(outcome.row) };
  }

  return {
    async list(identity, sortBy = '-created') {
      if (!isSignedIn(identity)) return [];
      const rows = await repository.list(identity.customerId);
      return sortAddressBook(rows.map(toAddress), sortBy);
    },

    async get(identity, addressId) {
      if (!isSignedIn(identity)) return null;
      const row = await repository.find(identity.customerId, addressId);
      return row ? toAddress(row) : null;
    },

    async contactAddress(identity) {
      if (!isSignedIn(identity)) return null;
      const row = await repository.contact(identity.customerId);
      return row ? toAddress(row) : null;
    },

    async permissions(identity, addressId) {
      if (!isSignedIn(identity)) return null;
      const { addresses, inUse } = await bookInUse(identity.customerId);
      const address = addresses.find((candidate) => candidate.id === addressId);
      return address ? addressPermissions(address, addresses.length, inUse) : null;
    },

    async entries(identity, sortBy = '-created') {
      if (!isSignedIn(identity)) return [];
      const { addresses, inUse } = await bookInUse(identity.customerId);
      return sortAddressBook(addresses, sortBy).map((address) => ({
        address,
        permissions: addressPermissions(address, addresses.length, inUse),
      }));
    },

    async add(identity, input) {
      const customerId = signedIn(identity);
      const form = checked(addressFormSchema, input.address);
      let verified: { udprn: string | null } | null = null;
      if (input.suggestionId !== undefined) {
        const found = await lookup.retrieve(input.suggestionId);
        if (found.outcome === 'ok' && found.value === null) {
          return { outcome: 'unknown-suggestion' };
        }
        // Picked, and left as the lookup gave it: a known delivery point. Changed by hand, or the
        // lookup is down: stored as typed, unverified (the shopper can always type an address).
        if (found.outcome === 'ok' && found.value !== null) {
          const suggested = { ...form, ...found.value };
          if (!addressUpdatePlan(suggested, form).address) {
            verified = { udprn: found.value.uniqueDomesticAddressReferenceNumber };
          }
        }
      }
      const at = now();
      const added = await repository.changeBook(customerId, async (book) => {
        const count = (await book.list()).length;
        if (count >= MAX_ADDRESSES) return null;
        const row = await book.insert({
          isContact: false,
          line1: form.line1,
          line2: form.line2,
          line3: form.line3,
          town: form.town,
          region: form.region,
          country: form.country,
          postalCode: form.postalCode,
          title: form.title,
          firstName: form.firstName,
          lastName: form.lastName,
          contactNumber: form.contactNumber,
          addresseeModified: at,
          customerNote: form.customerNote,
          udprn: verified?.udprn ?? null,
          status: verified ? 'ACTIVE' : 'UNVERIFIED',
          created: at,
        });
        // The first address is the contact address, whatever was asked.
        if (count === 0 || input.setContactAddress === true) {
          return (await book.makeContact(row.id)) ?? row;
        }
        return row;
      });
      if (!added) return { outcome: 'book-full' };
      await record(identity, 'address-added', {
        addressId: added.id,
        contactAddress: added.isContact,
      });
      return { outcome: 'added', address: toAddress(added) };
    },

    updateAddress(identity, addressId, lines) {
      const next = checked(addressLinesSchema, lines);
      return edit(identity, addressId, PLACE_FIELDS, next, () => ({
        // A moved address is no longer the delivery point the lookup named.
        udprn: null,
        status: 'UNVERIFIED',
      }));
    },

    updateAddressee(identity, addressId, addressee) {
      const next = checked(addresseeSchema, addressee);
      return edit(identity, addressId, ADDRESSEE_FIELDS, next, () => ({
        addresseeModified: now(),
      }));
    },

    updateDeliveryNote(identity, addressId, customerNote) {
      const next = checked(deliveryNoteSchema, { customerNote });
      return edit(identity, addressId, ['customerNote'] as const, next, () => ({}));
    },

    async remove(identity, addressId) {
      const customerId = signedIn(identity);
      const inUse = await use(customerId);
      const outcome = await repository.changeBook(customerId, async (book) => {
        const rows = await book.list();
        const row = rows.find((candidate) => candidate.id === addressId);
        if (!row) return { outcome: 'not-found' as const };
        const reason = addressDeleteBlock(toAddress(row), rows.length, inUse);
        if (reason) return { outcome: 'blocked' as const, reason };
        await book.remove(addressId);
        return { outcome: 'deleted' as const };
      });
      if (outcome.outcome === 'deleted') await record(identity, 'address-deleted', { addressId });
      return outcome;
    },

    async setContactAddress(identity, addressId) {
      const customerId = signedIn(identity);
      const outcome = await repository.changeBook(customerId, async (book) => {
        const rows = await book.list();
        const row = rows.find((candidate) => candidate.id === addressId);
        if (!row) return null;
        if (row.isContact) return { row, changed: false, previous: null };
        const previous = rows.find((candidate) => candidate.isContact)?.id ?? null;
        const contact = await book.makeContact(addressId);
        return contact ? { row: contact, changed: true, previous } : null;
      });
      if (!outcome) return { outcome: 'not-found' };
      if (outcome.changed) {
        await record(identity, 'contact-address-changed', {
          addressId,
          previousAddressId: outcome.previous,
        });
      }
      return { outcome: 'ok', value: toAddress(outcome.row) };
    },
  };
}
