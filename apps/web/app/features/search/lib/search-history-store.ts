import {
  addToHistory,
  parseStoredHistory,
  removeFromHistory,
} from '@grocer/domain/search/search-history';

export const SEARCH_HISTORY_KEY = 'grocer.searchHistory';
export const MULTI_SEARCH_LIST_KEY = 'grocer.multiSearchList';

type Listener = () => void;

const EMPTY: readonly string[] = Object.freeze([]);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (private modes, policies): history is then simply not kept.
    return null;
  }
}

/**
 * Reads a stored list of strings; anything else is corrupt and removed (spec doc 3 §5), so one
 * bad write cannot break the search box for good.
 */
export function readStoredList(key: string): string[] {
  const store = storage();
  if (!store) return [];
  const parsed = parseStoredHistory(store.getItem(key));
  if (parsed === null) {
    store.removeItem(key);
    return [];
  }
  return parsed;
}

export function writeStoredList(key: string, list: readonly string[]): void {
  const store = storage();
  if (!store) return;
  try {
    if (list.length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(list));
  } catch {
    // A full quota only costs the shopper their history.
  }
}

/**
 * The shopper's search history in localStorage, shared by every search box on the page (the
 * desktop box and the mobile overlay) and by other tabs through the storage event.
 */
class SearchHistoryStore {
  #listeners = new Set<Listener>();
  #snapshot: readonly string[] | null = null;

  subscribe = (listener: Listener) => {
    this.#listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SEARCH_HISTORY_KEY) this.#refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      this.#listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  getSnapshot = (): readonly string[] => {
    this.#snapshot ??= readStoredList(SEARCH_HISTORY_KEY);
    return this.#snapshot;
  };

  getServerSnapshot = (): readonly string[] => EMPTY;

  add(term: string) {
    this.#set(addToHistory(this.getSnapshot(), term));
  }

  remove(term: string) {
    this.#set(removeFromHistory(this.getSnapshot(), term));
  }

  clear() {
    this.#set([]);
  }

  #set(next: string[]) {
    writeStoredList(SEARCH_HISTORY_KEY, next);
    this.#snapshot = next;
    for (const listener of this.#listeners) listener();
  }

  #refresh() {
    this.#snapshot = null;
    for (const listener of this.#listeners) listener();
  }

  /** Tests start from whatever they put in localStorage. */
  reset() {
    this.#snapshot = null;
  }
}

export const searchHistoryStore = new SearchHistoryStore();
