import type { Db } from '@grocer/db/client';
import { rebuildSearchIndex } from '@grocer/db/search-index';
import type { SearchIndexService } from './search.contract.ts';

/** Rebuilds the search read model when the catalogue has changed (decision 0048). */
export function createSearchIndexService(db: Db): SearchIndexService {
  return {
    async rebuild() {
      await rebuildSearchIndex(db);
    },
  };
}
