import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceTrolley } from './price-trolley.ts';
import {
  APPLES,
  BEANS,
  BISCUITS,
  CHEESE,
  COFFEE,
  COLA,
  CRISPS,
  HAM,
  line,
  MILK,
  NOW,
  PASTA,
  PRODUCTS,
  PROMOTIONS,
  SANDWICH,
  SOUP,
  WRAP,
} from './pricing.fixtures.ts';
import type {
  PricedTrolley,
  PriceTrolleyInput,
  PricingLine,
  PricingProduct,
} from './pricing.types.ts';

function price(lines: PricingLine[], extra: Partial<PriceTrolleyInput> = {}): PricedTrolley {
  return priceTrolley({
    lines,
    products: PRODUCTS,
    promotions: PROMOTIONS,
    now: NOW,
    slotStart: '2026-03-12T10:00:00Z',
    loyaltyMember: false,
    ...extra,
  });
}

describe('priceTrolley: lines without offers', () => {
  it('prices items and weighed lines, marking the weighed ones estimated', () => {
    const milk = line(MILK, 2);
    const apples = line(APPLES, 1.5, 'KGM');
    const looseEach = line(APPLES, 4);
    const ham = line(HAM, 250, 'GRM');
    const trolley = price([milk, apples, looseEach, ham]);
    expect(trolley.lines.map((l) => [l.totalPricePence, l.estimated, l.unitPricePence])).toEqual([
      [220, false, 110],
      [375, true, 250],
      [152, true, 38],
      [800, true, 3200],
    ]);
    expect(trolley.itemTotalPence).toBe(220 + 375 + 152 + 800);
    expect(trolley.savingsFromOffersPence).toBe(0);
  });

  it('adds bottle deposits per item, outside the item total', () => {
    const trolley = price([line(COLA, 3)]);
    expect(trolley.lines[0]?.depositChargePence).toBe(30);
    expect(trolley.totalDepositChargePence).toBe(30);
    expect(trolley.itemTotalPence).toBe(450);
  });

  it('prices a line it cannot price at nothing and says so, rather than failing the trolley', () => {
    const unknown = {
      trolleyItemId: 999,
      lineNumber: '999999',
      productId: 'gone',
      quantity: { amount: 2, uom: 'C62' as const },
    };
    const kilosOfMilk = line(MILK, 1, 'KGM');
    const trolley = price([unknown, kilosOfMilk, line(MILK, 1)]);
    expect(trolley.lines.map((l) => [l.priced, l.totalPricePence])).toEqual([
      [false, 0],
      [false, 0],
      [true, 110],
    ]);
  });
});

describe('priceTrolley: multibuys', () => {
  it("'Any 2 for £2' takes 50p off two tins of beans and reports the offer on both", () => {
    const beans = line(BEANS, 3);
    const trolley = price([beans]);
    expect(trolley.lines[0]).toMatchObject({
      retailPricePence: 375,
      savingPence: 50,
      totalPricePence: 325,
      discounts: [
        {
          id: 1,
          status: 'TRIGGERED',
          category: 'OFFER',
          savingPence: 50,
          description: 'Any 2 for £2',
        },
      ],
    });
    expect(trolley.offers).toEqual([
      expect.objectContaining({
        promotionId: 1,
        savingPence: 50,
        times: 1,
        trolleyItemIds: [beans.trolleyItemId],
      }),
    ]);
  });

  it('shows an offer the line has not completed yet as untriggered', () => {
    const trolley = price([line(BEANS, 1)]);
    expect(trolley.lines[0]?.discounts).toEqual([
      expect.objectContaining({ id: 1, status: 'UNTRIGGERED', savingPence: 0 }),
    ]);
    expect(trolley.offers).toEqual([]);
  });

  it("mixes products in one offer: '3 for 2' makes the cheapest item free", () => {
    const soup = line(SOUP, 2);
    const pasta = line(PASTA, 1);
    const milk = line(MILK, 1);
    const trolley = price([soup, pasta, milk], {
      products: [{ ...SOUP, promotions: [SOUP.promotions[1]!] }, PASTA, MILK],
    });
    expect(trolley.lines.map((l) => l.savingPence)).toEqual([0, 150, 0]);
    expect(trolley.lines[0]?.discounts[0]).toMatchObject({ id: 2, status: 'TRIGGERED' });
  });

  it('ignores an offer that has not started', () => {
    const trolley = price([line(BISCUITS, 2)]);
    expect(trolley.savingsFromOffersPence).toBe(0);
    expect(trolley.lines[0]?.discounts).toEqual([]);
  });
});

