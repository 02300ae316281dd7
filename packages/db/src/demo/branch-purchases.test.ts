import { describe, expect, it } from 'vitest';
import {
  DEMO_BRANCH_SHOPPERS,
  demoBranchReceipts,
  type ShoppableProduct,
  seasonalWeight,
} from './branch-purchases.ts';

const now = new Date('2026-03-02T09:00:00Z');

/** A small shop: everyday aisles, the Christmas aisle and the summer one. */
const products: (ShoppableProduct & { name: string })[] = [
  ...Array.from({ length: 60 }, (_, i) => ({
    id: `p${i}`,
    lineNumber: String(100_000 + i),
    name: `Everyday ${i}`,
    pricePence: 100 + i,
    popularity: i < 10 ? 500 : 20,
    aisle: i % 2 === 0 ? 'Fresh & Chilled' : 'Food Cupboard',
    christmasOnly: false,
    uom: 'C62',
    defaultAmount: 1,
  })),
  ...Array.from({ length: 10 }, (_, i) => ({
    id: `x${i}`,
    lineNumber: String(200_000 + i),
    name: `Festive ${i}`,
    pricePence: 500,
    popularity: 2_000,
    aisle: 'Christmas',
    christmasOnly: i % 2 === 0,
    uom: 'C62',
    defaultAmount: 1,
  })),
  ...Array.from({ length: 10 }, (_, i) => ({
    id: `s${i}`,
    lineNumber: String(300_000 + i),
    name: `Picnic ${i}`,
    pricePence: 300,
    popularity: 2_000,
    aisle: 'Summer & Seasonal',
    christmasOnly: false,
    uom: 'C62',
    defaultAmount: 1,
  })),
];

const profile = DEMO_BRANCH_SHOPPERS['shopper@example.com'];

describe('demo branch shopping', () => {
  it('proves a year of weekly visits ending yesterday, the same every time for the same day', () => {
    if (!profile) throw new Error('no demo profile');
    const receipts = demoBranchReceipts('shopper@example.com', profile, products, now);
    expect(receipts.length).toBe(52);
    const last = receipts.at(-1)?.purchasedAt.getTime() ?? 0;
    expect(last).toBeLessThan(Date.UTC(2026, 2, 2));
    expect(last).toBeGreaterThanOrEqual(Date.UTC(2026, 2, 1));
    expect(new Set(receipts.map((r) => r.receiptId)).size).toBe(receipts.length);
    expect(demoBranchReceipts('shopper@example.com', profile, products, now)).toEqual(receipts);
  });

  it('proves regulars come back visit after visit, and the seasons decide when festive and summer food is bought', () => {
    if (!profile) throw new Error('no demo profile');
    const receipts = demoBranchReceipts('shopper@example.com', profile, products, now);
    const visitsOf = new Map<string, number>();
    for (const receipt of receipts) {
      for (const line of receipt.lines) {
        visitsOf.set(line.lineNumber, (visitsOf.get(line.lineNumber) ?? 0) + 1);
      }
    }
    // Some products are in most baskets.
    expect([...visitsOf.values()].filter((visits) => visits >= 26).length).toBeGreaterThan(5);
    for (const receipt of receipts) {
      const month = receipt.purchasedAt.getUTCMonth();
      for (const line of receipt.lines) {
        if (line.lineNumber.startsWith('2')) expect([10, 11]).toContain(month);
      }
    }
    const summer = receipts.filter((r) => [4, 5, 6, 7].includes(r.purchasedAt.getUTCMonth()));
    const winter = receipts.filter((r) => [0, 1, 2, 11].includes(r.purchasedAt.getUTCMonth()));
    const picnics = (list: typeof receipts) =>
      list.flatMap((r) => r.lines).filter((line) => line.lineNumber.startsWith('3')).length /
      list.length;
    expect(picnics(summer)).toBeGreaterThan(picnics(winter));
  });

  it('proves the seasons: Christmas only in November and December, summer aisles mostly May to August', () => {
    const festive = { aisle: 'Christmas', christmasOnly: false, lineNumber: '1' };
    expect(seasonalWeight(festive, 11)).toBe(1);
    expect(seasonalWeight(festive, 6)).toBe(0);
    expect(seasonalWeight({ ...festive, aisle: 'Bakery', christmasOnly: true }, 3)).toBe(0);
    const summer = { aisle: 'Summer & Seasonal', christmasOnly: false, lineNumber: '1' };
    expect(seasonalWeight(summer, 6)).toBeGreaterThan(seasonalWeight(summer, 0));
    expect(seasonalWeight({ ...summer, aisle: 'Bakery' }, 0)).toBe(1);
  });
});
