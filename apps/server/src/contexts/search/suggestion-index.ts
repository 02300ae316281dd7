/** One autosuggest term as loaded from search_suggestions. */
export interface SuggestionEntry {
  term: string;
  /** Accent-folded term, what typed text is matched against. */
  matchKey: string;
  count: number;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The suggestion terms in memory, for the tiers that are plain prefix matches. Entries are kept
 * sorted by match key, so the keys starting with some text are one contiguous run found by
 * binary search; each remembers its place in the suggestion order (most bought first), which is
 * taken from the database (`ORDER BY weight DESC, term`) rather than re-derived, so ties break
 * exactly as the SQL tiers break them.
 */
export class SuggestionIndex {
  /** Entries in suggestion order: an entry's rank is its position here. */
  readonly #entries: SuggestionEntry[];
  /** Match keys in code-unit order, and the rank of the entry behind each. */
  readonly #keys: string[];
  readonly #ranks: Int32Array;

  /** `entries` must come in suggestion order, best first. */
  constructor(entries: SuggestionEntry[]) {
    this.#entries = entries;
    const order = entries.map((_, rank) => rank);
    order.sort(
      (a, b) =>
        byCodeUnits(
          (entries[a] as SuggestionEntry).matchKey,
          (entries[b] as SuggestionEntry).matchKey,
        ) || a - b,
    );
    this.#keys = order.map((rank) => (entries[rank] as SuggestionEntry).matchKey);
    this.#ranks = Int32Array.from(order);
  }

  get size(): number {
    return this.#entries.length;
  }

  /**
   * The first `limit` terms, in suggestion order, whose match key starts with any of `prefixes`
   * (what `match_key LIKE prefix || '%'` finds, wildcards taken literally).
   */
  startingWith(prefixes: string[], limit: number): { key: string; count: number }[] {
    // Ranks of the best entries so far, ascending; at most `limit` of them.
    const best: number[] = [];
    for (const prefix of prefixes) {
      const [from, to] = this.#range(prefix);
      for (let i = from; i < to; i++) {
        const rank = this.#ranks[i] as number;
        if (best.length === limit && rank >= (best[limit - 1] as number)) continue;
        let at = best.length;
        while (at > 0 && (best[at - 1] as number) > rank) at--;
        if (best[at - 1] === rank) continue; // already found through another prefix
        best.splice(at, 0, rank);
        if (best.length > limit) best.pop();
      }
    }
    return best.map((rank) => {
      const entry = this.#entries[rank] as SuggestionEntry;
      return { key: entry.term, count: entry.count };
    });
  }

  /** Positions in #keys of the keys starting with `prefix`: [from, to). */
  #range(prefix: string): [number, number] {
    const keys = this.#keys;
    const from = firstIndex(keys.length, (i) => (keys[i] as string) >= prefix);
    const to = firstIndex(keys.length, (i) => {
      const key = keys[i] as string;
      return key > prefix && !key.startsWith(prefix);
    });
    return [from, Math.max(from, to)];
  }
}

/** The first index in [0, length) where `test` holds, for a test false then true; else length. */
function firstIndex(length: number, test: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (test(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}
