import { normalisePhoneNumber } from '../validation/phone.schema.ts';
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

type ComparedField = (typeof PLACE_FIELDS)[number] | (typeof ADDRESSEE_FIELDS)[number];

/**
 * A field's value as a shopper reads it: surrounding spaces never count; nor do letter case and
 * spacing in the codes ('sw1a1aa' is 'SW1A 1AA', 'gb' is 'GB'), nor how a phone number is
 * written ('07700 900-123' is '07700900123').
 */
function comparable(field: ComparedField, value: string): string {
  const text = value.trim();
  switch (field) {
    case 'country':
      return text.toUpperCase();
    case 'postalCode':
      return text.replace(/\s+/g, '').toUpperCase();
    case 'contactNumber':
      return normalisePhoneNumber(text);
    default:
      return text;
  }
}

function same(field: ComparedField, before: string, after: string): boolean {
  return comparable(field, before) === comparable(field, after);
}

export function addressUpdatePlan(
  before: AddressLines & AddresseeFields,
  after: AddressLines & AddresseeFields,
): AddressUpdatePlan {
  return {
    address: PLACE_FIELDS.some((field) => !same(field, before[field], after[field])),
    addressee: ADDRESSEE_FIELDS.some((field) => !same(field, before[field], after[field])),
  };
}

export function nothingChanged(plan: AddressUpdatePlan): boolean {
  return !plan.address && !plan.addressee;
}
