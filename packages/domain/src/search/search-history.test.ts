import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  HEADER_HISTORY_SIZE,
  headerHistory,
  parseStoredHistory,
  removeFromHistory,
  STORED_HISTORY_SIZE,
} from './search-history.ts';

describe('addToHistory', () => {
  it('puts the newest term first', () => {
    expect(addToHistory(['bread', 'eggs'], 'milk')).toEqual(['milk', 'bread', 'eggs']);
  });

  it('removes case-insensitive duplicates, keeping the newest spelling', () => {
    expect(addToHistory(['bread', 'Milk', 'eggs'], ' MILK ')).toEqual(['MILK', 'bread', 'eggs']);
  });

  it('ignores blank terms', () => {
    expect(addToHistory(['bread'], '   ')).toEqual(['bread']);
  });

  it('keeps at most 60 distinct terms, newest first', () => {
    expect(STORED_HISTORY_SIZE).toBe(60);
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 150 }), (terms) => {
        const history = terms.reduce<string[]>(addToHistory, []);
        expect(history.length).toBeLessThanOrEqual(STORED_HISTORY_SIZE);
        const lower = history.map((term) => term.toLocaleLowerCase());
        expect(new Set(lower).size).toBe(history.length);
        const last = terms.findLast((term) => term.trim() !== '');
        if (last !== undefined) expect(history[0]).toBe(last.trim());
      }),
    );
  });
});

describe('removeFromHistory and headerHistory', () => {
  it('clears one term regardless of case', () => {
    expect(removeFromHistory(['Milk', 'bread'], 'milk')).toEqual(['bread']);
  });

  it('shows the six newest terms in the header', () => {
    expect(HEADER_HISTORY_SIZE).toBe(6);
    const history = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(headerHistory(history)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

describe('parseStoredHistory', () => {
  it('accepts a list of strings, parsed or as JSON text', () => {
    expect(parseStoredHistory(['milk', 'bread'])).toEqual(['milk', 'bread']);
    expect(parseStoredHistory('["milk","bread"]')).toEqual(['milk', 'bread']);
    expect(parseStoredHistory(null)).toEqual([]);
  });

  it('reports anything else as corrupt', () => {
    for (const raw of [
      '{"a":1}',
      'not json',
      '"milk"',
      [1, 2],
      ['milk', null],
      { 0: 'milk' },
      42,
    ]) {
      expect(parseStoredHistory(raw)).toBeNull();
    }
  });

  it('keeps only the stored maximum', () => {
    const many = Array.from({ length: 80 }, (_, i) => `term ${i}`);
    expect(parseStoredHistory(many)).toHaveLength(60);
  });
});
