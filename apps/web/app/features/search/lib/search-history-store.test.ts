import { beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_KEY, searchHistoryStore } from './search-history-store.ts';

describe('searchHistoryStore', () => {
  beforeEach(() => {
    localStorage.clear();
    searchHistoryStore.reset();
  });

  it('records submitted terms newest first without case-insensitive duplicates', () => {
    searchHistoryStore.add('Milk');
    searchHistoryStore.add('bread');
    searchHistoryStore.add('milk');
    expect(searchHistoryStore.getSnapshot()).toEqual(['milk', 'bread']);
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '')).toEqual(['milk', 'bread']);
  });

  it('keeps at most 60 stored terms', () => {
    for (let i = 0; i < 65; i += 1) searchHistoryStore.add(`term ${i}`);
    const history = searchHistoryStore.getSnapshot();
    expect(history).toHaveLength(60);
    expect(history[0]).toBe('term 64');
  });

  it('removes corrupt stored history instead of failing', () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, '{"not":"a list"}');
    expect(searchHistoryStore.getSnapshot()).toEqual([]);
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });
});
