import { nextLondonMidnight } from '../time/london-date.ts';
import type { Viewer } from './viewer.ts';

/**
 * The longest a viewer is given again while the customer's write stamp stands (decision 0103):
 * what changes without a write of the customer's (a promotion starting or ending, a delivery
 * pass running out, a price or slot edited by the shop) shows in the page frame at most this
 * late. The same as the catalogue's own facts are kept per process (PRODUCT_ROW_TTL_MS).
 */
export const VIEWER_KEPT_MAX_MS = 30_000;

/**
 * Until when a viewer worked out at `at` may be given again while the customer's write stamp
 * stands: at most VIEWER_KEPT_MAX_MS; never past London midnight (the trolley's conflicts are
 * worked out against today); never past an unconfirmed slot hold's expiry (the slot leaves the
 * header when it runs out).
 */
export function viewerKeptUntil(
  viewer: Pick<Viewer, 'slot'>,
  at: Date,
  maxMs = VIEWER_KEPT_MAX_MS,
): Date {
  const hold = viewer.slot?.status === 'UNCONFIRMED' ? viewer.slot.slotExpiryTime : null;
  return keptUntil(at, hold, maxMs);
}

/**
 * Until when what was read at `at` for a customer may be used again while their write stamp
 * stands (the viewer, getTrolley's reads: decision 0103): at most `maxMs`, never past London
 * midnight, never past `holdExpiry` (an unconfirmed slot hold's, ISO; null: none). An expiry that
 * cannot be read keeps nothing.
 */
export function keptUntil(at: Date, holdExpiry: string | null, maxMs = VIEWER_KEPT_MAX_MS): Date {
  let until = Math.min(at.getTime() + maxMs, nextLondonMidnight(at).getTime());
  if (holdExpiry !== null) {
    const expiry = Date.parse(holdExpiry);
    until = Math.min(until, Number.isNaN(expiry) ? at.getTime() : expiry);
  }
  return new Date(until);
}
