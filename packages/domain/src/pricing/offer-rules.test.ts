import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePence } from './allocate-pence.ts';
import {
  applyQuantityOffer,
  type OfferUnit,
  quantityOfferRule,
  quantityOfferSaving,
} from './offer-rules.ts';
import type { PricingPromotion } from './pricing.types.ts';

const units = (...prices: number[]): OfferUnit[] =>
  prices.map((pricePence) => ({ pricePence, groupId: null }));

function promotion(overrides: Partial<PricingPromotion>): PricingPromotion {
  return {
    id: 1,
    typeCode: 'MULTIBUY',
    discountType: 'FIXED_PRICE',
    discountValue: 500,
    description: '2 for £5',
    start: '2026-01-01T00:00:00Z',
    expiry: '2026-12-31T23:59:00Z',
    hidden: false,
    loyaltyOnly: false,
    groups: [{ id: 1, name: 'Any 2', threshold: 2 }],
    ...overrides,
  };
}

describe('quantityOfferRule', () => {
  it('reads the demo catalogue offers', () => {
    expect(quantityOfferRule(promotion({}))).toEqual({
      kind: 'FIXED_PRICE',
      threshold: 2,
      totalPence: 500,
    });
    expect(
      quantityOfferRule(
        promotion({
          discountType: 'X_FOR_Y',
          discountValue: 2,
          groups: [{ id: 2, name: 'Any 3', threshold: 3 }],
        }),
      ),
    ).toEqual({ kind: 'X_FOR_Y', threshold: 3, payFor: 2 });
    expect(
      quantityOfferRule(
        promotion({
          typeCode: 'MEAL_DEAL',
          discountType: 'TOTAL_PRICE',
          discountValue: 500,
          groups: [
            { id: 7, name: 'Main', threshold: 1 },
            { id: 8, name: 'Side', threshold: 1 },
          ],
        }),
      ),
    ).toEqual({
      kind: 'MEAL_DEAL',
      totalPence: 500,
      groups: [
        { id: 7, threshold: 1 },
        { id: 8, threshold: 1 },
      ],
    });
  });

  it('treats was/now as a price, not a quantity offer, and refuses numbers that cannot work', () => {
    expect(quantityOfferRule(promotion({ typeCode: 'WAS_NOW', discountType: 'PERCENTAGE' }))).toBe(
      null,
    );
    expect(quantityOfferRule(promotion({ discountValue: -1 }))).toBeNull();
    expect(
      quantityOfferRule(promotion({ groups: [{ id: 1, name: 'Any 0', threshold: 0 }] })),
    ).toBeNull();
    expect(
      quantityOfferRule(promotion({ discountType: 'PERCENTAGE', discountValue: 150 })),
    ).toBeNull();
    expect(quantityOfferRule(promotion({ discountType: 'TOTAL_PRICE', groups: [] }))).toBeNull();
  });

  it('counts every item on its own when the offer has no groups', () => {
    expect(
      quantityOfferRule(
        promotion({
          typeCode: 'PERCENT_OFF',
          discountType: 'PERCENTAGE',
          discountValue: 25,
          groups: [],
        }),
      ),
    ).toEqual({ kind: 'PERCENTAGE', threshold: 1, percent: 25 });
  });
});

describe("'2 for £5' (fixed price)", () => {
  const rule = { kind: 'FIXED_PRICE', threshold: 2, totalPence: 500 } as const;

  it('charges £5 for each complete pair and the shelf price for the odd one out', () => {
    const outcome = applyQuantityOffer(rule, units(300, 300, 300));
    expect(outcome.savingPence).toBe(100);
    expect(outcome.times).toBe(1);
    expect(outcome.consumed).toEqual([true, true, false]);
    expect(outcome.unitSavings).toEqual([50, 50, 0]);
  });

  it('puts the dearest items in the deal, which saves the shopper most', () => {
    const outcome = applyQuantityOffer(rule, units(280, 350, 260));
    // 350 + 280 = 630 for 500; the 260 pays shelf price.
    expect(outcome.savingPence).toBe(130);
    expect(outcome.consumed).toEqual([true, true, false]);
  });

  it('saves nothing with one item, or when the items already cost less than the deal', () => {
    expect(applyQuantityOffer(rule, units(300)).savingPence).toBe(0);
    expect(applyQuantityOffer(rule, units(200, 250)).savingPence).toBe(0);
  });
});

