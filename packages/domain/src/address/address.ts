import { COUNTRIES, type CountryCode } from './countries.ts';

/**
 * The address book's shapes and labels (spec doc 2 §3 Address, §4 Address book). Validation is in
 * address-form.schema.ts, the book's rules in address-book-rules.ts, changed-field detection in
 * address-changes.ts.
 */

export { COUNTRIES, type CountryCode };

/** Spec doc 2 §3: the addressee's title list, after the form's 'Please select...' empty option. */
export const ADDRESS_TITLES = [
  'Mr',
  'Mrs',
  'Miss',
  'Ms',
  'Mx',
  'Dr',
  'Lord',
  'Lady',
  'Prof',
  'Reverend',
  'Sir',
  'Dame',
] as const;
export type AddressTitle = (typeof ADDRESS_TITLES)[number];

/** The title select's empty option (spec doc 2 §5). */
export const TITLE_PLACEHOLDER = 'Please select...';

export const DEFAULT_COUNTRY: CountryCode = 'GB';

/** Countries with a special postcode rule (spec doc 2 §3: GB, US, FR, IE). */
export const SPECIAL_COUNTRIES = ['GB', 'US', 'FR', 'IE'] as const;

/**
 * Countries that count as UK (spec: JE and GG; the Isle of Man shares the postcode format and the
 * delivery rules, so it counts too — decision 0027).
 */
const UK_COUNTRIES: ReadonlySet<string> = new Set(['GB', 'JE', 'GG', 'IM']);

export function isUkCountry(country: string): boolean {
  return UK_COUNTRIES.has(country);
}

const COUNTRY_NAMES: ReadonlyMap<string, string> = new Map(COUNTRIES);

export function isCountryCode(code: string): code is CountryCode {
  return COUNTRY_NAMES.has(code);
}

/** 'FR' → 'France'; the code itself when unknown. */
export function countryName(code: string): string {
  return COUNTRY_NAMES.get(code) ?? code;
}

export interface AddressFieldLabels {
  region: string;
  postalCode: string;
}

/** UK addresses say county and postcode; international ones state/province/region and ZIP/postal code. */
export function addressFieldLabels(country: string): AddressFieldLabels {
  return isUkCountry(country)
    ? { region: 'County', postalCode: 'Postcode' }
    : { region: 'State/Province/Region', postalCode: 'ZIP/Postal code' };
}

/** The place itself: what an address update (PUT addresses/{id}) carries. */
export interface AddressLines {
  line1: string;
  line2: string;
  line3: string;
  town: string;
  region: string;
  country: CountryCode;
  postalCode: string;
}

/** Who receives it: what an addressee update (PUT addresses/{id}/addressee) carries. */
export interface AddresseeFields {
  /** '' when none was chosen ('Please select...'). */
  title: AddressTitle | '';
  firstName: string;
  lastName: string;
  /** Normalised: digits, keeping a leading plus. '' when none. */
  contactNumber: string;
}

export interface Addressee extends AddresseeFields {
  /** ISO date-time of the addressee's last change. */
  modified: string;
}

/** Spec doc 2 §3 addressStatus. */
export type AddressStatus = 'ACTIVE' | 'UNVERIFIED';

export interface Address extends AddressLines {
  id: number;
  isContactAddress: boolean;
  addressStatus: AddressStatus;
  /** ISO date-time. */
  created: string;
  addressee: Addressee;
  /** The note to the driver (PATCH addresses/{id}/delivery). */
  delivery: { customerNote: string };
  /** A postal reference number from the lookup provider (UK: UDPRN), when the address came from one. */
  uniqueDomesticAddressReferenceNumber: string | null;
}

/** An address and its addressee as the add and edit forms hold them. */
export type AddressForm = AddressLines & AddresseeFields & { customerNote: string };

/** One line per address: '12 Acacia Avenue, Kingston upon Thames, KT1 1AA'. */
export function addressSummary(
  address: Pick<AddressLines, 'line1' | 'town' | 'postalCode'>,
): string {
  return [address.line1, address.town, address.postalCode].filter((part) => part !== '').join(', ');
}

/** The addressee's name as a label shows it: 'Mrs Jane Smith'. */
export function addresseeName(
  addressee: Pick<AddresseeFields, 'title' | 'firstName' | 'lastName'>,
): string {
  return [addressee.title, addressee.firstName, addressee.lastName]
    .filter((part) => part !== '')
    .join(' ');
}
