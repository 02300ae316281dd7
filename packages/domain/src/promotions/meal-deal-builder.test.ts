import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BuilderGroup,
  dealSavingPence,
  maxMealDealBuilders,
  mealDealBuilders,
  multibuyBundles,
  WINE_BUILD_YOUR_OFFER_BUILDERS,
  wineBuildYourOffer,
} from './meal-deal-builder.ts';

const MAIN_SIDE_DRINK: BuilderGroup[] = [
  { id: 1, name: 'Main', threshold: 1 },
  { id: 2, name: 'Side', threshold: 1 },
  { id: 3, name: 'Drink', threshold: 1 },
];

const counts = (entries: [number, number][]) => new Map(entries);

/** Meal deals of one to four groups, thresholds 1 to 3, and a count for each group. */
const dealAndItems = fc
  .array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 4 })
  .chain((thresholds) =>
    fc.record({
      groups: fc.constant(
        thresholds.map((threshold, i) => ({ id: i + 1, name: `G${i + 1}`, threshold })),
      ),
      items: fc.array(fc.integer({ min: 0, max: 12 }), {
        minLength: thresholds.length,
        maxLength: thresholds.length,
      }),
    }),
  );

describe('meal deal builders', () => {
  it('an empty trolley shows one builder with every group missing', () => {
    const state = mealDealBuilders(MAIN_SIDE_DRINK, new Map());
    expect(state.builders).toHaveLength(1);
    expect(state.completeCount).toBe(0);
    expect(state.builders[0]?.groups.map((g) => g.missing)).toEqual([1, 1, 1]);
  });

  it('a main, a side and a drink complete the builder', () => {
    const state = mealDealBuilders(
      MAIN_SIDE_DRINK,
      counts([
        [1, 1],
        [2, 1],
        [3, 1],
      ]),
    );
    expect(state.builders).toEqual([
      {
        complete: true,
        groups: expect.arrayContaining([expect.objectContaining({ name: 'Drink', done: true })]),
      },
    ]);
    expect(state.completeCount).toBe(1);
  });

  it('a second main overflows into a second builder, which still needs a side and a drink', () => {
    const state = mealDealBuilders(
      MAIN_SIDE_DRINK,
      counts([
        [1, 2],
        [2, 1],
        [3, 1],
      ]),
    );
    expect(state.builders).toHaveLength(2);
    expect(state.builders[1]?.complete).toBe(false);
    expect(state.builders[1]?.groups.filter((g) => !g.done).map((g) => g.name)).toEqual([
      'Side',
      'Drink',
    ]);
  });

  it('the group with the fewest products sets the most builders', () => {
    expect(
      maxMealDealBuilders(
        MAIN_SIDE_DRINK,
        counts([
          [1, 40],
          [2, 3],
          [3, 12],
        ]),
      ),
    ).toBe(3);
    expect(maxMealDealBuilders(MAIN_SIDE_DRINK, new Map())).toBe(1);
  });

  it('property: builders are complete exactly as many times as every group fills its threshold', () => {
    fc.assert(
      fc.property(dealAndItems, ({ groups, items }) => {
        const byGroup = new Map(groups.map((g, i) => [g.id, items[i] ?? 0]));
        const state = mealDealBuilders(groups, byGroup);
        const deals = Math.min(...groups.map((g, i) => Math.floor((items[i] ?? 0) / g.threshold)));
        expect(state.completeCount).toBe(deals);
        // Complete builders come first, and each is complete only when every group is done.
        state.builders.forEach((b, k) => {
          expect(b.complete).toBe(k < deals);
          expect(b.complete).toBe(b.groups.every((g) => g.filled === g.threshold));
        });
      }),
    );
  });

  it('property: overflow adds builders until every item has a place, and none is left empty', () => {
    fc.assert(
      fc.property(dealAndItems, ({ groups, items }) => {
        const byGroup = new Map(groups.map((g, i) => [g.id, items[i] ?? 0]));
        const state = mealDealBuilders(groups, byGroup);
        groups.forEach((_g, i) => {
          const placed = state.builders.reduce((sum, b) => sum + (b.groups[i]?.filled ?? 0), 0);
          expect(placed).toBe(items[i]);
        });
        // Every builder but a lone first one holds at least one item.
        for (const b of state.builders.slice(1)) {
          expect(b.groups.some((g) => g.filled > 0)).toBe(true);
        }
        for (const b of state.builders) {
          for (const g of b.groups) expect(g.filled + g.missing).toBe(g.threshold);
        }
      }),
    );
  });

  it('property: never more builders than the maximum, and never fewer than one', () => {
    fc.assert(
      fc.property(dealAndItems, fc.integer({ min: 1, max: 5 }), ({ groups, items }, max) => {
        const byGroup = new Map(groups.map((g, i) => [g.id, items[i] ?? 0]));
        const state = mealDealBuilders(groups, byGroup, max);
        expect(state.builders.length).toBeGreaterThanOrEqual(1);
        expect(state.builders.length).toBeLessThanOrEqual(max);
        expect(state.maxBuilders).toBe(max);
      }),
    );
  });
});

describe('multibuy bundles', () => {
  it('five items in a 3 for 2 make one full bundle and one with two of three', () => {
    expect(multibuyBundles(3, 5)).toEqual([
      { size: 3, filled: 3, complete: true },
      { size: 3, filled: 2, complete: false },
    ]);
  });

  it('a full last bundle is padded with one empty bundle', () => {
    expect(multibuyBundles(2, 4).map((b) => b.filled)).toEqual([2, 2, 0]);
    expect(multibuyBundles(2, 0).map((b) => b.filled)).toEqual([0]);
  });

  it('property: items fill bundles in order and exactly one bundle, the last, is not full', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 40 }), (t, n) => {
        const bundles = multibuyBundles(t, n);
        expect(bundles.reduce((sum, b) => sum + b.filled, 0)).toBe(n);
        expect(bundles.filter((b) => b.complete)).toHaveLength(Math.floor(n / t));
        expect(bundles.at(-1)?.complete).toBe(false);
        expect(bundles.slice(0, -1).every((b) => b.complete)).toBe(true);
        for (const b of bundles) expect(b.complete).toBe(b.filled === b.size);
      }),
    );
  });

  it('the wine build-your-offer always shows at least two builders', () => {
    expect(wineBuildYourOffer(6, 0)).toHaveLength(WINE_BUILD_YOUR_OFFER_BUILDERS);
    expect(wineBuildYourOffer(6, 6).map((b) => b.filled)).toEqual([6, 0]);
    expect(wineBuildYourOffer(6, 13).map((b) => b.filled)).toEqual([6, 6, 1]);
  });
});

describe('deal saving', () => {
  it('adds up the shares of the triggered deal only', () => {
    expect(
      dealSavingPence(
        [
          { discounts: [{ id: 7, status: 'TRIGGERED', savingPence: 40 }] },
          {
            discounts: [
              { id: 7, status: 'TRIGGERED', savingPence: 25 },
              { id: 9, status: 'TRIGGERED', savingPence: 100 },
            ],
          },
          { discounts: [{ id: 7, status: 'UNTRIGGERED', savingPence: 0 }] },
        ],
        7,
      ),
    ).toBe(65);
  });
});
