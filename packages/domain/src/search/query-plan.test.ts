import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyseWord,
  type Corrections,
  editVariants,
  foldPlural,
  headWords,
  oneEditApart,
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
  it('proves plural folding leaves short words, double s and stem exceptions alone', () => {
    expect([foldPlural('onions'), foldPlural('bus'), foldPlural('glass')]).toEqual([
      'onion',
      'bus',
      'glass',
    ]);
    expect(foldPlural('sweets')).toBe('sweets');
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

  it('proves a stem exception is searched kept whole in every query and head word, and its singular is not', () => {
    const candy = new SynonymIndex([
      { groupName: 'sweets', phrase: 'sweets' },
      { groupName: 'sweets', phrase: 'candy' },
    ]);
    const sweets = planQuery(['sour', 'sweets'], candy, none);
    expect(sweets?.tsquery).toBe("('sour') & ('sweetss' | 'candy')");
    expect(sweets?.nameQuery).toBe("'sour':A & 'sweetss':A");
    expect(sweets?.phraseQuery).toBe("'sour':AB <-> 'sweetss':AB");
    expect(sweets && headWords(sweets)).toEqual(['sweetss', 'candy']);
    const potato = planQuery(['sweet', 'potato'], candy, none);
    expect(potato?.tsquery).toBe("('sweet') & ('potato')");
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

describe('oneEditApart', () => {
  const word = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 });
  const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzé');

  it('proves a word is one slip from itself with a letter changed, added, left out or two swapped', () => {
    fc.assert(
      fc.property(word, letter, fc.nat(), (w, c, at) => {
        const chars = Array.from(w);
        const i = at % chars.length;
        const changed = chars.toSpliced(i, 1, c).join('');
        const added = chars.toSpliced(i, 0, c).join('');
        const dropped = chars.toSpliced(i, 1).join('');
        if (changed !== w) expect(oneEditApart(w, changed)).toBe(true);
        expect(oneEditApart(w, added)).toBe(true);
        expect(oneEditApart(added, w)).toBe(true);
        if (dropped !== w) expect(oneEditApart(w, dropped)).toBe(true);
        if (i + 1 < chars.length && chars[i] !== chars[i + 1]) {
          const swapped = [...chars];
          [swapped[i], swapped[i + 1]] = [chars[i + 1] as string, chars[i] as string];
          expect(oneEditApart(w, swapped.join(''))).toBe(true);
        }
      }),
    );
  });

  it('proves a word is not one slip from itself, nor from words two slips away', () => {
    expect(oneEditApart('sugar', 'sugar')).toBe(false);
    expect(oneEditApart('suger', 'super')).toBe(true);
    expect(oneEditApart('suger', 'summer')).toBe(false);
    expect(oneEditApart('bred', 'breaded')).toBe(false);
    expect(oneEditApart('milk', 'silky')).toBe(false);
    expect(oneEditApart('abc', 'cba')).toBe(false);
    expect(oneEditApart('chocolate', 'chocolates')).toBe(true);
    expect(oneEditApart('choclate', 'chocolates')).toBe(false);
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

  it('proves a neighbour one letter away is what was meant however few trigrams it shares, the most common first', () => {
    // "suger" shares 3 of 9 trigrams with "sugar": too few for a look-alike, but one key away.
    const analysis = analyseWord(
      'suger',
      [n('sugar', 0.333, 61), n('super', 0.333, 10), n('summer', 0.3, 74)],
      new Map(),
      false,
    );
    expect(analysis).toEqual({ known: false, corrections: ['sugar', 'super'], inDocuments: false });
    // A letter left out: "bread" outsells "red" (a deletion), and both beat the look-alikes.
    const bred = [n('breaded', 0.44, 9), n('brew', 0.43, 6), n('bread', 0.375, 314)];
    expect(analyseWord('bred', bred, lexicon({ red: 136 }), false).corrections).toEqual([
      'bread',
      'red',
    ]);
  });

  it('proves a word products hold is not taken for a name word one letter away', () => {
    // "pints" is in the sizes of milk, not in names; "mints" is a name word.
    const analysis = analyseWord('pints', [n('mints', 0.333, 17)], new Map(), true);
    expect(analysis.corrections).toEqual([]);
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
    // A look-alike too weak to be sure of, and more than one slip away, leaves the split in play.
    expect(analyseWord('choclate', [n('chocolates', 0.45)], found).split).toEqual(['choc', 'late']);
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
