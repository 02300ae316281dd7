import { useSyncExternalStore } from 'react';
import { Snackbar } from '../../../components/ui/snackbar.tsx';
import type { FavouriteToggleStore } from '../lib/favourite-toggle-store.ts';
import styles from './favourite-announcements.module.css';

/**
 * What the hearts' toggles come to (spec doc 3 §4 Favourites: toggling, toggled, failed): spoken
 * through a status region, in the page from the moment the shopper is known (before any press);
 * a failure is also shown in the snackbar (which has its own live region), since the heart going
 * back is easy to miss.
 */
export function FavouriteAnnouncements({ store }: { store: FavouriteToggleStore }) {
  const { announcement } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getSnapshot,
  );
  const failed = announcement?.status === 'failed' ? announcement : null;
  return (
    <>
      <div role="status" className={styles.announcer}>
        {announcement && !failed && <span key={announcement.id}>{announcement.message}</span>}
      </div>
      {/* A failure is seen as well as heard: the snackbar has its own live region. */}
      <Snackbar message={failed?.message ?? null} messageKey={failed?.id} />
    </>
  );
}
