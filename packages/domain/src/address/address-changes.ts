import type { AddresseeFields, AddressLines } from './address.ts';

/**
 * Changed-field detection for the edit form (spec doc 2 §5): the place and the addressee are
 * separate calls, so an edit sends an address update when a place field changed, an addressee
 * update when an addressee field changed, both, or nothing (the existing address is kept).
 */

export const PLACE_FIELDS = [
  'line1',
  'line2',
  'line3',
  'town',
  'region',
  'country',
  'postalCode',
] as const satisfies readonly (keyof AddressLines)[];

export const ADDRESSEE_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'contactNumber',
] as const satisfies readonly (keyof AddresseeFields)[];

export interface AddressUpdatePlan {
  /** Send PUT addresses/{id} with the place. */
  address: boolean;
  /** Send PUT addresses/{id}/addressee. */
  addressee: boolean;
}

/** Compared as a shopper reads them: surrounding spaces and letter case of codes do not count. */
function same(before: string, after: string): boolean {
  return before.trim() === after.trim();
}

export function addressUpdatePlan(
  before: AddressLines & AddresseeFields,
  after: AddressLines & AddresseeFields,
): AddressUpdatePlan {
  return {
    address: PLACE_FIELDS.some((field) => !same(before[field], after[field])),
    addressee: ADDRESSEE_FIELDS.some((field) => !same(before[field], after[field])),
  };
}

export function nothingChanged(plan: AddressUpdatePlan): boolean {
  return !plan.address && !plan.addressee;
}