describe('priceTrolley: a product in several offers', () => {
  it('puts the line in the offer that saves the shopper most: soup joins the beans in 2 for £2', () => {
    const soup = line(SOUP, 3);
    const beans = line(BEANS, 1);
    // 2 for £2: (180 + 180) → 160 off, (180 + 125) → 105 off = 265; 3 for 2 would save 180.
    const trolley = price([soup, beans]);
    expect(trolley.savingsFromOffersPence).toBe(265);
    expect(trolley.lines[0]?.discounts).toEqual([
      expect.objectContaining({ id: 1, status: 'TRIGGERED' }),
      expect.objectContaining({ id: 2, status: 'UNTRIGGERED', savingPence: 0 }),
      expect.objectContaining({ id: 6, status: 'UNTRIGGERED', savingPence: 0 }),
    ]);
  });

  it('three soups alone save most as 3 for 2', () => {
    // 2 for £2 on 3 soups: one pair → 160; 3 for 2 → 180; buy 2 save 1/3 → 119 (33% of 360).
    const trolley = price([line(SOUP, 3)]);
    expect(trolley.savingsFromOffersPence).toBe(180);
    expect(trolley.offers.map((o) => o.promotionId)).toEqual([2]);
  });

  it('gives a line to the meal deal when that saves more than the multibuy', () => {
    // Crisps are a meal deal side and in 2 for £2 with the beans.
    const trolley = price([line(SANDWICH, 1), line(CRISPS, 1), line(COLA, 1), line(BEANS, 1)]);
    // Meal deal: 350 + 120 + 150 = 620 → 120 off. Crisps in 2 for £2 with beans: 245 → 45 off.
    expect(trolley.savingsFromOffersPence).toBe(120);
    expect(trolley.offers.map((o) => o.promotionId)).toEqual([3]);
  });
});

describe('priceTrolley: meal deals', () => {
  it('charges £5 for a main, a side and a drink, sharing the saving across the three lines', () => {
    const trolley = price([line(WRAP, 1), line(CRISPS, 1), line(COLA, 1)]);
    const savings = trolley.lines.map((l) => l.savingPence);
    expect(savings.reduce((a, b) => a + b, 0)).toBe(400 + 120 + 150 - 500);
    expect(trolley.itemTotalPence).toBe(500);
    expect(
      trolley.lines.every((l) => l.discounts.some((d) => d.id === 3 && d.status === 'TRIGGERED')),
    ).toBe(true);
  });

  it('builds a second deal from the next dearest items when the groups overflow', () => {
    const trolley = price([line(WRAP, 1), line(SANDWICH, 1), line(CRISPS, 2), line(COLA, 2)]);
    // Deal 1: 400 + 120 + 150 = 670; deal 2: 350 + 120 + 150 = 620 → 170 + 120 saved.
    expect(trolley.savingsFromOffersPence).toBe(290);
    expect(trolley.offers[0]).toMatchObject({ promotionId: 3, times: 2 });
  });
});

