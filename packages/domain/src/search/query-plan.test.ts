import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyseWord,
  type Corrections,
  editVariants,
  foldPlural,
  planQuery,
  queryWords,
  SynonymIndex,
  splitCandidates,
} from './query-plan.ts';

const synonyms = new SynonymIndex([
  { groupName: 'spring onion', phrase: 'spring onion' },
  { groupName: 'spring onion', phrase: 'scallion' },
  { groupName: 'courgette', phrase: 'courgette' },
  { groupName: 'courgette', phrase: 'zucchini' },
  { groupName: 'mince', phrase: 'beef mince' },
  { groupName: 'mince', phrase: 'ground beef' },
]);
const none: Corrections = { words: new Map(), joins: new Set() };

describe('queryWords', () => {
  it('proves terms split into folded lower-case words, dropping lone letters but keeping numbers', () => {
    expect(queryWords('Crème Fraîche, M&S 2 pints')).toEqual(['creme', 'fraiche', '2', 'pints']);
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
    const corrections: Corrections = {
      words: new Map([['zuchini', { known: false, corrections: ['zucchini'] }]]),
      joins: new Set(),
    };
    const plan = planQuery(['zuchini'], synonyms, corrections);
    expect(plan?.tsquery).toBe("('zuchini' | 'zucchini' | 'courgette')");
    expect(plan?.nameQuery).toBe("'zucchini':A");
  });

  it('proves a misspelling no document holds is searched as its corrections only', () => {
    const corrections: Corrections = {
      words: new Map([
        ['chiken', { known: false, corrections: ['chicken'], inDocuments: false }],
        ['bananna', { known: false, corrections: ['banana', 'bananas'], inDocuments: false }],
      ]),
      joins: new Set(),
    };
    expect(planQuery(['chiken'], synonyms, corrections)?.tsquery).toBe("('chicken')");
    expect(planQuery(['bananna'], synonyms, corrections)?.tsquery).toBe("('banana' | 'bananas')");
  });

  it('proves an unknown word that documents hold, or that has no correction, is still searched as typed', () => {
    const corrections: Corrections = {
      words: new Map([
        ['chiken', { known: false, corrections: ['chicken'], inDocuments: true }],
        ['qwzx', { known: false, corrections: [], inDocuments: false }],
      ]),
      joins: new Set(),
    };
    expect(planQuery(['chiken'], synonyms, corrections)?.tsquery).toBe("('chiken' | 'chicken')");
    expect(planQuery(['qwzx'], synonyms, corrections)?.tsquery).toBe("('qwzx')");
  });

  it('proves an empty word list plans nothing', () => {
    expect(planQuery([], synonyms, none)).toBeNull();
  });
});

describe('planQuery with lexicon findings', () => {
  it('proves two words that run together in the lexicon may also match joined', () => {
    const corrections: Corrections = { words: new Map(), joins: new Set(['sour dough']) };
    expect(planQuery(['sour', 'dough'], synonyms, corrections)?.tsquery).toBe(
      "('sour' & 'dough' | 'sourdough')",
    );
  });

  it('proves a run-together word is searched as its two halves', () => {
    const corrections: Corrections = {
      words: new Map([['icecream', { known: false, corrections: [], split: ['ice', 'cream'] }]]),
      joins: new Set(),
    };
    const plan = planQuery(['icecream'], synonyms, corrections);
    expect(plan?.tsquery).toBe("('icecream' | 'ice' & 'cream')");
    expect(plan?.nameQuery).toBe("'ice':A & 'cream':A");
  });
});

describe('editVariants', () => {
  it('proves swapped neighbours and single deletions are generated, short words are not', () => {
    expect(editVariants('samlon')).toContain('salmon');
    expect(editVariants('bananna')).toContain('banana');
    expect(editVariants('egs')).toEqual([]);
  });

  it('proves variants and splits of any word are well-formed text: a character outside the basic plane is never cut in two', () => {
    expect(editVariants('ab\u{107b9}')).toEqual([]);
    expect(editVariants('abc\u{1f34e}')).toContain('ab\u{1f34e}c');
    const wellFormed = (text: string) => text.isWellFormed();
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 3, maxLength: 12 }), (word) => {
        fc.pre(word.isWellFormed());
        expect(editVariants(word).every(wellFormed)).toBe(true);
        expect(splitCandidates(word).flat().every(wellFormed)).toBe(true);
      }),
    );
  });
});

describe('analyseWord', () => {
  const n = (candidate: string, similarity: number, frequency = 1) => ({
    word: 'x',
    candidate,
    similarity,
    frequency,
  });
  const lexicon = (entries: Record<string, number>) => new Map(Object.entries(entries));

  it('proves a word found in the lexicon is not corrected', () => {
    expect(analyseWord('milk', [n('silk', 0.4)], lexicon({ milk: 90 }))).toEqual({
      known: true,
      corrections: [],
    });
  });

  it('proves the closest trigram neighbours within the margin are kept, most similar first', () => {
    expect(
      analyseWord('chedar', [n('cheddar', 0.67), n('chedder', 0.5), n('cheap', 0.3)], new Map()),
    ).toEqual({ known: false, corrections: ['cheddar'], inDocuments: true });
  });

  it('proves a swapped-letter typo trigrams miss is found by its edit variant', () => {
    expect(analyseWord('samlon', [n('melon', 0.3)], lexicon({ salmon: 60 })).corrections).toEqual([
      'salmon',
    ]);
  });

  it('proves a weak neighbour is not taken for the word', () => {
    expect(analyseWord('xylophone', [n('phone', 0.3)], new Map()).corrections).toEqual([]);
  });

  it('proves a run-together word splits into two lexicon words', () => {
    expect(analyseWord('icecream', [], lexicon({ ice: 40, cream: 80 })).split).toEqual([
      'ice',
      'cream',
    ]);
  });

  it('proves a close correction rules out reading a misspelling as two run-together words', () => {
    const found = lexicon({ chocolate: 900, choc: 30, late: 12 });
    const analysis = analyseWord('choclate', [n('chocolate', 0.58)], found);
    expect(analysis.corrections).toEqual(['chocolate']);
    expect(analysis.split).toBeUndefined();
    // A look-alike too weak to be sure of leaves the split in play.
    expect(analyseWord('choclate', [n('chocolate', 0.45)], found).split).toEqual(['choc', 'late']);
  });

  it('proves whether documents hold the word itself is recorded with its corrections', () => {
    const found = lexicon({ chicken: 500 });
    expect(analyseWord('chiken', [n('chicken', 0.6)], found, false)).toEqual({
      known: false,
      corrections: ['chicken'],
      inDocuments: false,
    });
  });

  it('proves short words and numbers are never corrected', () => {
    expect(analyseWord('ab', [n('abc', 0.5)], new Map()).known).toBe(true);
    expect(analyseWord('500g', [n('500ml', 0.5)], new Map()).known).toBe(true);
  });
});
