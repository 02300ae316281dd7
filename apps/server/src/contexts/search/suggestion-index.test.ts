import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SuggestionIndex } from './suggestion-index.ts';
import {
  trigramSequence,
  trigramSet,
  WORD_SIMILARITY_THRESHOLD,
  wordSimilarity,
} from './trigram.ts';

// In suggestion order: most bought first.
const entries = [
  { term: 'milk', matchKey: 'milk', count: 40 },
  { term: 'crème fraîche', matchKey: 'creme fraiche', count: 12 },
  { term: 'milk chocolate', matchKey: 'milk chocolate', count: 30 },
  { term: 'cheddar', matchKey: 'cheddar', count: 25 },
  { term: 'mild cheddar', matchKey: 'mild cheddar', count: 9 },
  { term: 'cheese', matchKey: 'cheese', count: 50 },
  { term: '100% juice', matchKey: '100% juice', count: 3 },
  { term: 'milkshake', matchKey: 'milkshake', count: 2 },
  { term: 'semi skimmed milk', matchKey: 'semi skimmed milk', count: 20 },
  { term: 'skimmed milk', matchKey: 'skimmed milk', count: 15 },
];
// termOrder: each term's place in alphabetical order, as the database gives it.
const alphabetical = entries.map((e) => e.term).sort();
const index = new SuggestionIndex(
  entries.map((e) => ({ ...e, termOrder: alphabetical.indexOf(e.term) + 1 })),
);
const terms = (found: { key: string }[]) => found.map((t) => t.key);

describe('SuggestionIndex', () => {
  it('proves terms starting with the typed text come in suggestion order, not by name', () => {
    expect(terms(index.startingWith(['mil'], 8))).toEqual([
      'milk',
      'milk chocolate',
      'mild cheddar',
      'milkshake',
    ]);
    expect(index.startingWith(['milk'], 2)).toEqual([
      { key: 'milk', count: 40 },
      { key: 'milk chocolate', count: 30 },
    ]);
  });

  it('proves accent-folded keys are matched but the term is shown as written', () => {
    expect(terms(index.startingWith(['creme f'], 8))).toEqual(['crème fraîche']);
  });

  it('proves several phrasings share one list with no term twice', () => {
    expect(terms(index.startingWith(['che', 'cheddar', 'mild'], 8))).toEqual([
      'cheddar',
      'mild cheddar',
      'cheese',
    ]);
  });

  it('proves LIKE wildcards in typed text are taken literally and misses find nothing', () => {
    expect(terms(index.startingWith(['100%'], 8))).toEqual(['100% juice']);
    expect(index.startingWith(['zz', 'm_lk', '%'], 8)).toEqual([]);
  });

  it('proves a misspelt word finds terms with a word like it, most similar first, then by name', () => {
    expect(terms(index.similarTo('skimed', 8))).toEqual(['semi skimmed milk', 'skimmed milk']);
    expect(terms(index.similarTo('chedar', 8))).toEqual(['cheddar', 'mild cheddar']);
    expect(index.similarTo('chedar', 1)).toEqual([{ key: 'cheddar', count: 25 }]);
    expect(index.similarTo('xqzv', 8)).toEqual([]);
    expect(index.similarTo('', 8)).toEqual([]);
  });

  it('proves a term sharing fewer trigrams still wins a tie on similarity by being bought more', () => {
    // 'abz zab' has all three trigrams of 'ab' but its best run only two; 'abx' has two and the
    // same similarity (2/3), and comes first in suggestion order, so it is the one suggestion.
    const tie = new SuggestionIndex([
      { term: 'abx', matchKey: 'abx', count: 5, termOrder: 1 },
      { term: 'abz zab', matchKey: 'abz zab', count: 1, termOrder: 2 },
    ]);
    expect(tie.similarTo('ab', 1)).toEqual([{ key: 'abx', count: 5 }]);
  });

  it('proves reading only the rarest trigram lists, and stopping once no term left can enter, finds what a full scan finds', () => {
    const word = fc.stringMatching(/^[a-c]{1,5}$/);
    const phrase = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(
        fc.uniqueArray(phrase, { minLength: 1, maxLength: 80 }),
        phrase,
        fc.integer({ min: 1, max: 4 }),
        (keys, typed, limit) => {
          const sorted = [...keys].sort();
          const index = new SuggestionIndex(
            keys.map((key) => ({
              term: key,
              matchKey: key,
              count: 1,
              termOrder: sorted.indexOf(key),
            })),
          );
          const query = trigramSet(typed);
          const everyMatch = keys
            .map((key, rank) => ({
              key,
              rank,
              similarity: wordSimilarity(query, trigramSequence(key)),
            }))
            .filter((m) => m.similarity >= WORD_SIMILARITY_THRESHOLD)
            .sort((a, b) => b.similarity - a.similarity || a.rank - b.rank)
            .slice(0, limit)
            .sort(
              (a, b) =>
                b.similarity - a.similarity || sorted.indexOf(a.key) - sorted.indexOf(b.key),
            )
            .map((m) => m.key);
          expect(index.similarTo(typed, limit).map((t) => t.key)).toEqual(everyMatch);
        },
      ),
      { numRuns: 500 },
    );
  });
});
