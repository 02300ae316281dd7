import { useCallback, useSyncExternalStore } from 'react';
import type { MenuEntry, MenuLinkSection } from '../lib/menu-model.ts';

export const GROCERIES_MENU_URL = '/ecom/resources/groceries-menu';

export type GroceriesMenuStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface Snapshot {
  status: GroceriesMenuStatus;
  tree: MenuEntry[] | null;
  /** The middle and seasonal menus staff manage (decision 0077). */
  sections: MenuLinkSection[];
}

const NO_SECTIONS: MenuLinkSection[] = [];
let snapshot: Snapshot = { status: 'idle', tree: null, sections: NO_SECTIONS };
const listeners = new Set<() => void>();
const serverSnapshot: Snapshot = { status: 'idle', tree: null, sections: NO_SECTIONS };

function setSnapshot(next: Snapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One fetch per page, shared by the mega menu and the burger menu. A plain fetch rather than a
 * router fetcher: a failed menu request must leave the page standing, not raise its error
 * boundary.
 */
function requestMenu() {
  if (snapshot.status === 'loading' || snapshot.status === 'ready') return;
  setSnapshot({ status: 'loading', tree: null, sections: NO_SECTIONS });
  fetch(GROCERIES_MENU_URL, { headers: { Accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`menu request failed: ${response.status}`);
      return response.json() as Promise<{ tree: MenuEntry[]; sections?: MenuLinkSection[] }>;
    })
    .then(
      (body) =>
        setSnapshot({ status: 'ready', tree: body.tree, sections: body.sections ?? NO_SECTIONS }),
      () => setSnapshot({ status: 'failed', tree: null, sections: NO_SECTIONS }),
    );
}

export interface GroceriesMenuState extends Snapshot {
  /** Starts loading the tree unless it is loaded or loading (called on hover, focus, open). */
  load: () => void;
}

/**
 * The menu tree is fetched on first use rather than sent with every page, which keeps each
 * document small; the toggles ask for it on hover or focus, so it is usually there on open.
 */
export function useGroceriesMenu(): GroceriesMenuState {
  const state = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => serverSnapshot,
  );
  const load = useCallback(() => requestMenu(), []);
  return { ...state, load };
}
