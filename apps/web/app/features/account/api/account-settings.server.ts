import { isSignedIn } from '@grocer/domain/identity/identity';
import { type RouterContextProvider, redirect } from 'react-router';
import { safeStorefrontPath } from '../../../lib/app-path.ts';
import { getServices } from '../../../lib/services.server.ts';
import { identityOf } from './auth.server.ts';

type Context = Readonly<RouterContextProvider>;

/** The identity context's password-reset service (decision 0023). */
export function passwordResetService(context: Context) {
  return getServices(context).passwordReset;
}

/** The identity context's My details service (decision 0023). */
export function myDetailsService(context: Context) {
  return getServices(context).myDetails;
}

/**
 * Who is asking, for a page that needs someone signed in: anonymous visitors are sent to log in
 * and brought back to the page afterwards (spec doc 1 §2 route guards).
 */
export async function requireSignedIn(request: Request, context: Context) {
  const identity = await identityOf(context);
  if (!isSignedIn(identity)) {
    const url = new URL(request.url);
    const back = safeStorefrontPath(url.pathname + url.search);
    throw redirect(`/login?redirect=${encodeURIComponent(back)}`);
  }
  return identity;
}

/** Pages about one shopper, or holding a reset token: never kept by a browser or a proxy. */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;
