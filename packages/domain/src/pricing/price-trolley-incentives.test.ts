import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PricingIncentive } from '../incentives/incentive-rules.ts';
import { priceTrolley } from './price-trolley.ts';
import {
  BEANS,
  CHEESE,
  COFFEE,
  line,
  MILK,
  NOW,
  PASTA,
  PRODUCTS,
  PROMOTIONS,
  SOUP,
} from './pricing.fixtures.ts';
import type { PricingLine, PricingProduct } from './pricing.types.ts';
import { trolleyTotals } from './trolley-totals.ts';

function price(lines: PricingLine[], incentives: PricingIncentive[], loyaltyMember = true) {
  return priceTrolley({
    lines,
    products: PRODUCTS,
    promotions: PROMOTIONS,
    now: NOW,
    slotStart: '2026-03-12T10:00:00Z',
    loyaltyMember,
    incentives,
  });
}

const milkOff: PricingIncentive = {
  id: 1,
  kind: 'PRODUCT_AMOUNT_OFF',
  description: '50p off milk',
  value: 50,
  lineNumber: MILK.lineNumber,
  thresholdPence: 0,
  validFrom: null,
  validTo: null,
};

describe('priceTrolley: loaded incentives', () => {
  it('takes nothing off for a shopper who is not a member (offers loaded before leaving)', () => {
    const lines = [line(MILK, 2), line(BEANS, 2)];
    const asMember = price(lines, [milkOff], true);
    const notMember = price(lines, [milkOff], false);
    expect(asMember.incentiveSavingsPence).toBe(50);
    expect(notMember.incentiveSavingsPence).toBe(0);
    expect(notMember.incentives).toEqual([]);
    expect(notMember.itemTotalPence).toBe(price(lines, [], false).itemTotalPence);
  });

  it('takes a loaded offer off the item total as incentive savings, after the product offers', () => {
    const lines = [line(MILK, 2), line(BEANS, 2)];
    const without = price(lines, []);
    const withOffer = price(lines, [milkOff]);
    expect(withOffer.incentiveSavingsPence).toBe(50);
    expect(withOffer.incentives).toEqual([
      { incentiveId: 1, kind: 'PRODUCT_AMOUNT_OFF', description: '50p off milk', savingPence: 50 },
    ]);
    expect(withOffer.itemTotalPence).toBe(without.itemTotalPence - 50);
    expect(withOffer.savingsFromOffersPence).toBe(without.savingsFromOffersPence);

    const totals = trolleyTotals({
      priced: withOffer,
      slot: null,
      minimumOrderValues: {
        deliveryPence: 0,
        groceryCollectionPence: 0,
        entertainingCollectionPence: 0,
      },
      trolleyItemCounts: { hardConflicts: 0, softConflicts: 0, noConflicts: 2 },
    });
    expect(totals.itemTotalEstimatedCost.amount).toBe(without.itemTotalPence - 50);
    expect(totals.savingsFromOffersAndIncentives.amount).toBe(without.savingsFromOffersPence + 50);
  });

  it('applies a percentage to what the line costs after its offer', () => {
    // Two beans are 2 for £2 (200p): 10% off is 20p.
    const trolley = price(
      [line(BEANS, 2)],
      [{ ...milkOff, kind: 'PRODUCT_PERCENT_OFF', value: 10, lineNumber: BEANS.lineNumber }],
    );
    expect(trolley.incentiveSavingsPence).toBe(20);
  });
});

const products: PricingProduct[] = [MILK, BEANS, SOUP, PASTA, CHEESE, COFFEE];
const anyLines = fc
  .array(
    fc.record({ product: fc.constantFrom(...products), amount: fc.integer({ min: 1, max: 6 }) }),
    {
      maxLength: 8,
    },
  )
  .map((drafts) =>
    drafts.map((d, i) => ({ ...line(d.product, d.amount), trolleyItemId: 500 + i })),
  );
const anyIncentive = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  kind: fc.constantFrom('PRODUCT_AMOUNT_OFF', 'PRODUCT_PERCENT_OFF', 'SPEND_AMOUNT_OFF' as const),
  description: fc.constant('Offer'),
  value: fc.integer({ min: 1, max: 2000 }),
  lineNumber: fc.constantFrom(...products.map((p) => p.lineNumber), '999999'),
  thresholdPence: fc.integer({ min: 0, max: 3000 }),
  validFrom: fc.constantFrom(null, '2026-03-01', '2026-03-11'),
  validTo: fc.constantFrom(null, '2026-03-09', '2026-03-10', '2026-04-01'),
}) as fc.Arbitrary<PricingIncentive>;

describe('priceTrolley: incentive properties', () => {
  it('proves loading an incentive never makes the trolley cost more, nor less than nothing', () => {
    fc.assert(
      fc.property(
        anyLines,
        fc.array(anyIncentive, { maxLength: 5 }),
        anyIncentive,
        fc.boolean(),
        (lines, loaded, another, member) => {
          const incentives = loaded.map((incentive, i) => ({ ...incentive, id: i + 1 }));
          const extra = { ...another, id: incentives.length + 1 };
          const before = price(lines, incentives, member);
          const after = price(lines, [...incentives, extra], member);
          expect(after.itemTotalPence).toBeLessThanOrEqual(before.itemTotalPence);
          expect(after.itemTotalPence).toBeGreaterThanOrEqual(0);
          expect(after.itemTotalPence).toBe(
            after.lines.reduce((s, l) => s + l.totalPricePence, 0) - after.incentiveSavingsPence,
          );
          expect(after.incentives.reduce((s, i) => s + i.savingPence, 0)).toBe(
            after.incentiveSavingsPence,
          );
        },
      ),
    );
  });
});
