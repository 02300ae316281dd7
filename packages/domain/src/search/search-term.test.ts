import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanSearchTerm,
  MIN_SUGGEST_TERM_LENGTH,
  SEARCH_TERM_MAX_LENGTH,
  shouldRequestSuggestions,
} from './search-term.ts';

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
});

describe('shouldRequestSuggestions', () => {
  it('waits for two characters after trimming', () => {
    expect(MIN_SUGGEST_TERM_LENGTH).toBe(2);
    expect(shouldRequestSuggestions('')).toBe(false);
    expect(shouldRequestSuggestions(' a  ')).toBe(false);
    expect(shouldRequestSuggestions('eg')).toBe(true);
  });
});
