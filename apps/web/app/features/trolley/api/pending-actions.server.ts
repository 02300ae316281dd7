import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import {
  MAX_PENDING_FAVOURITES,
  type PendingFavouriteToggle,
  planPendingFavourites,
  recordPendingFavourite,
} from '@grocer/domain/favourites/pending-favourites';
import { type Identity, isSignedIn } from '@grocer/domain/identity/identity';
import { readCookie } from '@grocer/domain/shell/cookies';
import type { PendingAdd } from '@grocer/domain/trolley/pending-add';
import { pendingAddSchema } from '@grocer/domain/trolley/trolley-input.schema';
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { requestLog } from '../../../lib/request-log.server.ts';
import { getServices } from '../../../lib/services.server.ts';

/**
 * What a signed-out shopper asked for before being sent to log in (spec doc 1 §4, §6): an add to
 * the trolley and favourite toggles, kept in one cookie and applied once they are signed in
 * (decisions 0032, 0080). A cookie rather than the browser's storage, so an add without JavaScript is
 * kept too. It holds only what the shopper pressed, is checked on the way in and out, and is
 * applied through the same services (and their checks) as any add.
 */
export const PENDING_ACTIONS_COOKIE = 'pending-actions';
/** Ours: long enough to sign in or register, short enough not to surprise a later visit. */
export const PENDING_ACTIONS_MAX_AGE_SECONDS = 60 * 60;
const PATH = '/ecom';

const pendingActionsSchema = z
  .object({
    /** The last add pressed (spec: "a saved pending add"). */
    trolleyAdd: pendingAddSchema.optional(),
    /** Favourite toggles, one per line, newest last (decision 0080: the newest wins). */
    favourites: z
      .array(z.object({ lineNumber: lineNumberSchema, favourite: z.boolean() }).strict())
      .max(MAX_PENDING_FAVOURITES)
      .optional(),
  })
  .strict();

export type PendingActions = z.output<typeof pendingActionsSchema>;

/** The pending actions in a Cookie header; nothing when absent or not as we wrote them. */
export function readPendingActions(cookieHeader: string | null): PendingActions | null {
  const raw = readCookie(cookieHeader, PENDING_ACTIONS_COOKIE);
  if (!raw || raw.length > 4000) return null;
  try {
    const parsed = pendingActionsSchema.safeParse(
      JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function pendingActionsCookie(actions: PendingActions): string {
  const value = Buffer.from(JSON.stringify(actions), 'utf8').toString('base64url');
  return `${PENDING_ACTIONS_COOKIE}=${value}; Path=${PATH}; Max-Age=${PENDING_ACTIONS_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`;
}

export function clearPendingActionsCookie(): string {
  return `${PENDING_ACTIONS_COOKIE}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Lax`;
}

export function hasPendingActions(cookieHeader: string | null): boolean {
  return readCookie(cookieHeader, PENDING_ACTIONS_COOKIE) !== null;
}

/** Keeps an add for after sign-in, beside any favourite toggles already kept. */
export function savePendingAdd(cookieHeader: string | null, add: PendingAdd): string {
  const kept = readPendingActions(cookieHeader) ?? {};
  return pendingActionsCookie({ ...kept, trolleyAdd: add });
}

/** Keeps a favourite toggle for after sign-in, beside the add and the other toggles kept. */
export function savePendingFavourite(
  cookieHeader: string | null,
  toggle: PendingFavouriteToggle,
): string {
  const kept = readPendingActions(cookieHeader) ?? {};
  return pendingActionsCookie({
    ...kept,
    favourites: recordPendingFavourite(kept.favourites ?? [], toggle),
  });
}

/**
 * Applies what a shopper kept before signing in, now that `identity` is signed in: the add
 * through the trolley's `applyPendingAdd` (the domain's `planPendingAdd`: summed in the same
 * unit, one step in another, a new line for a personalisable product), and the favourite
 * toggles as the domain's `planPendingFavourites` plans them against the shopper's favourites
 * (the newest toggle per line wins; decision 0080). An add the trolley refuses (sold out since)
 * or a favourite of a product no longer sold is dropped: the shopper sees them as they are.
 * Returns whether anything was kept, so the caller clears the cookie.
 */
export async function applyPendingActions(
  context: Readonly<RouterContextProvider>,
  identity: Identity,
  cookieHeader: string | null,
): Promise<boolean> {
  if (!isSignedIn(identity) || !hasPendingActions(cookieHeader)) return false;
  const actions = readPendingActions(cookieHeader);
  if (actions?.trolleyAdd) {
    try {
      await getServices(context).trolley.applyPendingAdd(identity, actions.trolleyAdd);
    } catch (error) {
      requestLog(context).warn({ err: error }, 'a pending add was not applied');
    }
  }
  if (actions?.favourites?.length) {
    const { favourites } = getServices(context);
    try {
      const now = new Set(await favourites.lineNumbers(identity.customerId));
      const plan = planPendingFavourites(actions.favourites, now);
      for (const lineNumber of plan.add) {
        await applied(context, favourites.add(identity.customerId, lineNumber));
      }
      for (const lineNumber of plan.remove) {
        await applied(context, favourites.remove(identity.customerId, lineNumber));
      }
    } catch (error) {
      requestLog(context).warn({ err: error }, 'pending favourites were not applied');
    }
  }
  return true;
}

/** One pending favourite's change; a refused one (the product is gone) is logged and dropped. */
async function applied(
  context: Readonly<RouterContextProvider>,
  change: Promise<unknown>,
): Promise<void> {
  try {
    await change;
  } catch (error) {
    requestLog(context).warn({ err: error }, 'a pending favourite was not applied');
  }
}
