import {
  ADDRESS_ADDED,
  ADDRESS_DELETED,
  ADDRESS_UNCHANGED,
  ADDRESS_UPDATED,
  CONTACT_ADDRESS_UPDATED,
} from '@grocer/domain/messages/address-book-messages';
import { safeStorefrontPath, toRoutePath } from '../../../lib/app-path.ts';

/**
 * Where the address book lives (decision 0029). The spec's `/{addressPath}/addresses/add` and
 * `/*\/addresses/edit/{id}` take these two prefixes: `myaccount` for the shopper, `customer` for
 * staff signed on as the customer (its book is `/customer/address`). Paths are the router's (no
 * `/ecom`). A later area (slot booking's own add page) adds an entry here and two routes.
 */
export type AddressArea = 'myaccount' | 'customer';

export interface AddressAreaPaths {
  /** The page that lists the book. */
  book: string;
  add: string;
  edit(addressId: number): string;
  /** The no-JavaScript delete confirmation page. */
  remove(addressId: number): string;
}

export const ADDRESS_AREAS: Readonly<Record<AddressArea, AddressAreaPaths>> = {
  myaccount: {
    book: '/myaccount/details-and-addresses',
    add: '/myaccount/addresses/add',
    edit: (addressId) => `/myaccount/addresses/edit/${addressId}`,
    // Spec doc 1 §2 names this one: my-details/addresses/delete.
    remove: (addressId) => `/my-details/addresses/delete?addressId=${addressId}`,
  },
  customer: {
    book: '/customer/address',
    add: '/customer/addresses/add',
    edit: (addressId) => `/customer/addresses/edit/${addressId}`,
    remove: (addressId) => `/customer/addresses/delete?addressId=${addressId}`,
  },
};

/** The area a request's path belongs to (`/ecom/customer/…` is the staff one). */
export function addressAreaOf(pathname: string): AddressArea {
  return /^(?:\/ecom)?\/customer\//.test(pathname) ? 'customer' : 'myaccount';
}

/** What the book page says after a change made on another page (or without JavaScript). */
export const ADDRESS_NOTICES = {
  added: ADDRESS_ADDED,
  updated: ADDRESS_UPDATED,
  unchanged: ADDRESS_UNCHANGED,
  deleted: ADDRESS_DELETED,
  'contact-updated': CONTACT_ADDRESS_UPDATED,
} as const;

export type AddressNotice = keyof typeof ADDRESS_NOTICES;

export const NOTICE_PARAM = 'notice';

export function addressNoticeOf(value: string | null): AddressNotice | null {
  return value !== null && Object.hasOwn(ADDRESS_NOTICES, value) ? (value as AddressNotice) : null;
}

/** The book page, saying `notice`. */
export function bookWithNotice(area: AddressArea, notice: AddressNotice): string {
  return `${ADDRESS_AREAS[area].book}?${NOTICE_PARAM}=${notice}`;
}

/**
 * An address id from a path or a form: a positive integer that fits the database's integer
 * column; null otherwise (the page answers 404, the action 400).
 */
export function addressIdOf(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The add page's way back to the page that sent the shopper (slot booking's delivery grid,
 * decision 0036): `?returnTo=` a storefront path. Anything else is ignored (the book).
 */
export const RETURN_TO_PARAM = 'returnTo';

export function returnPathOf(params: URLSearchParams): string | null {
  const value = params.get(RETURN_TO_PARAM);
  if (value === null) return null;
  const safe = safeStorefrontPath(value, '');
  return safe === '' ? null : safe;
}

/** That page, in the router's form, with the address just added chosen (`addressId`). */
export function returnWithAddress(returnPath: string, addressId: number): string {
  const url = new URL(returnPath, 'http://shop.invalid');
  url.searchParams.set('addressId', String(addressId));
  url.searchParams.delete('from');
  return toRoutePath(`${url.pathname}${url.search}`);
}
