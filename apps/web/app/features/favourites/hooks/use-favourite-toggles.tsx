import type { Viewer } from '@grocer/domain/identity/viewer';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { sendFavouriteToggle } from '../api/favourite-toggle-api.ts';
import { FavouriteAnnouncements } from '../components/favourite-announcements.tsx';
import {
  createFavouriteToggleStore,
  type FavouriteLineView,
  type FavouriteTogglePorts,
  type FavouriteToggleStore,
} from '../lib/favourite-toggle-store.ts';

const FavouritesContext = createContext<FavouriteToggleStore | null>(null);

const apiPorts: FavouriteTogglePorts = { send: sendFavouriteToggle };

/**
 * Holds the shopper's favourites for the page (decision 0080): made once the viewer says the
 * shopper is signed in (a page rendered for them, or a shared page's viewer, fetched after
 * hydration). Without one (signed out, before the viewer arrives, without JavaScript) every heart
 * is a plain form. It also says what happened: toggling and toggled in a status region for screen
 * readers, a failure in the snackbar too.
 */
export function FavouriteTogglesProvider({
  viewer,
  children,
  ports = apiPorts,
}: {
  viewer: Viewer | null;
  children: ReactNode;
  /** The toggle's call; a test passes a server of its own. */
  ports?: FavouriteTogglePorts;
}) {
  const signedIn = viewer?.signedIn ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one store per signed-in page; later viewers are loaded into it below
  const made = useMemo(
    () =>
      signedIn && viewer
        ? {
            store: createFavouriteToggleStore({ favourites: viewer.favourites, ports }),
            from: viewer,
          }
        : null,
    [signedIn],
  );
  const store = made?.store ?? null;

  // A viewer read again (after a form submission) brings the favourites as the server has them.
  useEffect(() => {
    if (store && viewer?.signedIn && viewer !== made?.from) store.load(viewer.favourites);
  }, [store, made, viewer]);

  return (
    <FavouritesContext.Provider value={store}>
      {children}
      {store && <FavouriteAnnouncements store={store} />}
    </FavouritesContext.Provider>
  );
}

/** The favourites store, or null when nobody is signed in (or the viewer is not known yet). */
export function useFavouriteToggleStore(): FavouriteToggleStore | null {
  return useContext(FavouritesContext);
}

const noStore = () => () => {};
const PLAIN: FavouriteLineView = Object.freeze({ favourite: false, status: null });

/** One heart as the shopper sees it: not a favourite while no store is known. */
export function useFavouriteLine(lineNumber: string): FavouriteLineView {
  const store = useFavouriteToggleStore();
  const select = () => store?.line(lineNumber) ?? PLAIN;
  return useSyncExternalStore(store ? store.subscribe : noStore, select, select);
}
