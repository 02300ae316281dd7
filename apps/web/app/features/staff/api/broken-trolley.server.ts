import { type Identity, isStaffSignOn } from '@grocer/domain/identity/identity';
import type {
  SaveBrokenTrolleyResult,
  SavedTrolleyInfo,
} from '@grocer/server/contexts/trolley/trolley.contract';
import { identityContext } from '@grocer/server/web/load-context';
import { clientErrorOf } from '@grocer/server/web/service-errors';
import { data, type RouterContextProvider, redirect, redirectDocument } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';
import { TROLLEY_RESTORED_PARAM, TROLLEY_SAVED_PARAM } from '../lib/broken-trolley-paths.ts';

type Context = Readonly<RouterContextProvider>;

/**
 * Staff saving and restoring a customer's broken trolley from the storefront (decision 0033).
 * Each is one trolley service call (`saveBrokenTrolley`, `restoreSavedTrolley`), which checks
 * the staff sign-on and permission and writes the audit log; these map its answer to a page.
 */

/** Staff signed on as a customer; anyone else is told the page does not exist (404). */
export async function staffSignOnOf(context: Context): Promise<Identity> {
  const identity = await context.get(identityContext)();
  if (!isStaffSignOn(identity)) throw data({ reason: 'not-found' }, { status: 404 });
  return identity;
}

export interface BrokenTrolleyState {
  lineCount: number;
  saved: SavedTrolleyInfo | null;
}

/** The customer's trolley lines and the saved trolley waiting, if any (never opens a trolley). */
export async function loadBrokenTrolley(
  context: Context,
  identity: Identity,
): Promise<BrokenTrolleyState> {
  const trolley = getServices(context).trolley;
  const [lines, saved] = await Promise.all([
    trolley.lines(identity),
    trolley.savedTrolley(identity),
  ]);
  return { lineCount: lines.length, saved };
}

/** A refusal as the page and the modal show it. */
export type BrokenTrolleyRefusal = { error: string };

function refusal(error: unknown) {
  const refused = clientErrorOf(error);
  if (!refused) throw error;
  return data<BrokenTrolleyRefusal>({ error: refused.message }, { status: refused.status });
}

/**
 * Saves the trolley aside and clears it. On success the staff sign-on has ended: a whole page
 * load (not a client navigation, since the session cookie changes) takes staff back to the
 * customer in the console, which says what was saved.
 */
export async function saveBrokenTrolley(context: Context, identity: Identity) {
  let saved: SaveBrokenTrolleyResult;
  try {
    saved = await getServices(context).trolley.saveBrokenTrolley(identity);
  } catch (error) {
    return refusal(error);
  }
  const headers = new Headers();
  for (const cookie of saved.setCookies) headers.append('Set-Cookie', cookie);
  return redirectDocument(
    `/admin/customers/${identity.customerId}?${TROLLEY_SAVED_PARAM}=${saved.lineCount}`,
    { headers },
  );
}

/** Puts the saved lines back; My Trolley then shows them and says how many came back. */
export async function restoreSavedTrolley(context: Context, identity: Identity) {
  let restoredLines: number;
  try {
    ({ restoredLines } = await getServices(context).trolley.restoreSavedTrolley(identity));
  } catch (error) {
    return refusal(error);
  }
  return redirect(`/shop/trolley?${TROLLEY_RESTORED_PARAM}=${restoredLines}`, 303);
}