describe('priceTrolley: was/now and expiry', () => {
  it('prices a was/now product at the now price and shows the was price as the saving', () => {
    const trolley = price([line(CHEESE, 2)]);
    expect(trolley.lines[0]).toMatchObject({
      unitPricePence: 300,
      retailPricePence: 800,
      savingPence: 200,
      totalPricePence: 600,
      discounts: [{ id: 4, status: 'TRIGGERED', savingPence: 200 }],
    });
    expect(trolley.savingsFromOffersPence).toBe(200);
  });

  it('charges the was price when the reduction ends before the booked slot', () => {
    const trolley = price([line(CHEESE, 2)], { slotStart: '2026-04-02T10:00:00Z' });
    expect(trolley.lines[0]).toMatchObject({
      unitPricePence: 400,
      retailPricePence: 800,
      savingPence: 0,
      totalPricePence: 800,
      discounts: [],
      expiredPromotionIds: [4],
    });
  });

  it('drops a multibuy that ends before the slot, and without a slot from two days before its end', () => {
    const beans = [line(BEANS, 2)];
    expect(price(beans, { slotStart: '2026-04-01T09:00:00Z' }).lines[0]).toMatchObject({
      savingPence: 0,
      expiredPromotionIds: [1],
    });
    // The offer ends 31 March 23:59: from 29 March 23:59 it counts as expired.
    const saving = (at: string) =>
      price(beans, { slotStart: null, now: new Date(at) }).savingsFromOffersPence;
    expect(saving('2026-03-29T23:58:59Z')).toBe(50);
    expect(saving('2026-03-29T23:59:01Z')).toBe(0);
    expect(saving('2026-03-31T12:00:00Z')).toBe(0);
  });
});

describe('priceTrolley: loyalty-scheme offers', () => {
  it('applies members-only offers to members, counted apart from other savings', () => {
    const lines = [line(COFFEE, 1), line(BEANS, 2)];
    expect(price(lines).lines[0]?.savingPence).toBe(0);
    const member = price(lines, { loyaltyMember: true });
    expect(member.loyaltySavingsPence).toBe(100);
    expect(member.savingsFromOffersPence).toBe(50);
    expect(member.itemTotalPence).toBe(500 + 250 - 150);
  });
});

// ---- Properties ------------------------------------------------------------------------------

const catalogue: PricingProduct[] = PRODUCTS;
const anyLine = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      product: fc.constantFrom(...catalogue),
      amount: fc.integer({ min: 0, max: 12 }),
      uom: fc.constant('C62' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      product: fc.constantFrom(APPLES),
      amount: fc.integer({ min: 1, max: 40 }).map((t) => t / 10),
      uom: fc.constant('KGM' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      product: fc.constantFrom(HAM),
      amount: fc.integer({ min: 1, max: 9 }).map((h) => h * 100),
      uom: fc.constant('GRM' as const),
    }),
  },
);
const trolleyOf = (maxLength: number) =>
  fc.array(anyLine, { maxLength }).map((drafts) =>
    drafts.map((d, i) => ({
      trolleyItemId: 1000 + i,
      lineNumber: d.product.lineNumber,
      productId: d.product.productId,
      quantity: { amount: d.amount, uom: d.uom },
    })),
  );
const anyTrolley = trolleyOf(14);
/** Small enough that every combination of offers is tried (3^6 < MAX_OFFER_COMBINATIONS). */
const smallTrolley = trolleyOf(6);
const anyContext = fc.record({
  loyaltyMember: fc.boolean(),
  slotStart: fc.constantFrom(null, '2026-03-12T10:00:00Z', '2026-04-02T10:00:00Z'),
});
const withShuffle = anyTrolley.chain((lines) =>
  fc.tuple(
    fc.constant(lines),
    fc.shuffledSubarray(lines, { minLength: lines.length, maxLength: lines.length }),
  ),
);

