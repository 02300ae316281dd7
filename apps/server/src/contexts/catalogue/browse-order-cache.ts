import type { SortBy } from '@grocer/domain/catalogue/catalogue.types';

/**
 * How long a category's product order is reused. Ordering a large category is the one
 * expensive step of a category page; the products on the page (prices, availability) are held
 * for only 30 seconds (product-cache.ts), so staleness here only delays where a changed product
 * sorts.
 */
export const BROWSE_ORDER_TTL_MS = 60 * 1000;
/** Bounds memory: the whole demo catalogue has about 600 categories × 7 sorts. */
const MAX_ENTRIES = 5_000;

interface Entry {
  ids: Promise<string[]>;
  loadedAt: number;
}

/** Product ids per (category, sort), shared by concurrent requests and kept for a minute. */
export class BrowseOrderCache {
  readonly #load: (categoryId: string, sortBy: SortBy) => Promise<string[]>;
  readonly #now: () => Date;
  readonly #entries = new Map<string, Entry>();

  constructor(load: (categoryId: string, sortBy: SortBy) => Promise<string[]>, now: () => Date) {
    this.#load = load;
    this.#now = now;
  }

  get(categoryId: string, sortBy: SortBy): Promise<string[]> {
    const key = `${categoryId}\u0000${sortBy}`;
    const now = this.#now().getTime();
    const entry = this.#entries.get(key);
    if (entry && now - entry.loadedAt < BROWSE_ORDER_TTL_MS) return entry.ids;

    const ids = this.#load(categoryId, sortBy);
    this.#entries.delete(key);
    if (this.#entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order, so the first key is the oldest load.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { ids, loadedAt: now });
    // A failed load must not be served to the next caller.
    ids.catch(() => {
      if (this.#entries.get(key)?.ids === ids) this.#entries.delete(key);
    });
    return ids;
  }
}
