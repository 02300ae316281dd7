import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Quantity } from '../catalogue/catalogue.types.ts';
import type { Purchase } from '../favourites/purchase-frequency.ts';
import { UNIT_LIMITS } from '../quantity/quantity.ts';
import { usualQuantity } from './usual-quantity.ts';

const now = new Date('2026-03-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const items = (amount: number): Quantity => ({ amount, uom: 'C62' });
let shops = 0;
/** One shop (an online order) that bought the product `days` ago. */
const bought = (days: number, quantity: Quantity, shopId = `order-${++shops}`): Purchase => ({
  lineNumber: '123',
  shopId,
  channel: 'ONLINE',
  at: daysAgo(days),
  quantity,
});
const DEFAULT = items(1);

const usual = (purchases: Purchase[], uoms: Quantity['uom'][] = ['C62']) =>
  usualQuantity({ purchases, now, uoms, defaultQuantity: DEFAULT });

describe('usualQuantity', () => {
  it('pre-sets the median of the recent purchases, so one big week does not count double', () => {
    expect(usual([bought(7, items(2)), bought(14, items(2)), bought(21, items(12))])).toEqual(
      items(2),
    );
    expect(usual([bought(7, items(1)), bought(14, items(3)), bought(21, items(4))])).toEqual(
      items(3),
    );
  });

  it('takes the lower middle amount of an even count: always an amount the shopper bought', () => {
    expect(usual([bought(7, items(2)), bought(14, items(4))])).toEqual(items(2));
    expect(
      usual([bought(1, items(6)), bought(8, items(1)), bought(15, items(3)), bought(22, items(4))]),
    ).toEqual(items(3));
  });

  it('looks at the five newest purchases only', () => {
    const lately = [1, 8, 15, 22, 29].map((days) => bought(days, items(2)));
    const before = [36, 43, 50, 57].map((days) => bought(days, items(9)));
    expect(usual([...before, ...lately])).toEqual(items(2));
  });

  it('forgets purchases older than about six months, and ignores any after now', () => {
    expect(usual([bought(181, items(4))])).toEqual(items(4));
    expect(usual([bought(183, items(4))])).toEqual(DEFAULT);
    expect(usual([bought(-1, items(7)), bought(3, items(2))])).toEqual(items(2));
  });

  it('sums the lines of one shop, and counts a branch visit as a shop of its own', () => {
    const order = [bought(3, items(2), 'order-a'), bought(3, items(2), 'order-a')];
    expect(usual([...order, bought(10, items(4)), bought(17, items(1))])).toEqual(items(4));
    const visit: Purchase = { ...bought(1, items(1), 'order-a'), channel: 'BRANCH' };
    expect(usual([visit, bought(3, items(1), 'order-a'), bought(9, items(5))])).toEqual(items(1));
  });

  it('gives the product default when nothing recent was bought', () => {
    expect(usual([])).toEqual(DEFAULT);
  });

  it('counts the newest purchase’s unit only, and the default when that unit is not sold now', () => {
    const loose = [
      bought(2, { amount: 0.6, uom: 'KGM' }),
      bought(9, items(3)),
      bought(16, { amount: 1.2, uom: 'KGM' }),
    ];
    expect(usual(loose, ['KGM', 'C62'])).toEqual({ amount: 0.6, uom: 'KGM' });
    expect(usual(loose, ['C62'])).toEqual(DEFAULT);
  });

  it('keeps to the unit rules: one decimal for kilograms, within the limits', () => {
    expect(usual([bought(2, { amount: 0.75, uom: 'KGM' })], ['KGM'])).toEqual({
      amount: 0.8,
      uom: 'KGM',
    });
    expect(usual([bought(2, items(140))])).toEqual(items(99));
  });

  it('always answers a quantity a trolley line can hold, in a unit the product is sold in', () => {
    const uom = fc.constantFrom('C62' as const, 'KGM' as const, 'GRM' as const, 'LBR' as const);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            days: fc.integer({ min: -30, max: 400 }),
            amount: fc.double({ min: 0, max: 2000, noNaN: true }),
            uom,
          }),
          { maxLength: 12 },
        ),
        fc.uniqueArray(uom, { minLength: 1 }),
        (rows, uoms) => {
          const defaultQuantity = { amount: UNIT_LIMITS[uoms[0]!].default, uom: uoms[0]! };
          const answer = usualQuantity({
            purchases: rows.map((row) => bought(row.days, { amount: row.amount, uom: row.uom })),
            now,
            uoms,
            defaultQuantity,
          });
          expect(uoms).toContain(answer.uom);
          const limits = UNIT_LIMITS[answer.uom];
          expect(answer.amount).toBeGreaterThanOrEqual(limits.min);
          expect(answer.amount).toBeLessThanOrEqual(limits.max);
        },
      ),
    );
  });
});
