import type { RouterContextProvider } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';

type Context = Readonly<RouterContextProvider>;

/** The identity context's password-reset service (decision 0023). */
export function passwordResetService(context: Context) {
  return getServices(context).passwordReset;
}

/** The identity context's My details service (decision 0023). */
export function myDetailsService(context: Context) {
  return getServices(context).myDetails;
}

/** Pages about one shopper, or holding a reset token: never kept by a browser or a proxy. */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;
