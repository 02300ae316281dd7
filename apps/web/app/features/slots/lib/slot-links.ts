import { BASE_PATH } from '../../../lib/app-path.ts';

/** Router paths the slot pages lead to. */
export const SLOT_LINKS = {
  trolley: '/shop/trolley',
  cancel: '/bookslot/cancel',
} as const;

/**
 * The address book's add page, coming back to `page` (router path and query) with the new
 * address chosen (decision 0036: the add page's `returnTo`).
 */
export function addAddressHref(page: string): string {
  return `/myaccount/addresses/add?returnTo=${encodeURIComponent(`${BASE_PATH}${page}`)}`;
}
