/**
 * Trigram word similarity as PostgreSQL's pg_trgm computes it (`word_similarity(a, b)` and
 * `a <% b`), for the autosuggest terms held in memory: the same answers without a statement per
 * keystroke. The texts here are accent-folded match keys and typed text (ASCII letters, digits,
 * spaces and the few symbols search allows).
 *
 * pg_trgm splits a text into words of letters and digits, lower-cases them, pads each with two
 * spaces in front and one behind, and takes every three-character window. `word_similarity(a, b)`
 * is the best Jaccard similarity between a's trigram set and a contiguous run of b's trigrams,
 * found by pg_trgm's own greedy scan, which this follows step for step (float4 arithmetic
 * included) so that ties and the threshold fall the same way.
 */

/** pg_trgm.word_similarity_threshold's default: `a <% b` when the similarity reaches it. */
export const WORD_SIMILARITY_THRESHOLD = 0.6;

const WORD = /[\p{L}\p{N}]+/gu;

/** b's trigrams in order, duplicates kept (what pg_trgm's positional arrays hold). */
export function trigramSequence(text: string): string[] {
  const trigrams: string[] = [];
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    const padded = `  ${word} `;
    const chars = [...padded];
    for (let i = 0; i + 3 <= chars.length; i++) trigrams.push(chars.slice(i, i + 3).join(''));
  }
  return trigrams;
}

/** a's distinct trigrams. */
export function trigramSet(text: string): Set<string> {
  return new Set(trigramSequence(text));
}

const f32 = Math.fround;
/** pg_trgm's CALCSML in float4. */
const similarity = (count: number, len1: number, len2: number) =>
  f32(f32(count) / f32(len1 + len2 - count));

/**
 * `word_similarity(a, b)` where `query` is a's trigram set and `sequence` b's trigram sequence:
 * pg_trgm's iterate_word_similarity (not strict), as a float4 value.
 */
export function wordSimilarity(query: Set<string>, sequence: string[]): number {
  // Number each distinct trigram of b; `found` says whether it is one of a's.
  const ids = new Map<string, number>();
  const indexes = new Int32Array(sequence.length);
  for (let i = 0; i < sequence.length; i++) {
    const trigram = sequence[i] as string;
    let id = ids.get(trigram);
    if (id === undefined) {
      id = ids.size;
      ids.set(trigram, id);
    }
    indexes[i] = id;
  }
  const found = new Uint8Array(ids.size);
  for (const [trigram, id] of ids) if (query.has(trigram)) found[id] = 1;
  return wordSimilarityOfIds(query.size, indexes, found, new Int32Array(ids.size).fill(-1));
}

/**
 * The same on trigram ids: `sequence` is b's trigrams as ids, `found[id]` is 1 for a's, and
 * `lastPosition` is scratch space indexed by id, all -1 on entry and left so on return (so one
 * array serves every call without clearing).
 */
export function wordSimilarityOfIds(
  ulen1: number,
  sequence: Int32Array,
  found: Uint8Array,
  lastPosition: Int32Array,
): number {
  if (ulen1 === 0 || sequence.length === 0) return 0;
  let lower = -1;
  let count = 0;
  let ulen2 = 0;
  let best = 0;
  for (let i = 0; i < sequence.length; i++) {
    const id = sequence[i] as number;
    if (lower >= 0 || found[id]) {
      if ((lastPosition[id] as number) < 0) {
        ulen2++;
        if (found[id]) count++;
      }
      lastPosition[id] = i;
    }
    if (!found[id]) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = similarity(count, ulen1, ulen2);
    // Try moving the lower bound up for a better similarity.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const previousLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const candidate = similarity(tmpCount, ulen1, tmpUlen2);
      if (candidate > current) {
        current = candidate;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tmpId = sequence[tmpLower] as number;
      if (lastPosition[tmpId] === tmpLower) {
        tmpUlen2--;
        if (found[tmpId]) tmpCount--;
      }
    }
    if (current > best) best = current;
    // Trigrams left behind by the new lower bound are forgotten.
    for (let tmpLower = previousLower; tmpLower < lower; tmpLower++) {
      const tmpId = sequence[tmpLower] as number;
      if (lastPosition[tmpId] === tmpLower) lastPosition[tmpId] = -1;
    }
  }
  for (let i = 0; i < sequence.length; i++) lastPosition[sequence[i] as number] = -1;
  return best;
}
