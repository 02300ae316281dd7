import { favouriteToggleLabel } from '@grocer/domain/favourites/favourite-toggle';
import type { FormEvent } from 'react';
import { SpriteIcon } from '../../../components/ui/icon-sprite.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useHerePath } from '../../../hooks/use-here-path.ts';
import { actionWithFields } from '../../../lib/form-action-fields.ts';
import { useFavouriteLine, useFavouriteToggleStore } from '../hooks/use-favourite-toggles.tsx';
import { FAVOURITE_TOGGLE_ACTION } from '../lib/favourite-paths.ts';
import styles from './favourite-toggle.module.css';

export interface FavouriteToggleProps {
  lineNumber: string;
  /** The product's display name, for the heart's accessible name and announcements. */
  name: string;
  /** 36 px beside a small Add button (cards, trolley lines); 44 px otherwise. */
  size?: 'small' | 'medium';
}

/**
 * The heart (spec doc 3 §4 Favourites): a toggle button whose pressed state is whether the
 * product is one of the shopper's favourites. A plain form, not React Aria's ToggleButton, so a
 * grid of 48 costs nothing up front (decision 0062) and works without JavaScript: it posts the
 * state wanted and the page comes back (signed out: it is kept and the shopper goes to log in).
 * With JavaScript and a signed-in shopper it toggles at once through the favourites store, which
 * puts it back with the 'failed' state if the server refuses. Its size never changes.
 */
export function FavouriteToggle({ lineNumber, name, size = 'small' }: FavouriteToggleProps) {
  const store = useFavouriteToggleStore();
  const { favourite, status } = useFavouriteLine(lineNumber);
  const here = useHerePath();
  const onSubmit = store
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        store.toggle(lineNumber, name);
      }
    : undefined;
  return (
    <form
      method="post"
      // What it posts rides in the action's address, not in hidden inputs (decision 0110).
      action={actionWithFields(FAVOURITE_TOGGLE_ACTION, {
        lineNumber,
        favourite: favourite ? 'false' : 'true',
        redirectTo: here,
      })}
      onSubmit={onSubmit}
      className={styles.form}
    >
      <button
        type="submit"
        aria-pressed={favourite}
        data-status={status ?? undefined}
        className={size === 'small' ? `${styles.heart} ${styles.small}` : styles.heart}
      >
        <SpriteIcon name="heart" size={size === 'small' ? 18 : 22} className={styles.icon} />
        <VisuallyHidden>{favouriteToggleLabel(name)}</VisuallyHidden>
      </button>
    </form>
  );
}
