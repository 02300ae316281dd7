/**
 * Favourite toggles pressed while signed out (spec doc 1 §4, doc 3 §4 Favourites): each is saved
 * with the state the shopper asked for, and once they have signed in the saved toggles are
 * applied: for each line the newest toggle wins, and only a line whose favourite state differs
 * from it is changed. At most MAX_PENDING_FAVOURITES lines are kept (the oldest go first), so the
 * cookie that carries them stays small.
 */

export interface PendingFavouriteToggle {
  lineNumber: string;
  /** The state asked for: true to make it a favourite, false to take it off. */
  favourite: boolean;
}

/** The most lines kept before sign-in (the pending-actions cookie's limit). */
export const MAX_PENDING_FAVOURITES = 20;

/**
 * The saved toggles with `toggle` added as the newest: an earlier toggle of the same line is
 * dropped (only the newest counts), and past the limit the oldest lines go.
 */
export function recordPendingFavourite(
  saved: readonly PendingFavouriteToggle[],
  toggle: PendingFavouriteToggle,
): PendingFavouriteToggle[] {
  const kept = saved.filter((earlier) => earlier.lineNumber !== toggle.lineNumber);
  kept.push({ lineNumber: toggle.lineNumber, favourite: toggle.favourite });
  return kept.slice(-MAX_PENDING_FAVOURITES);
}

export interface PendingFavouritesPlan {
  /** Lines to make favourites, in the order they were first pressed. */
  add: string[];
  /** Lines to take off the shopper's favourites. */
  remove: string[];
}

/**
 * What applying the saved toggles changes, given the shopper's favourites now: the newest toggle
 * per line wins (the list is oldest first), and a line already in the state asked for is left.
 */
export function planPendingFavourites(
  toggles: readonly PendingFavouriteToggle[],
  favourites: ReadonlySet<string>,
): PendingFavouritesPlan {
  const newest = new Map<string, boolean>();
  for (const toggle of toggles) newest.set(toggle.lineNumber, toggle.favourite);
  const plan: PendingFavouritesPlan = { add: [], remove: [] };
  for (const [lineNumber, favourite] of newest) {
    if (favourite === favourites.has(lineNumber)) continue;
    (favourite ? plan.add : plan.remove).push(lineNumber);
  }
  return plan;
}
