import {
  ADDRESS_TITLES,
  type Address,
  type AddressForm,
  DEFAULT_COUNTRY,
} from '@grocer/domain/address/address';
import type { SuggestedAddress } from '@grocer/server/contexts/addresses/addresses.contract';

/**
 * The add and edit forms' fields as the browser sends them: text, before validation. The form
 * keeps these (so a refused form shows what was typed); `addressFormSchema` turns them into an
 * `AddressForm`.
 */
export const ADDRESS_FORM_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'contactNumber',
  'country',
  'line1',
  'line2',
  'line3',
  'town',
  'region',
  'postalCode',
  'customerNote',
] as const satisfies readonly (keyof AddressForm)[];

export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];
export type AddressFormValues = Record<AddressFormField, string>;

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  title: '',
  firstName: '',
  lastName: '',
  contactNumber: '',
  country: DEFAULT_COUNTRY,
  line1: '',
  line2: '',
  line3: '',
  town: '',
  region: '',
  postalCode: '',
  customerNote: '',
};

/** A new address starts with the account holder's name (they can change it). */
export function newAddressForm(account: {
  title: string | null;
  firstName: string;
  lastName: string;
}): AddressFormValues {
  const title = (ADDRESS_TITLES as readonly string[]).includes(account.title ?? '')
    ? (account.title as string)
    : '';
  return { ...EMPTY_ADDRESS_FORM, title, firstName: account.firstName, lastName: account.lastName };
}

export function addressFormValues(address: Address): AddressFormValues {
  return {
    title: address.addressee.title,
    firstName: address.addressee.firstName,
    lastName: address.addressee.lastName,
    contactNumber: address.addressee.contactNumber,
    country: address.country,
    line1: address.line1,
    line2: address.line2,
    line3: address.line3,
    town: address.town,
    region: address.region,
    postalCode: address.postalCode,
    customerNote: address.delivery.customerNote,
  };
}

/** A form post's address fields, each as text ('' when absent or a file). */
export function readAddressForm(form: FormData): AddressFormValues {
  const values = { ...EMPTY_ADDRESS_FORM };
  for (const field of ADDRESS_FORM_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The picked suggestion's place in the form; who it is for and the note stay. */
export function withSuggestedAddress(
  values: AddressFormValues,
  suggested: SuggestedAddress,
): AddressFormValues {
  return {
    ...values,
    country: suggested.country,
    line1: suggested.line1,
    line2: suggested.line2,
    line3: suggested.line3,
    town: suggested.town,
    region: suggested.region,
    postalCode: suggested.postalCode,
  };
}
