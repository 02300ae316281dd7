import type { AdBanner } from '@grocer/domain/sponsored/ad-banner';
import { useCallback, useSyncExternalStore } from 'react';
import type { MenuEntry, MenuLinkSection } from '../lib/menu-model.ts';

export const GROCERIES_MENU_URL = '/ecom/resources/groceries-menu';

export type GroceriesMenuStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface Snapshot {
  status: GroceriesMenuStatus;
  tree: MenuEntry[] | null;
  /** The middle and seasonal menus staff manage (decision 0077). */
  sections: MenuLinkSection[];
  /** A top-level category's ad banner, by category id (decision 0096). */
  banners: Record<string, AdBanner>;
}

const NO_SECTIONS: MenuLinkSection[] = [];
const NO_BANNERS: Record<string, AdBanner> = {};
let snapshot: Snapshot = { status: 'idle', tree: null, sections: NO_SECTIONS, banners: NO_BANNERS };
const listeners = new Set<() => void>();
const serverSnapshot: Snapshot = {
  status: 'idle',
  tree: null,
  sections: NO_SECTIONS,
  banners: NO_BANNERS,
};

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
  setSnapshot({ status: 'loading', tree: null, sections: NO_SECTIONS, banners: NO_BANNERS });
  fetch(GROCERIES_MENU_URL, { headers: { Accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`menu request failed: ${response.status}`);
      return response.json() as Promise<{
        tree: MenuEntry[];
        sections?: MenuLinkSection[];
        banners?: Record<string, AdBanner>;
      }>;
    })
    .then(
      (body) =>
        setSnapshot({
          status: 'ready',
          tree: body.tree,
          sections: body.sections ?? NO_SECTIONS,
          banners: body.banners ?? NO_BANNERS,
        }),
      () =>
        setSnapshot({ status: 'failed', tree: null, sections: NO_SECTIONS, banners: NO_BANNERS }),
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

/** The menu's ad banners, for the panels (loaded with the tree). */
export function useMenuBanners(): Record<string, AdBanner> {
  return useSyncExternalStore(
    subscribe,
    () => snapshot.banners,
    () => NO_BANNERS,
  );
}
