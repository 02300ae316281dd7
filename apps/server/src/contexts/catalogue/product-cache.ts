import {
  isPromotionLive,
  type PromotionWindow,
  promotionWindow,
} from '@grocer/domain/promotions/promotion-window';
import type { ProductRow, PromotionJson } from './catalogue.repository.ts';

/**
 * How long a product's row is reused (decision 0013): prices, availability and which promotions
 * it takes part in reach listings within this time. Which of those promotions are live is
 * decided again on every read, so a promotion still starts and ends on the second.
 */
export const PRODUCT_ROW_TTL_MS = 30 * 1000;
/** About 2 kB a row: the whole 6,000-product demo catalogue, or the busy part of a larger one. */
const MAX_ENTRIES = 20_000;

/** A row with every promotion live or coming when it was loaded, and each one's window. */
export interface DatedRow {
  row: ProductRow;
  /** The window of each promotion on the row, in the row's order. */
  windows: PromotionWindow[];
}

interface Entry extends DatedRow {
  loadedAt: number;
  /** The row as last read, while the same promotions are live; null before the first read. */
  live: { row: ProductRow; mask: string } | null;
}

/** A load under way: when it started and each asked key's entry (undefined: no such product). */
interface Loading {
  at: number;
  entries: Promise<Map<string, Entry>>;
}

/**
 * Product rows by id and by line number, loaded in batches and kept for half a minute. Rows
 * carry every promotion live or coming (isPromotionLiveOrComing); `get` answers with only those
 * live at the given time (isPromotionLive), which is what the database would have answered then.
 *
 * A key already being loaded is not loaded again: its caller waits for that load (decision
 * 0061). When a page's rows expire, the fifty renders that then ask for them at once make one
 * query, not fifty queueing for the pool; each gets what it would have read from the cache had
 * it asked just after the load.
 */
export class ProductRowCache {
  readonly #byId = new Map<string, Entry>();
  readonly #idByLineNumber = new Map<string, string>();
  /** Loads under way, by key: `i:` and an id, or `l:` and a line number. */
  readonly #loading = new Map<string, Loading>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(options: { ttlMs?: number; maxEntries?: number } = {}) {
    this.#ttlMs = options.ttlMs ?? PRODUCT_ROW_TTL_MS;
    this.#maxEntries = options.maxEntries ?? MAX_ENTRIES;
  }

  /**
   * Rows for `keys` (ids, or line numbers with `byLineNumber`), in no particular order; the
   * ones not held, or held too long, come from `load` in one call. Unknown keys are absent.
   */
  async get(
    keys: string[],
    now: Date,
    load: (missing: string[]) => Promise<ProductRow[]>,
    byLineNumber = false,
  ): Promise<ProductRow[]> {
    const at = now.getTime();
    return (await this.#entries(keys, at, load, byLineNumber)).map((entry) => liveRow(entry, at));
  }

  /**
   * The same rows with every promotion live or coming and their windows, for a caller that
   * keeps them and decides which promotions are live each time it reads them.
   */
  async getDated(
    keys: string[],
    now: Date,
    load: (missing: string[]) => Promise<ProductRow[]>,
    byLineNumber = false,
  ): Promise<DatedRow[]> {
    const entries = await this.#entries(keys, now.getTime(), load, byLineNumber);
    return entries.map(({ row, windows }) => ({ row, windows }));
  }

  /**
   * Drops the rows of `productIds`, so this process reads them again next time: a change staff
   * made here (a manager's special, decision 0097) shows at once; other processes within the TTL.
   */
  forget(productIds: readonly string[]): void {
    for (const id of productIds) this.#byId.delete(id);
  }

  async #entries(
    keys: string[],
    at: number,
    load: (missing: string[]) => Promise<ProductRow[]>,
    byLineNumber: boolean,
  ): Promise<Entry[]> {
    const found: Entry[] = [];
    const missing: string[] = [];
    const waits = new Map<Promise<Map<string, Entry>>, string[]>();
    for (const key of keys) {
      const id = byLineNumber ? this.#idByLineNumber.get(key) : key;
      const entry = id === undefined ? undefined : this.#byId.get(id);
      // A clock that went back (tests) must not see rows loaded "later".
      if (entry && this.#fresh(entry.loadedAt, at)) {
        found.push(entry);
        continue;
      }
      const loading = this.#loading.get(loadingKey(key, byLineNumber));
      if (loading && this.#fresh(loading.at, at)) {
        const waiting = waits.get(loading.entries);
        if (waiting) waiting.push(key);
        else waits.set(loading.entries, [key]);
      } else {
        missing.push(key);
      }
    }
    if (missing.length > 0) waits.set(this.#load(missing, at, load, byLineNumber), missing);
    for (const [entries, wanted] of waits) {
      const loaded = await entries;
      for (const key of wanted) {
        const entry = loaded.get(key);
        if (entry) found.push(entry);
      }
    }
    return found;
  }

  #fresh(loadedAt: number, at: number): boolean {
    return at >= loadedAt && at - loadedAt < this.#ttlMs;
  }

  /** Loads `missing` in one call, marked as under way until it settles. */
  #load(
    missing: string[],
    at: number,
    load: (missing: string[]) => Promise<ProductRow[]>,
    byLineNumber: boolean,
  ): Promise<Map<string, Entry>> {
    const entries = load(missing).then((rows) => {
      const byKey = new Map<string, Entry>();
      for (const row of rows) {
        const entry = this.#store(row, at);
        byKey.set(byLineNumber ? row.line_number : row.id, entry);
      }
      return byKey;
    });
    const loading: Loading = { at, entries };
    const keys = missing.map((key) => loadingKey(key, byLineNumber));
    for (const key of keys) this.#loading.set(key, loading);
    const settled = () => {
      for (const key of keys) if (this.#loading.get(key) === loading) this.#loading.delete(key);
    };
    // A failed load is not waited on by later callers: they load again.
    entries.then(settled, settled);
    return entries;
  }

  #store(row: ProductRow, loadedAt: number): Entry {
    const previous = this.#byId.get(row.id);
    if (previous) {
      this.#byId.delete(row.id);
      this.#idByLineNumber.delete(previous.row.line_number);
    }
    while (this.#byId.size >= this.#maxEntries) {
      // Maps iterate in insertion order: the first entry is the oldest load.
      const oldest = this.#byId.values().next().value;
      if (!oldest) break;
      this.#byId.delete(oldest.row.id);
      this.#idByLineNumber.delete(oldest.row.line_number);
    }
    const entry: Entry = {
      row,
      loadedAt,
      windows: row.promotions.map(promotionWindow),
      live: null,
    };
    this.#byId.set(row.id, entry);
    this.#idByLineNumber.set(row.line_number, row.id);
    return entry;
  }
}

function loadingKey(key: string, byLineNumber: boolean): string {
  return `${byLineNumber ? 'l' : 'i'}:${key}`;
}

/** The row with only the promotions live at `at`, reusing the last answer when it is the same. */
function liveRow(entry: Entry, at: number): ProductRow {
  let mask = '';
  for (const window of entry.windows) mask += isPromotionLive(window, at) ? '1' : '0';
  if (entry.live?.mask === mask) return entry.live.row;
  const promotions: PromotionJson[] = entry.row.promotions.filter((_, i) => mask[i] === '1');
  const row = { ...entry.row, promotions };
  entry.live = { row, mask };
  return row;
}