describe("'3 for 2' (X for Y)", () => {
  const rule = { kind: 'X_FOR_Y', threshold: 3, payFor: 2 } as const;

  it('makes the cheapest item of three free', () => {
    const outcome = applyQuantityOffer(rule, units(300, 150, 200));
    expect(outcome.savingPence).toBe(150);
    expect(outcome.unitSavings).toEqual([0, 150, 0]);
    expect(outcome.consumed).toEqual([true, true, true]);
  });

  it('with four items, the cheapest of the four is free and one dear item pays full price', () => {
    const outcome = applyQuantityOffer(rule, units(300, 300, 300, 100));
    expect(outcome.savingPence).toBe(100);
    expect(outcome.unitSavings).toEqual([0, 0, 0, 100]);
    expect(outcome.consumed.filter(Boolean)).toHaveLength(3);
  });

  it('with six items, the two cheapest are free', () => {
    expect(applyQuantityOffer(rule, units(500, 400, 300, 200, 100, 600)).savingPence).toBe(300);
  });

  it('picks the same free item among equal prices every time: the earlier unit keeps its price', () => {
    const outcome = applyQuantityOffer(rule, units(200, 200, 200));
    expect(outcome.unitSavings).toEqual([0, 0, 200]);
  });
});

describe('percentage off sets', () => {
  it("'Buy 2 save 1/3' (33%) takes 33% off the dearest complete pairs, rounded half up once", () => {
    const rule = { kind: 'PERCENTAGE', threshold: 2, percent: 33 } as const;
    const outcome = applyQuantityOffer(rule, units(150, 100, 90));
    // (150 + 100) × 33% = 82.5 → 83p; the 90p item is not in a pair.
    expect(outcome.savingPence).toBe(83);
    expect(outcome.consumed).toEqual([true, true, false]);
    expect(outcome.unitSavings.reduce((a, b) => a + b, 0)).toBe(83);
  });

  it("'any 6 bottles save 25%' needs six", () => {
    const rule = { kind: 'PERCENTAGE', threshold: 6, percent: 25 } as const;
    expect(applyQuantityOffer(rule, units(800, 800, 800, 800, 800)).savingPence).toBe(0);
    expect(applyQuantityOffer(rule, units(800, 800, 800, 800, 800, 800, 900)).savingPence).toBe(
      (900 + 800 * 5) / 4,
    );
  });
});

describe('amount off sets', () => {
  it('takes the amount off each complete set, never more than the set costs', () => {
    const rule = { kind: 'AMOUNT_OFF', threshold: 2, amountPence: 100 } as const;
    expect(applyQuantityOffer(rule, units(300, 300, 300, 300)).savingPence).toBe(200);
    expect(applyQuantityOffer(rule, units(40, 40)).savingPence).toBe(80);
  });
});

describe('meal deal (total price)', () => {
  const rule = {
    kind: 'MEAL_DEAL',
    totalPence: 500,
    groups: [
      { id: 1, threshold: 1 },
      { id: 2, threshold: 1 },
      { id: 3, threshold: 1 },
    ],
  } as const;
  const main = (p: number): OfferUnit => ({ pricePence: p, groupId: 1 });
  const side = (p: number): OfferUnit => ({ pricePence: p, groupId: 2 });
  const drink = (p: number): OfferUnit => ({ pricePence: p, groupId: 3 });

  it('needs one of each group: a main, a side and a drink for £5', () => {
    const outcome = applyQuantityOffer(rule, [main(350), side(120), drink(150)]);
    expect(outcome.savingPence).toBe(120);
    expect(outcome.times).toBe(1);
    expect(outcome.unitSavings.reduce((a, b) => a + b, 0)).toBe(120);
  });

  it('is not triggered while a group is empty', () => {
    const outcome = applyQuantityOffer(rule, [main(350), main(400), side(120)]);
    expect(outcome.savingPence).toBe(0);
    expect(outcome.consumed).toEqual([false, false, false]);
  });

  it('makes as many deals as the emptiest group allows, from the dearest items down', () => {
    const outcome = applyQuantityOffer(rule, [
      main(450),
      main(300),
      main(250),
      side(200),
      side(100),
      drink(250),
      drink(120),
    ]);
    // Deal 1: 450 + 200 + 250 = 900 → 400 saved. Deal 2: 300 + 100 + 120 = 520 → 20 saved.
    expect(outcome.times).toBe(2);
    expect(outcome.savingPence).toBe(420);
    expect(outcome.consumed).toEqual([true, true, false, true, true, true, true]);
  });

  it('stops before a deal that would cost more than its items', () => {
    const outcome = applyQuantityOffer(rule, [
      main(450),
      main(150),
      side(200),
      side(100),
      drink(250),
      drink(100),
    ]);
    expect(outcome.times).toBe(1);
    expect(outcome.savingPence).toBe(400);
  });
});

