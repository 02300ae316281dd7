import {
  trigramSequence,
  trigramSet,
  WORD_SIMILARITY_THRESHOLD,
  wordSimilarityOfIds,
} from './trigram.ts';

/** The terms' trigrams as numbers, built on the first similarity search. */
interface TrigramData {
  ids: Map<string, number>;
  /** Per trigram id: ranks of the entries having it (once each), ascending. */
  postings: Int32Array[];
  /** Per rank: the match key's trigram sequence as ids. */
  sequences: Int32Array[];
  /** Scratch, per rank: how many typed trigrams it has (zero between searches). */
  hits: Uint16Array;
  /** Scratch, per trigram id: 1 while it is one of the typed ones. */
  found: Uint8Array;
  /** Scratch for wordSimilarityOfIds, all -1 between calls. */
  lastPosition: Int32Array;
}

/** One autosuggest term as loaded from search_suggestions. */
export interface SuggestionEntry {
  term: string;
  /** Accent-folded term, what typed text is matched against. */
  matchKey: string;
  count: number;
  /** Place of the term in the database's `ORDER BY term` (its collation), from 1. */
  termOrder: number;
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
  #trigrams: TrigramData | null = null;

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

  /**
   * The similarity tier: terms with a word like the typed text (`text <% match_key`, pg_trgm's
   * word similarity of at least 0.6, computed as pg_trgm does). The `limit` most similar, most
   * bought first among equals, listed most similar first and then by term, as the SQL tier
   * (`ORDER BY similarity DESC, weight DESC, term LIMIT n`, then `similarity DESC, term`).
   */
  similarTo(text: string, limit: number): { key: string; count: number }[] {
    const query = trigramSet(text);
    if (query.size === 0 || limit <= 0) return [];
    const data = this.#trigramData();
    const { hits, found } = data;
    const queryIds: number[] = [];
    for (const trigram of query) {
      const id = data.ids.get(trigram);
      if (id !== undefined) queryIds.push(id);
    }
    // A term can only reach the threshold with that share of the typed trigrams (the trigram
    // index's own test), so it has at least one of the rarest `lists.length - needed + 1`:
    // those lists are read in full, and the rest only answer for the terms found there.
    // Typed trigrams no term has are empty lists.
    const needed = Math.ceil(WORD_SIMILARITY_THRESHOLD * query.size - 1e-9);
    const lists = queryIds.map((id) => data.postings[id] ?? EMPTY);
    while (lists.length < query.size) lists.push(EMPTY);
    lists.sort((x, y) => x.length - y.length);
    const scanned = lists.length - needed + 1;
    const touched: number[] = [];
    for (const list of lists.slice(0, scanned)) {
      for (const rank of list) {
        if (hits[rank] === 0) touched.push(rank);
        hits[rank] = (hits[rank] as number) + 1;
      }
    }
    for (const list of lists.slice(scanned)) {
      for (const rank of touched) if (contains(list, rank)) hits[rank] = (hits[rank] as number) + 1;
    }
    // Candidates by how many typed trigrams they share, most first. A term's similarity is at
    // most shared / typed (float4, as pg_trgm rounds), so once the best `limit` found so far all
    // beat that bound, no term sharing fewer can enter them.
    const byShared: number[][] = [];
    for (const rank of touched) {
      const shared = hits[rank] as number;
      hits[rank] = 0;
      if (shared < needed) continue;
      const group = byShared[shared];
      if (group) group.push(rank);
      else byShared[shared] = [rank];
    }
    for (const id of queryIds) found[id] = 1;
    let similar: { rank: number; similarity: number }[] = [];
    try {
      for (let shared = byShared.length - 1; shared >= needed; shared--) {
        const group = byShared[shared];
        if (!group) continue;
        const last = similar[limit - 1];
        if (last && Math.fround(shared / query.size) < last.similarity) break;
        for (const rank of group) {
          const sequence = data.sequences[rank] as Int32Array;
          const similarity = wordSimilarityOfIds(query.size, sequence, found, data.lastPosition);
          if (similarity >= WORD_SIMILARITY_THRESHOLD) similar.push({ rank, similarity });
        }
        similar.sort((x, y) => y.similarity - x.similarity || x.rank - y.rank);
        similar = similar.slice(0, limit);
      }
    } finally {
      for (const id of queryIds) found[id] = 0;
    }
    const kept = similar.slice(0, limit).map(({ rank, similarity }) => ({
      entry: this.#entries[rank] as SuggestionEntry,
      similarity,
    }));
    kept.sort((a, b) => b.similarity - a.similarity || a.entry.termOrder - b.entry.termOrder);
    return kept.map(({ entry }) => ({ key: entry.term, count: entry.count }));
  }

  #trigramData(): TrigramData {
    if (this.#trigrams) return this.#trigrams;
    const ids = new Map<string, number>();
    const lists: number[][] = [];
    const sequences = this.#entries.map((entry, rank) => {
      const sequence = trigramSequence(entry.matchKey).map((trigram) => {
        let id = ids.get(trigram);
        if (id === undefined) {
          id = ids.size;
          ids.set(trigram, id);
          lists.push([]);
        }
        const list = lists[id] as number[];
        if (list[list.length - 1] !== rank) list.push(rank);
        return id;
      });
      return Int32Array.from(sequence);
    });
    this.#trigrams = {
      ids,
      postings: lists.map((list) => Int32Array.from(list)),
      sequences,
      hits: new Uint16Array(this.#entries.length),
      found: new Uint8Array(ids.size),
      lastPosition: new Int32Array(ids.size).fill(-1),
    };
    return this.#trigrams;
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

const EMPTY = new Int32Array(0);

/** Whether ascending `list` holds `value`. */
function contains(list: Int32Array, value: number): boolean {
  const at = firstIndex(list.length, (i) => (list[i] as number) >= value);
  return list[at] === value;
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
