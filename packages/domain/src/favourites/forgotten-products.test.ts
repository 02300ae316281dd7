import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORGOTTEN_AFTER_SHOPS, FORGOTTEN_LIMIT, forgottenProducts } from './forgotten-products.ts';
import type { Purchase } from './purchase-frequency.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-02T09:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

/** An online order `days` ago holding `lineNumbers`. */
function order(id: string, days: number, lineNumbers: string[]): Purchase[] {
  return lineNumbers.map((lineNumber) => ({
    lineNumber,
    shopId: id,
    channel: 'ONLINE',
    at: daysAgo(days),
    quantity: { amount: 1, uom: 'C62' },
  }));
}

function receipt(id: string, days: number, lineNumbers: string[]): Purchase[] {
  return order(id, days, lineNumbers).map((purchase) => ({ ...purchase, channel: 'BRANCH' }));
}

describe('forgottenProducts', () => {
  it('proves a product bought regularly but not in the last three shops is forgotten, and one bought in them is not', () => {
    const purchases = [
      ...order('o1', 50, ['milk', 'bread', 'cake']),
      ...order('o2', 40, ['milk', 'bread']),
      ...order('o3', 30, ['eggs']),
      ...order('o4', 20, ['eggs']),
      ...order('o5', 10, ['eggs', 'bread']),
    ];
    // o3, o4 and o5 are the last three: milk was not in them; bread was (o5); the cake once only.
    expect(forgottenProducts(purchases, now)).toEqual(['milk']);
  });

  it('proves branch visits count as shops: a product bought in one of the last three is not forgotten, and one missing from them is', () => {
    const purchases = [
      ...order('o1', 50, ['milk']),
      ...order('o2', 40, ['milk']),
      ...order('o3', 30, ['eggs']),
      ...order('o4', 20, ['eggs']),
      ...order('o5', 10, ['eggs']),
    ];
    expect(forgottenProducts(purchases, now)).toEqual(['milk']);
    expect(forgottenProducts([...purchases, ...receipt('r1', 5, ['milk'])], now)).toEqual([]);
    const inBranch = [
      ...receipt('r1', 30, ['tea', 'bread']),
      ...receipt('r2', 23, ['tea', 'bread']),
      ...receipt('r3', 16, ['bread']),
      ...receipt('r4', 9, ['bread']),
      ...order('o1', 2, ['bread']),
    ];
    expect(forgottenProducts(inBranch, now)).toEqual(['tea']);
  });

  it('proves a shopper with fewer shops than the last few has forgotten nothing, and the clock decides which shops count', () => {
    const bought = [...order('o1', 50, ['milk']), ...order('o2', 40, ['milk'])];
    expect(forgottenProducts(bought, now)).toEqual([]);
    // Placed after `now`: not yet shops of the shopper's.
    const later = [
      ...bought,
      ...order('o3', -1, ['eggs']),
      ...order('o4', -2, ['eggs']),
      ...order('o5', -3, ['eggs']),
    ];
    expect(forgottenProducts(later, now)).toEqual([]);
    expect(forgottenProducts(later, new Date(now.getTime() + 2 * DAY))).toEqual([]);
    expect(forgottenProducts(later, new Date(now.getTime() + 4 * DAY))).toEqual(['milk']);
    expect(forgottenProducts([], now)).toEqual([]);
  });

  it('proves the most often bought come first, at most the limit', () => {
    const lines = Array.from({ length: FORGOTTEN_LIMIT + 5 }, (_, i) => String(100 + i));
    const purchases = [
      ...order('o1', 60, lines),
      ...order('o2', 55, [...lines, '999']),
      ...order('o0', 58, ['999']),
      ...order('o00', 59, ['999']),
      ...order('o3', 30, ['eggs']),
      ...order('o4', 20, ['eggs']),
      ...order('o5', 10, ['eggs']),
    ];
    const forgotten = forgottenProducts(purchases, now);
    expect(forgotten).toHaveLength(FORGOTTEN_LIMIT);
    expect(forgotten[0]).toBe('999');
  });

  it('proves nothing forgotten was in the last few shops, and everything forgotten was bought at least twice before them', () => {
    const purchase = fc.record({
      lineNumber: fc.constantFrom('1', '2', '3', '4', '5', '6'),
      shopId: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'),
      channel: fc.constantFrom<Purchase['channel']>('ONLINE', 'BRANCH'),
      at: fc.integer({ min: 0, max: 200 }).map(daysAgo),
      quantity: fc.constant({ amount: 1, uom: 'C62' }),
    });
    fc.assert(
      fc.property(fc.array(purchase, { maxLength: 40 }), (raw) => {
        // One time per shop, as orders and receipts have.
        const timeOf = new Map<string, Date>();
        const purchases = raw.map((p) => {
          const key = `${p.channel}${p.shopId}`;
          if (!timeOf.has(key)) timeOf.set(key, p.at);
          return { ...p, at: timeOf.get(key) as Date };
        });
        const forgotten = forgottenProducts(purchases, now);
        const orders = [...timeOf.values()].map((at) => at.getTime()).sort((a, b) => b - a);
        if (orders.length < FORGOTTEN_AFTER_SHOPS) {
          expect(forgotten).toEqual([]);
          return;
        }
        const from = orders[FORGOTTEN_AFTER_SHOPS - 1] as number;
        for (const lineNumber of forgotten) {
          const mine = purchases.filter((p) => p.lineNumber === lineNumber);
          expect(mine.every((p) => p.at.getTime() < from)).toBe(true);
          expect(new Set(mine.map((p) => `${p.channel}${p.shopId}`)).size).toBeGreaterThanOrEqual(
            2,
          );
        }
      }),
    );
  });
});
