import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSubmitMultiSearch, MULTI_SEARCH_MAX_ITEMS, splitMultiSearch } from './multi-search.ts';

describe('splitMultiSearch', () => {
  it('splits on new lines, commas, semicolons and underscores', () => {
    expect(splitMultiSearch('milk\nbread, eggs;butter_jam\r\ntea').items).toEqual([
      'milk',
      'bread',
      'eggs',
      'butter',
      'jam',
      'tea',
    ]);
  });

  it('trims, strips accents and drops empty items', () => {
    const { items, limitReached } = splitMultiSearch('  crème  fraîche \n\n , ;\njalapeño ');
    expect(items).toEqual(['creme fraiche', 'jalapeno']);
    expect(limitReached).toBe(false);
  });

  it('cuts at 100 items and reports the limit when it is reached', () => {
    expect(MULTI_SEARCH_MAX_ITEMS).toBe(100);
    const terms = (n: number) => Array.from({ length: n }, (_, i) => `item ${i}`).join('\n');
    expect(splitMultiSearch(terms(99))).toMatchObject({ limitReached: false });
    expect(splitMultiSearch(terms(100)).items).toHaveLength(100);
    expect(splitMultiSearch(terms(100)).limitReached).toBe(true);
    const over = splitMultiSearch(terms(130));
    expect(over.items).toHaveLength(100);
    expect(over.items.at(-1)).toBe('item 99');
    expect(over.limitReached).toBe(true);
  });

  it('never returns empty, untrimmed or separator-holding items', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (text) => {
        const { items, limitReached } = splitMultiSearch(text);
        expect(items.length).toBeLessThanOrEqual(MULTI_SEARCH_MAX_ITEMS);
        expect(limitReached).toBe(items.length === MULTI_SEARCH_MAX_ITEMS);
        for (const item of items) {
          expect(item).toBe(item.trim());
          expect(item).not.toBe('');
          expect(item).not.toMatch(/[\r\n,;_]/);
        }
      }),
    );
  });
});

describe('canSubmitMultiSearch', () => {
  it('is disabled while the text is empty', () => {
    expect(canSubmitMultiSearch('  \n ')).toBe(false);
    expect(canSubmitMultiSearch('milk')).toBe(true);
  });
});