describe('priceTrolley properties', () => {
  it('proves the item total is the lines at regular price minus the savings, and each line adds up', () => {
    fc.assert(
      fc.property(anyTrolley, anyContext, (lines, context) => {
        const trolley = price(lines, context);
        expect(trolley.itemTotalPence).toBe(
          trolley.retailTotalPence - trolley.savingsFromOffersPence - trolley.loyaltySavingsPence,
        );
        expect(trolley.itemTotalPence).toBe(
          trolley.lines.reduce((s, l) => s + l.totalPricePence, 0),
        );
        expect(trolley.offers.reduce((s, o) => s + o.savingPence, 0)).toBe(
          trolley.savingsFromOffersPence + trolley.loyaltySavingsPence,
        );
        for (const l of trolley.lines) {
          expect(l.totalPricePence).toBe(l.retailPricePence - l.savingPence);
          expect(l.savingPence).toBe(l.discounts.reduce((s, d) => s + d.savingPence, 0));
        }
      }),
    );
  });

  it('proves no amount is negative or fractional, and no line saves more than it costs', () => {
    fc.assert(
      fc.property(anyTrolley, anyContext, (lines, context) => {
        const trolley = price(lines, context);
        for (const l of trolley.lines) {
          for (const pence of [
            l.retailPricePence,
            l.savingPence,
            l.totalPricePence,
            l.depositChargePence,
          ]) {
            expect(Number.isInteger(pence)).toBe(true);
            expect(pence).toBeGreaterThanOrEqual(0);
          }
        }
        expect(trolley.itemTotalPence).toBeGreaterThanOrEqual(0);
        expect(trolley.savingsFromOffersPence).toBeGreaterThanOrEqual(0);
        expect(trolley.loyaltySavingsPence).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('proves the result does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(withShuffle, anyContext, ([lines, shuffled], context) => {
        const a = price(lines, context);
        const b = price(shuffled, context);
        const byId = (t: PricedTrolley) =>
          Object.fromEntries(t.lines.map((l) => [l.trolleyItemId, l]));
        expect(byId(b)).toEqual(byId(a));
        expect({ ...b, lines: [] }).toEqual({ ...a, lines: [] });
      }),
    );
  });

  it('proves the best combination of offers is chosen: taking a choice away never saves more', () => {
    fc.assert(
      fc.property(
        smallTrolley,
        anyContext,
        fc.constantFrom(SOUP, PASTA, CRISPS),
        fc.nat(2),
        (lines, context, contested, drop) => {
          const full = price(lines, context);
          const fewer = contested.promotions.filter(
            (_, i) => i !== drop % contested.promotions.length,
          );
          const products = PRODUCTS.map((p) => (p === contested ? { ...p, promotions: fewer } : p));
          const reduced = price(lines, { ...context, products });
          expect(full.retailTotalPence - full.itemTotalPence).toBeGreaterThanOrEqual(
            reduced.retailTotalPence - reduced.itemTotalPence,
          );
        },
      ),
    );
  });

  it('proves the same trolley is priced the same way every time', () => {
    fc.assert(
      fc.property(anyTrolley, anyContext, (lines, context) => {
        expect(price(lines, context)).toEqual(price(structuredClone(lines), context));
      }),
    );
  });
});

describe('priceTrolley with many competing lines', () => {
  it('decides by a greedy search past the combination limit, still the same way every time', () => {
    const products = Array.from({ length: 14 }, (_, i) => ({
      ...SOUP,
      productId: `soup-${i}`,
      lineNumber: `2000${String(i).padStart(2, '0')}`,
      itemPricePence: 100 + i * 10,
    }));
    const lines = products.map((p, i) => ({
      trolleyItemId: 5000 + i,
      lineNumber: p.lineNumber,
      productId: p.productId,
      quantity: { amount: 1 + (i % 3), uom: 'C62' as const },
    }));
    const first = price(lines, { products });
    const again = price([...lines].reverse(), { products });
    expect(again.itemTotalPence).toBe(first.itemTotalPence);
    expect(first.savingsFromOffersPence).toBeGreaterThan(0);
    expect(first.itemTotalPence).toBe(first.retailTotalPence - first.savingsFromOffersPence);
  });
});
