import { describe, expect, it } from 'vitest';
import { SuggestionIndex } from './suggestion-index.ts';

// In suggestion order: most bought first.
const index = new SuggestionIndex([
  { term: 'milk', matchKey: 'milk', count: 40 },
  { term: 'crème fraîche', matchKey: 'creme fraiche', count: 12 },
  { term: 'milk chocolate', matchKey: 'milk chocolate', count: 30 },
  { term: 'cheddar', matchKey: 'cheddar', count: 25 },
  { term: 'mild cheddar', matchKey: 'mild cheddar', count: 9 },
  { term: 'cheese', matchKey: 'cheese', count: 50 },
  { term: '100% juice', matchKey: '100% juice', count: 3 },
  { term: 'milkshake', matchKey: 'milkshake', count: 2 },
]);
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
});
