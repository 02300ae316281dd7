import type { Viewer } from '@grocer/domain/identity/viewer';
import type { DisplayedItem } from '@grocer/domain/trolley/trolley-queue';
import type { Scheduler } from '@grocer/domain/trolley/trolley-queue-driver';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import {
  fetchPreviousNotes,
  fetchTrolley,
  openTrolleyOrder,
  sendTrolleyCall,
} from '../api/trolley-api.ts';
import { watchAbandonedAdds } from '../lib/abandoned-trolley-beacon.ts';
import {
  createTrolleyStore,
  TROLLEY_CHANNEL_NAME,
  type TrolleySnapshot,
  type TrolleyStore,
  type TrolleyStorePorts,
} from '../lib/trolley-store.ts';

const TrolleyContext = createContext<TrolleyStore | null>(null);

const browserScheduler = {
  setTimeout: (callback: () => void, delayMs: number) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle: unknown) =>
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const graphqlPorts = {
  send: sendTrolleyCall,
  fetch: fetchTrolley,
  openOrder: openTrolleyOrder,
  previousNotes: fetchPreviousNotes,
};

/**
 * Holds the shopper's trolley store for the page (decision 0032): made once the viewer says the
 * shopper is signed in (a page rendered for them, or a shared page's viewer fragment). Anonymous
 * visitors have none, so add buttons stay plain forms that go to log in.
 */
export function TrolleyProvider({
  viewer,
  children,
  ports = graphqlPorts,
  scheduler = browserScheduler,
}: {
  viewer: Viewer | null;
  children: ReactNode;
  /** The trolley's calls (GraphQL); a test passes a server of its own. */
  ports?: TrolleyStorePorts;
  scheduler?: Scheduler;
}) {
  const signedIn = viewer?.signedIn ?? false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one store per signed-in page; later viewers are loaded into it below
  const made = useMemo(
    () =>
      signedIn && viewer
        ? { store: createTrolleyStore({ viewer: viewer.trolley, ports, scheduler }), from: viewer }
        : null,
    [signedIn],
  );
  const store = made?.store ?? null;

  // A viewer read again (after a form submission) brings the lines as the server has them; the
  // one the store was made from has nothing new.
  useEffect(() => {
    if (store && viewer?.signedIn && viewer !== made?.from) store.load(viewer.trolley);
  }, [store, made, viewer]);

  useEffect(() => {
    if (!store) return;
    const broadcast =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TROLLEY_CHANNEL_NAME);
    return store.start({ channel: broadcast, window });
  }, [store]);

  useEffect(() => {
    if (!store) return;
    return watchAbandonedAdds(store, { window });
  }, [store]);

  return <TrolleyContext.Provider value={store}>{children}</TrolleyContext.Provider>;
}

/** The trolley store, or null when nobody is signed in (or the viewer is not known yet). */
export function useTrolleyStore(): TrolleyStore | null {
  return useContext(TrolleyContext);
}

const noStore = () => () => {};
const nothing = () => null;

/** The trolley as the shopper sees it now; null without a store. */
export function useTrolleySnapshot(): TrolleySnapshot | null {
  const store = useTrolleyStore();
  return useSyncExternalStore(
    store ? store.subscribe : noStore,
    store ? store.getSnapshot : nothing,
    store ? store.getSnapshot : nothing,
  );
}

/** One line (by line number) as the shopper sees it, or null when it is not in the trolley. */
export function useTrolleyLine(lineNumber: string): DisplayedItem | null {
  const store = useTrolleyStore();
  const select = () => store?.getSnapshot().byLine.get(lineNumber) ?? null;
  return useSyncExternalStore(store ? store.subscribe : noStore, select, select);
}

/**
 * The viewer with the header's trolley summary as the shopper's changes leave it: the count at
 * once, the total as the server last priced it.
 */
export function useLiveTrolleyViewer(viewer: Viewer | null): Viewer | null {
  const snapshot = useTrolleySnapshot();
  return useMemo(() => {
    if (!viewer || !snapshot) return viewer;
    const { itemCount, total } = snapshot.summary;
    if (itemCount === viewer.trolley.itemCount && total === viewer.trolley.total) return viewer;
    return { ...viewer, trolley: { ...viewer.trolley, itemCount, total } };
  }, [viewer, snapshot]);
}
