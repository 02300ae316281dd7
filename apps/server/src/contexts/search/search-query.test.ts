import { describe, expect, it } from 'vitest';
import {
  type Corrections,
  chooseCorrections,
  foldPlural,
  planQuery,
  queryWords,
  SynonymIndex,
} from './search-query.ts';

const synonyms = new SynonymIndex([
  { groupName: 'spring onion', phrase: 'spring onion' },
  { groupName: 'spring onion', phrase: 'scallion' },
  { groupName: 'courgette', phrase: 'courgette' },
  { groupName: 'courgette', phrase: 'zucchini' },
  { groupName: 'mince', phrase: 'beef mince' },
  { groupName: 'mince', phrase: 'ground beef' },
]);
const none: Corrections = new Map();

describe('queryWords', () => {
  it('proves terms split into lower-case words, dropping lone letters but keeping numbers', () => {
    expect(queryWords('Crème Fraîche, M&S 2 pints')).toEqual(['crème', 'fraîche', '2', 'pints']);
  });
});

describe('foldPlural', () => {
  it('proves plural folding leaves short words and double s alone', () => {
    expect([foldPlural('onions'), foldPlural('bus'), foldPlural('glass')]).toEqual([
      'onion',
      'bus',
      'glass',
    ]);
  });
});

describe('planQuery', () => {
  it('proves every word must match, with the name and phrase boosts built from the same words', () => {
    const plan = planQuery(['semi', 'skimmed', 'milk'], synonyms, none);
    expect(plan?.tsquery).toBe("('semi') & ('skimmed') & ('milk')");
    expect(plan?.relaxedTsquery).toBe("('semi') | ('skimmed') | ('milk')");
    expect(plan?.nameQuery).toBe("'semi':A & 'skimmed':A & 'milk':A");
    expect(plan?.phraseQuery).toBe("'semi':AB <-> 'skimmed':AB <-> 'milk':AB");
  });

  it('proves a two-word synonym matches a plural and brings in its one-word alternatives', () => {
    const plan = planQuery(['spring', 'onions'], synonyms, none);
    expect(plan?.tsquery).toBe("('spring' & 'onions' | 'scallion')");
  });

  it('proves a one-word synonym expands to a two-word phrase', () => {
    expect(planQuery(['ground', 'beef'], synonyms, none)?.tsquery).toBe(
      "('ground' & 'beef' | 'beef' & 'mince')",
    );
  });

  it('proves an unknown word gains its corrections, and a correction its synonyms', () => {
    const corrections: Corrections = new Map([
      ['zuchini', { known: false, corrections: ['zucchini'] }],
    ]);
    const plan = planQuery(['zuchini'], synonyms, corrections);
    expect(plan?.tsquery).toBe("('zuchini' | 'zucchini' | 'courgette')");
    expect(plan?.nameQuery).toBe("'zucchini':A");
  });

  it('proves an empty word list plans nothing', () => {
    expect(planQuery([], synonyms, none)).toBeNull();
  });
});

describe('chooseCorrections', () => {
  const n = (candidate: string, similarity: number, frequency = 1) => ({
    word: 'x',
    candidate,
    similarity,
    frequency,
  });

  it('proves a word found in the lexicon is not corrected', () => {
    expect(chooseCorrections('milk', [n('milk', 1), n('silk', 0.4)])).toEqual({
      known: true,
      corrections: [],
    });
  });

  it('proves the closest words within the margin are kept, most similar first', () => {
    expect(
      chooseCorrections('bananna', [n('bananas', 0.5), n('banana', 0.75), n('bandana', 0.3)]),
    ).toEqual({
      known: false,
      corrections: ['banana'],
    });
  });

  it('proves a weak neighbour is not taken for the word', () => {
    expect(chooseCorrections('xylophone', [n('phone', 0.3)]).corrections).toEqual([]);
  });

  it('proves short words and numbers are never corrected', () => {
    expect(chooseCorrections('ab', [n('abc', 0.5)]).known).toBe(true);
    expect(chooseCorrections('500g', [n('500ml', 0.5)]).known).toBe(true);
  });
});
