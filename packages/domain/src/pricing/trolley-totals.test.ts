import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookedSlot } from '../trolley/booked-slot.ts';
import {
  DEFAULT_MINIMUM_ORDER_VALUES,
  minimumOrderValueFor,
  minimumSpendShortfallPence,
} from './minimum-order.ts';
import { priceTrolley } from './price-trolley.ts';
import { BEANS, COFFEE, COLA, line, MILK, NOW, PRODUCTS, PROMOTIONS } from './pricing.fixtures.ts';
import type { PricingLine } from './pricing.types.ts';
import { deliveryChargePence, trolleyTotals } from './trolley-totals.ts';

const counts = { hardConflicts: 0, softConflicts: 0, noConflicts: 2 };
const delivery: BookedSlot = {
  slotType: 'DELIVERY',
  start: '2026-03-12T10:00:00Z',
  deliveryChargePence: 450,
};
const collection: BookedSlot = {
  ...delivery,
  slotType: 'GROCERY_COLLECTION',
  deliveryChargePence: 0,
};
const entertaining: BookedSlot = { ...collection, slotType: 'ENTERTAINING_COLLECTION' };

function totals(lines: PricingLine[], slot: BookedSlot | null, loyaltyMember = false) {
  const priced = priceTrolley({
    lines,
    products: PRODUCTS,
    promotions: PROMOTIONS,
    now: NOW,
    slotStart: slot?.start ?? null,
    loyaltyMember,
  });
  return trolleyTotals({
    priced,
    slot,
    minimumOrderValues: DEFAULT_MINIMUM_ORDER_VALUES,
    trolleyItemCounts: counts,
  });
}

const gbp = (amount: number) => ({ amount, currencyCode: 'GBP' });

describe('trolleyTotals', () => {
  it('lists every total of the spec, each with its currency', () => {
    // 2 × beans (2 for £2) + 30 × cola with a 10p deposit each, for delivery at £4.50.
    const result = totals([line(BEANS, 2), line(COLA, 30)], delivery, true);
    expect(result).toEqual({
      collectionMinimumOrderValue: gbp(4000),
      deliveryMinimumOrderValue: gbp(4000),
      deliveryCharge: gbp(450),
      itemTotalEstimatedCost: gbp(200 + 4500),
      totalEstimatedCost: gbp(200 + 4500 + 300 + 450),
      totalDepositCharge: gbp(300),
      savingsFromOffers: gbp(50),
      savingsFromOffersAndIncentives: gbp(50),
      savingsFromLoyaltyScheme: gbp(0),
      minimumSpendThresholdMet: true,
      trolleyItemCounts: counts,
    });
  });

  it('counts loyalty-scheme offers as incentives beside the ordinary offers', () => {
    const result = totals([line(COFFEE, 1), line(BEANS, 2)], null, true);
    expect(result.savingsFromOffers).toEqual(gbp(50));
    expect(result.savingsFromLoyaltyScheme).toEqual(gbp(100));
    expect(result.savingsFromOffersAndIncentives).toEqual(gbp(150));
  });

  it('charges delivery only for a booked delivery slot; collection is free', () => {
    expect(totals([line(MILK, 1)], collection).deliveryCharge).toEqual(gbp(0));
    expect(totals([line(MILK, 1)], null).deliveryCharge).toEqual(gbp(0));
    expect(deliveryChargePence({ ...delivery, deliveryChargePence: -5 })).toBe(0);
    expect(deliveryChargePence({ ...delivery, start: 'not a date' })).toBe(0);
  });

  it('checks the minimum spend against the item total after offers, without deposits or delivery', () => {
    // 36 × £1.10 = £39.60 is short of £40 even though the delivery charge takes the total over.
    const milk = [line(MILK, 36)];
    expect(totals(milk, delivery).minimumSpendThresholdMet).toBe(false);
    expect(totals([line(MILK, 37)], delivery).minimumSpendThresholdMet).toBe(true);
  });

  it('has no minimum for entertaining collection and shows it as the collection minimum', () => {
    const result = totals([line(MILK, 1)], entertaining);
    expect(result.minimumSpendThresholdMet).toBe(true);
    expect(result.collectionMinimumOrderValue).toEqual(gbp(0));
    expect(totals([line(MILK, 1)], collection).minimumSpendThresholdMet).toBe(false);
  });

  it('proves the total is items plus deposits plus delivery, and nothing is negative', () => {
    const anySlot = fc.constantFrom(null, delivery, collection, entertaining);
    const anyLines = fc.array(
      fc.record({
        product: fc.constantFrom(...PRODUCTS.filter((p) => p.kiloPricePence === null)),
        amount: fc.integer({ min: 0, max: 20 }),
      }),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(anyLines, anySlot, fc.boolean(), (drafts, slot, member) => {
        const result = totals(
          drafts.map((d) => line(d.product, d.amount)),
          slot,
          member,
        );
        expect(result.totalEstimatedCost.amount).toBe(
          result.itemTotalEstimatedCost.amount +
            result.totalDepositCharge.amount +
            result.deliveryCharge.amount,
        );
        for (const value of Object.values(result)) {
          if (typeof value === 'object' && 'amount' in value) {
            expect(value.amount).toBeGreaterThanOrEqual(0);
          }
        }
      }),
    );
  });
});

describe('minimum order values', () => {
  it('uses the slot type: £40 delivery and grocery collection, none for entertaining', () => {
    const values = DEFAULT_MINIMUM_ORDER_VALUES;
    expect(minimumOrderValueFor('DELIVERY', values)).toBe(4000);
    expect(minimumOrderValueFor('GROCERY_COLLECTION', values)).toBe(4000);
    expect(minimumOrderValueFor('ENTERTAINING_COLLECTION', values)).toBe(0);
  });

  it('before a slot is booked, uses the lower of delivery and grocery collection', () => {
    const values = {
      deliveryPence: 5000,
      groceryCollectionPence: 4000,
      entertainingCollectionPence: 0,
    };
    expect(minimumOrderValueFor(null, values)).toBe(4000);
    expect(minimumOrderValueFor('UNDEFINED', values)).toBe(4000);
  });

  it('says how much more to spend', () => {
    expect(minimumSpendShortfallPence(3550, 4000)).toBe(450);
    expect(minimumSpendShortfallPence(4100, 4000)).toBe(0);
  });
});
