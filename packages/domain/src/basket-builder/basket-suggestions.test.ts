import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ownHistory,
  recommendedSelection,
  SCORE_THRESHOLD_COUNT,
  scoreSuggestions,
  suggestionsPage,
} from './basket-suggestions.ts';

const always = () => true;

describe('scoreSuggestions', () => {
  it('ranks own shops with the trolley above other own shops above similar trolleys', () => {
    const ranked = scoreSuggestions({
      own: [
        { lineNumber: 'B', timesBought: 1, withTrolley: 1 },
        { lineNumber: 'C', timesBought: 1, withTrolley: 0 },
      ],
      similar: [
        { lineNumber: 'D', orders: 1 },
        { lineNumber: 'C', orders: 2 },
      ],
      inTrolley: new Set(['A']),
      buyable: always,
    });
    expect(ranked).toEqual([
      { lineNumber: 'C', score: 4 },
      { lineNumber: 'B', score: 3 },
      { lineNumber: 'D', score: 1 },
    ]);
  });

  it('never suggests a product in the trolley or one that cannot be bought', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            lineNumber: fc.constantFrom('1', '2', '3', '4', '5', '6'),
            timesBought: fc.integer({ min: 0, max: 5 }),
            withTrolley: fc.integer({ min: 0, max: 5 }),
          }),
        ),
        fc.array(
          fc.record({
            lineNumber: fc.constantFrom('1', '2', '3', '4', '5', '6'),
            orders: fc.integer({ min: 0, max: 9 }),
          }),
        ),
        fc.subarray(['1', '2', '3', '4', '5', '6']),
        fc.subarray(['1', '2', '3', '4', '5', '6']),
        (own, similar, trolley, unavailable) => {
          const ranked = scoreSuggestions({
            own,
            similar,
            inTrolley: new Set(trolley),
            buyable: (line) => !unavailable.includes(line),
          });
          for (const { lineNumber, score } of ranked) {
            expect(trolley).not.toContain(lineNumber);
            expect(unavailable).not.toContain(lineNumber);
            expect(score).toBeGreaterThan(0);
          }
          const scores = ranked.map((s) => s.score);
          expect(scores).toEqual([...scores].sort((a, b) => b - a));
          expect(new Set(ranked.map((s) => s.lineNumber)).size).toBe(ranked.length);
        },
      ),
    );
  });
});

describe('suggestionsPage', () => {
  const ranked = Array.from({ length: 7 }, (_, i) => ({ lineNumber: String(i) }));

  it('pages with hasNextPage, highlighting the top scoreThresholdCount of all suggestions', () => {
    const first = suggestionsPage(ranked, { start: 0, size: 4 });
    expect(first.items.map((i) => i.highlighted)).toEqual([true, true, true, false]);
    expect(first.hasNextPage).toBe(true);
    const last = suggestionsPage(ranked, { start: 4, size: 4 });
    expect(last.items.map((i) => i.lineNumber)).toEqual(['4', '5', '6']);
    expect(last.items.some((i) => i.highlighted)).toBe(false);
    expect(last.hasNextPage).toBe(false);
  });

  it('pages cover every suggestion once, and exactly the top ones are highlighted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 6 }),
        (count, size, threshold) => {
          const all = Array.from({ length: count }, (_, i) => ({ n: i }));
          const seen: { n: number; highlighted: boolean }[] = [];
          let start = 0;
          for (;;) {
            const page = suggestionsPage(all, { start, size }, threshold);
            seen.push(...page.items);
            if (!page.hasNextPage) break;
            start += size;
          }
          expect(seen.map((s) => s.n)).toEqual(all.map((s) => s.n));
          expect(seen.filter((s) => s.highlighted).length).toBe(Math.min(threshold, count));
          expect(recommendedSelection(all, threshold)).toEqual(
            all.slice(0, Math.min(threshold, count)),
          );
        },
      ),
    );
  });

  it('recommends the highlighted ones', () => {
    expect(recommendedSelection(ranked)).toHaveLength(SCORE_THRESHOLD_COUNT);
  });
});

describe('ownHistory', () => {
  it('counts each shop once per product, and the shops that also bought a trolley product', () => {
    const history = ownHistory(
      [
        { shopId: 'o1', lineNumber: 'A' },
        { shopId: 'o1', lineNumber: 'B' },
        { shopId: 'o1', lineNumber: 'B' },
        { shopId: 'o2', lineNumber: 'B' },
        { shopId: 'o2', lineNumber: 'C' },
      ],
      new Set(['A']),
    );
    expect(history.find((h) => h.lineNumber === 'B')).toEqual({
      lineNumber: 'B',
      timesBought: 2,
      withTrolley: 1,
    });
    expect(history.find((h) => h.lineNumber === 'C')).toEqual({
      lineNumber: 'C',
      timesBought: 1,
      withTrolley: 0,
    });
  });
});
