import { describe, expect, it } from 'vitest';
import { type Purchase, purchaseFrequency } from '../favourites/purchase-frequency.ts';
import { usualLineNumbers } from './usual-products.ts';

const now = new Date('2026-03-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

/** `lineNumber` bought in shop `shopId`, `days` ago. */
const bought = (lineNumber: string, shopId: string, days: number): Purchase => ({
  lineNumber,
  shopId,
  channel: 'ONLINE',
  at: daysAgo(days),
  quantity: { amount: 1, uom: 'C62' },
});

describe('usualLineNumbers', () => {
  it('lists what was bought in two shops or more, most often first, then the favourites', () => {
    const purchases = [
      bought('bread', 'o1', 21),
      bought('milk', 'o1', 21),
      bought('milk', 'o2', 14),
      bought('milk', 'o3', 7),
      bought('eggs', 'o2', 14),
      bought('eggs', 'o3', 7),
      bought('cake', 'o3', 7),
    ];
    expect(
      usualLineNumbers({
        favourites: ['tea', 'eggs', 'jam'],
        frequency: purchaseFrequency(purchases, now),
      }),
    ).toEqual(['milk', 'eggs', 'tea', 'jam']);
  });

  it('counts the purchases the frequency rule counts at the clock it is given', () => {
    const purchases = [bought('milk', 'o1', 400), bought('milk', 'o2', 7)];
    expect(
      usualLineNumbers({ favourites: [], frequency: purchaseFrequency(purchases, now) }),
    ).toEqual([]);
    const earlier = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
    expect(
      usualLineNumbers({
        favourites: [],
        frequency: purchaseFrequency([bought('milk', 'o1', 60), bought('milk', 'o2', 50)], earlier),
      }),
    ).toEqual(['milk']);
  });

  it('stops at one batch’s worth', () => {
    const favourites = Array.from({ length: 150 }, (_, index) => String(1000 + index));
    const listed = usualLineNumbers({ favourites, frequency: new Map() });
    expect(listed).toHaveLength(100);
    expect(listed[0]).toBe('1000');
    expect(usualLineNumbers({ favourites, frequency: new Map(), limit: 2 })).toEqual([
      '1000',
      '1001',
    ]);
  });
});
