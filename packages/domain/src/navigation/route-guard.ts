import { type Identity, isSignedIn, isStaffSignOn } from '../identity/identity.ts';
import { STOREFRONT_BASE_PATH, safeRedirectTarget } from './redirect-target.ts';

/**
 * What a guarded page needs (spec doc 1 §2 route guards): most account and shopping pages need
 * someone signed in; checkout and resolve-order-payment need a customer to act for, so a staff
 * member signed in as themselves (not on as a customer) is sent to sign in too.
 */
export type PageRequirement = 'signed-in' | 'customer';

export const LOGIN_PATH = `${STOREFRONT_BASE_PATH}/login`;

export function meetsRequirement(
  identity: Pick<Identity, 'customerId' | 'principalId' | 'permissions'>,
  requirement: PageRequirement,
): boolean {
  if (!isSignedIn(identity)) return false;
  if (requirement === 'signed-in') return true;
  return identity.permissions.length === 0 || isStaffSignOn(identity);
}

/**
 * The login address that brings the visitor back to `wanted` (path and query) afterwards.
 * `wanted` goes through the one redirect rule, so nothing but a storefront path is kept.
 */
export function loginRedirectFor(wanted: string): string {
  const back = safeRedirectTarget(wanted, '');
  return back === '' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`;
}
