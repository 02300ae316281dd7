import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanSearchTerm,
  MIN_SUGGEST_TERM_LENGTH,
  SEARCH_TERM_MAX_LENGTH,
  shouldRequestSuggestions,
} from './search-term.ts';

/**
 * The rule as it was before it cut first: it cleaned the whole input and then cut, and its
 * end-anchored separator pattern was quadratic in the length of an inner run of separators.
 * Kept here to prove the new rule answers the same wherever the old one was fast enough to use.
 */
function previousCleanSearchTerm(raw: string): string {
  const edgeSeparators = /^[\s&'.,+-]+|[\s&'.,+-]+$/g;
  const cleaned = raw
    .replace(/[^\p{L}\p{M}\p{N}_ &'.,+-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/(?:\s*,)+/g, ',')
    .replace(edgeSeparators, '');
  return cleaned.slice(0, SEARCH_TERM_MAX_LENGTH).replace(edgeSeparators, '');
}

const word = fc.stringMatching(/^[A-Za-z0-9éî]{1,12}$/);

/** Text as shoppers type it, of any length: words joined by one separator each. */
const ordinaryText = fc
  .tuple(
    word,
    fc.array(fc.tuple(fc.constantFrom(' ', ', ', '-', ' & ', '. ', "'", ' + ', ','), word), {
      maxLength: 80,
    }),
  )
  .map(([first, rest]) => first + rest.map(([separator, next]) => separator + next).join(''));

/** Anything up to the maximum length, heavy in separators and characters that are cleaned away. */
const shortInput = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: SEARCH_TERM_MAX_LENGTH }),
  fc.string({
    unit: fc.constantFrom(' ', '\t', '-', ',', '.', '&', "'", '+', 'a', 'é', '!', '<', '😀'),
    maxLength: SEARCH_TERM_MAX_LENGTH,
  }),
);

describe('cleanSearchTerm', () => {
  it("keeps word characters, space and & ' . , + -", () => {
    expect(cleanSearchTerm("M&S semi-skimmed 2.5% milk, 4 pints + Ben's")).toBe(
      "M&S semi-skimmed 2.5 milk, 4 pints + Ben's",
    );
    expect(cleanSearchTerm('crème fraîche')).toBe('crème fraîche');
  });

  it('turns other characters into spaces and collapses excess separators', () => {
    expect(cleanSearchTerm('  <b>tea</b>/coffee  ')).toBe('b tea b coffee');
    expect(cleanSearchTerm('milk , , bread')).toBe('milk, bread');
    expect(cleanSearchTerm('--apples--')).toBe('apples');
    expect(cleanSearchTerm('!!!')).toBe('');
  });

  it('cuts to the maximum length', () => {
    expect(SEARCH_TERM_MAX_LENGTH).toBe(150);
    expect(cleanSearchTerm('a'.repeat(400))).toHaveLength(150);
  });

  it('always yields a short, clean, trimmed term and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (raw) => {
        const term = cleanSearchTerm(raw);
        expect(term.length).toBeLessThanOrEqual(SEARCH_TERM_MAX_LENGTH);
        expect(term).toMatch(/^[\p{L}\p{M}\p{N}_ &'.,+-]*$/u);
        expect(term).not.toMatch(/\s{2}|^\s|\s$/);
        expect(cleanSearchTerm(term)).toBe(term);
      }),
    );
  });

  it('cleans exactly as before any input no longer than the maximum length', () => {
    fc.assert(
      fc.property(shortInput, (raw) => {
        fc.pre(raw.length <= SEARCH_TERM_MAX_LENGTH);
        expect(cleanSearchTerm(raw)).toBe(previousCleanSearchTerm(raw));
      }),
    );
  });

  it('cleans ordinary text of any length exactly as before', () => {
    fc.assert(
      fc.property(ordinaryText, (raw) => {
        expect(cleanSearchTerm(raw)).toBe(previousCleanSearchTerm(raw));
      }),
    );
  });

  it('reads nothing past the maximum length, so its work does not grow with the input', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 2 * SEARCH_TERM_MAX_LENGTH }),
        fc.string({ unit: 'binary', maxLength: 500 }),
        (raw, tail) => {
          const term = cleanSearchTerm(raw + tail);
          expect(term).toBe(cleanSearchTerm((raw + tail).slice(0, SEARCH_TERM_MAX_LENGTH)));
          if (raw.length >= SEARCH_TERM_MAX_LENGTH) expect(term).toBe(cleanSearchTerm(raw));
        },
      ),
    );
    // A megabyte of separators, which the old rule spent minutes on, is cut away unread.
    expect(cleanSearchTerm(`milk ${'-'.repeat(100_000)} bread`)).toBe('milk');
  });
});

describe('shouldRequestSuggestions', () => {
  it('waits for two characters after trimming', () => {
    expect(MIN_SUGGEST_TERM_LENGTH).toBe(2);
    expect(shouldRequestSuggestions('')).toBe(false);
    expect(shouldRequestSuggestions(' a  ')).toBe(false);
    expect(shouldRequestSuggestions('eg')).toBe(true);
  });
});
