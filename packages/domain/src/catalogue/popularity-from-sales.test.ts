import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import {
  MAX_POPULARITY_WINDOW_DAYS,
  NO_SALES_POPULARITY,
  POPULARITY_WINDOW_DAYS,
  popularityByProduct,
  popularityFromUnits,
  popularityRebuildDueDay,
  popularityWindowSchema,
  SALE_STATUSES,
  salesWindowStart,
  unitsSoldByProduct,
} from './popularity-from-sales.ts';

describe('what counts as a sale', () => {
  it('proves placed and fulfilled orders are sales; cancelled and unauthenticated ones are not', () => {
    expect(ORDER_STATUSES.filter((status) => !SALE_STATUSES.includes(status))).toEqual([
      'CANCELLED',
      'PENDING',
    ]);
  });
});

describe('unitsSoldByProduct', () => {
  it('proves counted items add their quantity and a weighed line counts as one unit', () => {
    const units = unitsSoldByProduct([
      { productId: 'tins', uom: 'C62', lines: 2, amount: 7 },
      { productId: 'potatoes', uom: 'KGM', lines: 3, amount: 4.5 },
      { productId: 'ham', uom: 'GRM', lines: 1, amount: 400 },
      { productId: 'ham', uom: 'C62', lines: 1, amount: 2 },
      { productId: 'apples', uom: 'LBR', lines: 2, amount: 3 },
    ]);
    expect(Object.fromEntries(units)).toEqual({ tins: 7, potatoes: 3, ham: 3, apples: 2 });
  });

  it('proves lines with nothing in them sell nothing', () => {
    expect(unitsSoldByProduct([{ productId: 'x', uom: 'C62', lines: 1, amount: 0 }]).size).toBe(0);
  });
});

describe('popularityFromUnits', () => {
  it('proves popularity is units per week over the window, rounded', () => {
    expect(popularityFromUnits(28, POPULARITY_WINDOW_DAYS)).toBe(7);
    expect(popularityFromUnits(8, POPULARITY_WINDOW_DAYS)).toBe(2);
    expect(popularityFromUnits(10, 7)).toBe(10);
    expect(popularityFromUnits(30, 28)).toBe(8);
  });

  it('proves a product that sold anything ranks above one that sold nothing', () => {
    expect(popularityFromUnits(1, POPULARITY_WINDOW_DAYS)).toBe(1);
    expect(popularityFromUnits(0, POPULARITY_WINDOW_DAYS)).toBe(NO_SALES_POPULARITY);
    expect(NO_SALES_POPULARITY).toBe(0);
  });

  it('proves more units in the same window never give a lower number, and it fits the column', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 1, max: MAX_POPULARITY_WINDOW_DAYS }),
        (units, more, days) => {
          const less = popularityFromUnits(units, days);
          const most = popularityFromUnits(units + more, days);
          expect(most).toBeGreaterThanOrEqual(less);
          expect(Number.isInteger(most) && most >= 0 && most <= 2_147_483_647).toBe(true);
        },
      ),
    );
  });
});

describe('popularityByProduct', () => {
  it('proves each sold product gets its number and unsold ones are left to the no-sales rule', () => {
    const popularity = popularityByProduct(
      new Map([
        ['a', 14],
        ['b', 0],
      ]),
      28,
    );
    expect(Object.fromEntries(popularity)).toEqual({ a: 4 });
  });
});

describe('the window', () => {
  it('proves the window starts whole days before now', () => {
    const now = new Date('2026-03-29T12:00:00Z');
    expect(salesWindowStart(now, 28).toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it('proves a whole number of days is read and anything else is refused with one message', () => {
    expect(popularityWindowSchema.parse(' 28 ')).toBe(28);
    expect(popularityWindowSchema.parse('1')).toBe(1);
    for (const bad of ['0', '-7', 'abc', '2.5', '', '367', '1e3']) {
      const result = popularityWindowSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message, bad).toMatch(/whole number of days from 1 to 366/);
    }
  });
});

describe('popularityRebuildDueDay', () => {
  it('proves the nightly rebuild is due from its London hour on, for that London day', () => {
    // 02:30 UTC in summer is 03:30 in London.
    expect(popularityRebuildDueDay(new Date('2026-07-01T02:30:00Z'), 3)).toBe('2026-07-01');
    expect(popularityRebuildDueDay(new Date('2026-07-01T01:59:00Z'), 3)).toBeNull();
    // 23:30 UTC on 31 March (BST) is already 1 April in London.
    expect(popularityRebuildDueDay(new Date('2026-03-31T23:30:00Z'), 0)).toBe('2026-04-01');
    expect(popularityRebuildDueDay(new Date('2026-01-15T22:59:00Z'), 23)).toBeNull();
    expect(popularityRebuildDueDay(new Date('2026-01-15T23:00:00Z'), 23)).toBe('2026-01-15');
  });
});
