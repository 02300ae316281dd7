import { describe, expect, it } from 'vitest';
import { NICHE_LINES, STAPLE_LINES, weeklySales } from './sales.ts';
import { buildTaxonomy } from './taxonomy.ts';

describe('weekly sales of the demo catalogue', () => {
  it('names only lines the shelves sell, each once', () => {
    const nouns = new Set(buildTaxonomy().leaves.flatMap((l) => l.nouns.map((n) => n.text)));
    const named = [...Object.keys(STAPLE_LINES), ...Object.keys(NICHE_LINES)];
    expect(named.filter((noun) => !nouns.has(noun))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
    for (const weight of Object.values(STAPLE_LINES)) expect(weight).toBeGreaterThan(1);
    for (const weight of Object.values(NICHE_LINES)) expect(weight).toBeLessThan(1);
  });

  it('sells a staple far more than a niche line of the same kind, whatever their luck', () => {
    const sales = (noun: string, nounIndex: number, luck: number) =>
      weeklySales({ kindPopularity: 10, noun, nounIndex, tier: 's', luck });
    // The unluckiest semi-skimmed milk still outsells the luckiest condensed milk.
    expect(sales('Semi Skimmed Milk', 0, 0)).toBeGreaterThan(10 * sales('Condensed Milk', 3, 10));
    // Later nouns on a shelf sell less than the first.
    expect(sales('Ficelle', 2, 1)).toBeLessThan(sales('Baguette', 0, 1));
    expect(weeklySales({ kindPopularity: 1, noun: 'x', nounIndex: 6, tier: 'p', luck: 0 })).toBe(1);
  });
});
