import { useSyncExternalStore } from 'react';
import { searchHistoryStore } from '../lib/search-history-store.ts';

/** The stored search history, newest first; empty during the server render. */
export function useSearchHistory(): readonly string[] {
  return useSyncExternalStore(
    searchHistoryStore.subscribe,
    searchHistoryStore.getSnapshot,
    searchHistoryStore.getServerSnapshot,
  );
}
