import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aisleOf,
  byLastBought,
  categoryCounts,
  FAVOURITES_PAGE_SIZE,
  type FavouriteEntry,
  favouriteEntries,
  favouritesPage,
  sortFavourites,
} from './favourites-listing.ts';
import { type Purchase, purchaseFrequency } from './purchase-frequency.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-02T09:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

function bought(lineNumber: string, shopId: string, days: number, channel: Purchase['channel']) {
  return {
    lineNumber,
    shopId,
    channel,
    at: daysAgo(days),
    quantity: { amount: 1, uom: 'C62' },
  } satisfies Purchase;
}

const frequency = purchaseFrequency(
  [
    bought('10', 'o1', 30, 'ONLINE'),
    bought('10', 'o2', 20, 'ONLINE'),
    bought('10', 'o3', 10, 'ONLINE'),
    bought('20', 'r1', 5, 'BRANCH'),
    bought('30', 'o3', 10, 'ONLINE'),
    bought('30', 'r1', 5, 'BRANCH'),
  ],
  now,
);
const userSelected = [
  { lineNumber: '30', addedAt: daysAgo(40) },
  { lineNumber: '40', addedAt: daysAgo(3) },
  { lineNumber: '50', addedAt: daysAgo(2) },
];

const facts: Record<string, { name: string; categoryName: string }> = {
  '10': { name: 'Semi Skimmed Milk', categoryName: 'Fresh & Chilled' },
  '20': { name: 'Bananas', categoryName: 'Fruit & Vegetables' },
  '30': { name: 'Apples', categoryName: 'Fruit & Vegetables' },
  '40': { name: 'Baked Beans', categoryName: 'Food Cupboard' },
  '50': { name: 'Cheddar', categoryName: 'Fresh & Chilled' },
};
const factsOf = (lineNumber: string) => facts[lineNumber];
const lines = (entries: FavouriteEntry[]) => entries.map((entry) => entry.lineNumber);

describe('favouriteEntries', () => {
  it('proves every reason is included by default, and each include keeps only its own', () => {
    const all = favouriteEntries({ userSelected, frequency });
    expect(new Set(lines(all))).toEqual(new Set(['10', '20', '30', '40', '50']));
    expect(all.find((entry) => entry.lineNumber === '30')).toMatchObject({
      userSelected: true,
      frequency: { timesBought: 2, boughtOnline: true, boughtInBranch: true },
    });
    const only = (include: 'bought-online' | 'bought-in-branch' | 'user-selected') =>
      new Set(lines(favouriteEntries({ userSelected, frequency, includes: [include] })));
    expect(only('user-selected')).toEqual(new Set(['30', '40', '50']));
    expect(only('bought-online')).toEqual(new Set(['10', '30']));
    expect(only('bought-in-branch')).toEqual(new Set(['20', '30']));
  });
});

describe('sortFavourites', () => {
  const entries = favouriteEntries({ userSelected, frequency });

  it('proves CATEGORY sorts by aisle, then by name', () => {
    expect(lines(sortFavourites(entries, 'CATEGORY', factsOf))).toEqual([
      '40',
      '50',
      '10',
      '30',
      '20',
    ]);
  });

  it('proves PURCHASE_FREQUENCY puts the most bought first, then the latest bought, then chosen but never bought (latest chosen first)', () => {
    expect(lines(sortFavourites(entries, 'PURCHASE_FREQUENCY', factsOf))).toEqual([
      '10',
      '30',
      '20',
      '50',
      '40',
    ]);
  });

  it('proves a product the catalogue no longer has is left out', () => {
    expect(
      lines(sortFavourites(entries, 'CATEGORY', (l) => (l === '20' ? undefined : facts[l]))),
    ).not.toContain('20');
  });

  it('proves either order is a total order: the input order never changes it', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(entries, { minLength: entries.length }),
        fc.constantFrom('CATEGORY' as const, 'PURCHASE_FREQUENCY' as const),
        (shuffled, sortBy) => {
          expect(lines(sortFavourites(shuffled, sortBy, factsOf))).toEqual(
            lines(sortFavourites(entries, sortBy, factsOf)),
          );
        },
      ),
    );
  });
});

describe('favouritesPage', () => {
  it('proves pages of 48 cover the list once each, with hasMore until the last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), (count) => {
        const list = Array.from({ length: count }, (_, i) => i);
        const seen: number[] = [];
        let start = 0;
        for (;;) {
          const page = favouritesPage(list, start);
          expect(page.totalMatches).toBe(count);
          expect(page.items.length).toBeLessThanOrEqual(FAVOURITES_PAGE_SIZE);
          seen.push(...page.items);
          start += page.items.length;
          if (!page.hasMore) break;
        }
        expect(seen).toEqual(list);
      }),
    );
  });
});

describe('categoryCounts and aisleOf', () => {
  it('proves each aisle is counted once per product, by name, and a product is shelved under the first category below its root', () => {
    const root = { id: '10051', name: 'Groceries' };
    const fresh = { id: '1', name: 'Fresh & Chilled' };
    const fruit = { id: '2', name: 'Fruit & Vegetables' };
    const products = [
      [root, fresh, { id: '11', name: 'Milk' }],
      [root, fruit],
      [root, fresh],
      [root],
      [],
    ];
    expect(aisleOf(products[0] ?? [])).toEqual(fresh);
    expect(aisleOf([root])).toEqual(root);
    expect(categoryCounts(products, aisleOf)).toEqual([
      { categoryId: '1', name: 'Fresh & Chilled', count: 2 },
      { categoryId: '2', name: 'Fruit & Vegetables', count: 1 },
      { categoryId: '10051', name: 'Groceries', count: 1 },
    ]);
  });
});

describe('byLastBought', () => {
  it('proves the latest bought come first, then the most often bought', () => {
    const sorted = [...frequency.values()].sort(byLastBought).map((f) => f.lineNumber);
    expect(sorted).toEqual(['30', '20', '10']);
  });
});