describe('every quantity offer', () => {
  const anyRule = fc.oneof(
    fc.record({
      kind: fc.constant('FIXED_PRICE' as const),
      threshold: fc.integer({ min: 1, max: 6 }),
      totalPence: fc.integer({ min: 0, max: 3000 }),
    }),
    fc.record({
      kind: fc.constant('X_FOR_Y' as const),
      threshold: fc.integer({ min: 1, max: 6 }),
      payFor: fc.integer({ min: 0, max: 6 }),
    }),
    fc.record({
      kind: fc.constant('PERCENTAGE' as const),
      threshold: fc.integer({ min: 1, max: 6 }),
      percent: fc.integer({ min: 0, max: 100 }),
    }),
    fc.record({
      kind: fc.constant('AMOUNT_OFF' as const),
      threshold: fc.integer({ min: 1, max: 6 }),
      amountPence: fc.integer({ min: 0, max: 1000 }),
    }),
    fc.record({
      kind: fc.constant('MEAL_DEAL' as const),
      totalPence: fc.integer({ min: 0, max: 1500 }),
      groups: fc.constant([
        { id: 1, threshold: 1 },
        { id: 2, threshold: 2 },
      ]),
    }),
  );
  const anyUnits = fc.array(
    fc.record({
      pricePence: fc.integer({ min: 0, max: 2000 }),
      groupId: fc.constantFrom(1, 2, null),
    }),
    { maxLength: 30 },
  );

  it('proves savings are whole pence, never negative, never more than an item costs, and add up', () => {
    fc.assert(
      fc.property(anyRule, anyUnits, (rule, offerUnits) => {
        const outcome = applyQuantityOffer(rule, offerUnits);
        const total = outcome.unitSavings.reduce((a, b) => a + b, 0);
        expect(total).toBe(outcome.savingPence);
        outcome.unitSavings.forEach((saving, i) => {
          expect(Number.isInteger(saving)).toBe(true);
          expect(saving).toBeGreaterThanOrEqual(0);
          expect(saving).toBeLessThanOrEqual(offerUnits[i]?.pricePence ?? 0);
          if (saving > 0) expect(outcome.consumed[i]).toBe(true);
        });
      }),
    );
  });

  it('proves the quick total the search uses is the saving the offer gives', () => {
    fc.assert(
      fc.property(anyRule, anyUnits, (rule, offerUnits) => {
        const runs = offerUnits.map((u) => ({ ...u, count: 1 }));
        expect(quantityOfferSaving(rule, runs)).toBe(
          applyQuantityOffer(rule, offerUnits).savingPence,
        );
      }),
    );
  });

  it('proves the saving depends only on the items, not the order they come in', () => {
    const withShuffle = anyUnits.chain((offerUnits) =>
      fc.tuple(
        fc.constant(offerUnits),
        fc.shuffledSubarray(offerUnits, {
          minLength: offerUnits.length,
          maxLength: offerUnits.length,
        }),
      ),
    );
    fc.assert(
      fc.property(anyRule, withShuffle, (rule, [offerUnits, shuffled]) => {
        expect(applyQuantityOffer(rule, shuffled).savingPence).toBe(
          applyQuantityOffer(rule, offerUnits).savingPence,
        );
      }),
    );
  });
});

describe('allocatePence', () => {
  it('splits in proportion to the weights, the remainder to the largest fractions', () => {
    expect(allocatePence(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocatePence(10, [300, 100])).toEqual([8, 2]);
    expect(allocatePence(5, [0, 0])).toEqual([3, 2]);
    expect(allocatePence(-7, [1, 1])).toEqual([-4, -3]);
    expect(allocatePence(5, [])).toEqual([]);
  });

  it('proves the parts are whole pence that add up to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const parts = allocatePence(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          for (const part of parts) expect(Number.isInteger(part)).toBe(true);
        },
      ),
    );
  });
});
