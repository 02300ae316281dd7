/**
 * The favourite toggle (the heart; spec doc 3 §4 Favourites): its states toggling, toggled and
 * failed, and what a screen reader hears in each. The spec names the states, not the words:
 * these are ours (decision 0080).
 */
export type FavouriteToggleStatus = 'toggling' | 'toggled' | 'failed';

/** The heart's accessible name; whether it is a favourite is the button's pressed state. */
export function favouriteToggleLabel(name: string): string {
  return `Favourite ${name}`;
}

/**
 * What is announced for a toggle of `name` towards `favourite` (the state asked for): while it
 * is sent, once it is made, or when it failed and the heart went back.
 */
export function favouriteAnnouncement(
  status: FavouriteToggleStatus,
  name: string,
  favourite: boolean,
): string {
  switch (status) {
    case 'toggling':
      return favourite ? `Adding ${name} to favourites` : `Removing ${name} from favourites`;
    case 'toggled':
      return favourite ? `${name} added to favourites` : `${name} removed from favourites`;
    case 'failed':
      return favourite
        ? `Sorry, ${name} could not be added to favourites. Please try again.`
        : `Sorry, ${name} could not be removed from favourites. Please try again.`;
  }
}

/** Without JavaScript, a toggle the server refused shows this page's heading. */
export const FAVOURITE_NOT_CHANGED = "Sorry, your favourites haven't been changed";
