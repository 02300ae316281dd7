import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PromoCodeTerms } from '../tenders/promo-code-rules.ts';
import {
  estimatedTotalsOf,
  type OrderTotalsInput,
  orderTotals,
  orderTotalsInputOfTrolley,
  totalsChange,
} from './order-totals.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const SAVE10PC: PromoCodeTerms = {
  code: 'SAVE10PC',
  discount: { kind: 'PERCENT_OFF', percentOff: 10 },
  minimumSpend: 0,
  expiresAt: null,
};
const WELCOME5: PromoCodeTerms = {
  code: 'WELCOME5',
  discount: { kind: 'AMOUNT_OFF', amountOff: 500 },
  minimumSpend: 4_000,
  expiresAt: null,
};

const plain = (over: Partial<OrderTotalsInput> = {}): OrderTotalsInput => ({
  itemsPence: 4_000,
  depositChargePence: 0,
  deliveryChargePence: 0,
  offerSavingsPence: 0,
  membershipSavingsPence: 0,
  incentiveSavingsPence: 0,
  promoCodes: [],
  giftVoucherValues: [],
  giftCardBalances: [],
  now: NOW,
  ...over,
});

describe('the money rule (orderTotals)', () => {
  it('takes a promo code off what the card pays: SAVE10PC on £40.00 leaves £36.00 to pay', () => {
    const totals = orderTotals(plain({ promoCodes: [SAVE10PC] }));
    expect(totals.orderLevelSavings).toBe(400);
    expect(totals.totalPrice).toBe(3_600);
    expect(totals.toPay).toBe(3_600);
    expect(totals.paymentCard).toBe(3_600);
  });

  it('takes the promo code first, then vouchers, then gift cards, and the card pays the rest', () => {
    const totals = orderTotals(
      plain({
        itemsPence: 5_000,
        deliveryChargePence: 450,
        promoCodes: [WELCOME5],
        giftVoucherValues: [1_000],
        giftCardBalances: [2_500, 10_000],
      }),
    );
    expect(totals.totalPrice).toBe(4_950);
    expect(totals.giftVoucherAmounts).toEqual([1_000]);
    expect(totals.giftCardAmounts).toEqual([2_500, 1_450]);
    expect(totals.toPay).toBe(0);
  });

  it('judges a promo code by its terms: under its minimum spend or expired it takes nothing off', () => {
    expect(orderTotals(plain({ itemsPence: 3_999, promoCodes: [WELCOME5] })).toPay).toBe(3_999);
    const expired = { ...SAVE10PC, expiresAt: new Date('2026-11-01T00:00:00Z') };
    expect(orderTotals(plain({ promoCodes: [expired] })).toPay).toBe(4_000);
  });

  it('shows savings without taking them off twice: offer savings are already in the item prices', () => {
    const totals = orderTotals(plain({ offerSavingsPence: 300, membershipSavingsPence: 50 }));
    expect(totals.totalPrice).toBe(4_000);
    expect(totals.totalSavings).toBe(350);
  });

  it('maps every estimated total field to money', () => {
    const money = estimatedTotalsOf(orderTotals(plain({ promoCodes: [SAVE10PC] })));
    expect(money.toPay).toEqual({ amount: 3_600, currencyCode: 'GBP' });
    expect(money.orderLevelSavings).toEqual({ amount: 400, currencyCode: 'GBP' });
    expect(Object.keys(money)).toHaveLength(14);
  });

  it('reads the trolley totals as the input of the rule (incentives are what is beyond offers and the scheme)', () => {
    const gbp = (amount: number) => ({ amount, currencyCode: 'GBP' as const });
    expect(
      orderTotalsInputOfTrolley({
        itemTotalEstimatedCost: gbp(4_000),
        totalDepositCharge: gbp(20),
        deliveryCharge: gbp(450),
        savingsFromOffers: gbp(300),
        savingsFromLoyaltyScheme: gbp(100),
        savingsFromOffersAndIncentives: gbp(450),
      }),
    ).toEqual({
      itemsPence: 4_000,
      depositChargePence: 20,
      deliveryChargePence: 450,
      offerSavingsPence: 300,
      membershipSavingsPence: 100,
      incentiveSavingsPence: 50,
    });
  });

  const amount = fc.integer({ min: 0, max: 50_000 });
  const terms: fc.Arbitrary<PromoCodeTerms> = fc.record({
    code: fc.constantFrom('A', 'B'),
    discount: fc.oneof(
      fc.record({ kind: fc.constant('AMOUNT_OFF' as const), amountOff: amount }),
      fc.record({
        kind: fc.constant('PERCENT_OFF' as const),
        percentOff: fc.integer({ min: 0, max: 100 }),
      }),
    ),
    minimumSpend: amount,
    expiresAt: fc.option(fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31') }), {
      nil: null,
    }),
  });
  const input: fc.Arbitrary<OrderTotalsInput> = fc.record({
    itemsPence: amount,
    depositChargePence: fc.integer({ min: 0, max: 500 }),
    deliveryChargePence: fc.integer({ min: 0, max: 700 }),
    carrierBagChargePence: fc.integer({ min: 0, max: 100 }),
    offerSavingsPence: amount,
    membershipSavingsPence: amount,
    incentiveSavingsPence: amount,
    promoCodes: fc.array(terms, { maxLength: 2 }),
    partnerDiscountPence: fc.integer({ min: 0, max: 2_000 }),
    giftVoucherValues: fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 5 }),
    giftCardBalances: fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 5 }),
    now: fc.constant(NOW),
  });

  it('proves the card amount is never negative and tenders never cover more than the total price', () => {
    fc.assert(
      fc.property(input, (given) => {
        const t = orderTotals(given);
        expect(t.toPay).toBeGreaterThanOrEqual(0);
        expect(t.paymentCard).toBe(t.toPay);
        expect(t.giftCards + t.giftVouchers).toBeLessThanOrEqual(t.totalPrice);
        expect(t.giftCards + t.giftVouchers + t.toPay).toBe(t.totalPrice);
        expect(t.totalPrice).toBe(
          t.orderLines +
            t.depositCharge +
            t.carrierBagCharge +
            t.deliveryCharge -
            t.orderLevelSavings,
        );
        expect(t.orderLevelSavings).toBeGreaterThanOrEqual(0);
        t.giftCardAmounts.forEach((covered, i) => {
          expect(covered).toBeLessThanOrEqual(given.giftCardBalances[i] ?? 0);
        });
        t.giftVoucherAmounts.forEach((covered, i) => {
          expect(covered).toBeLessThanOrEqual(given.giftVoucherValues[i] ?? 0);
        });
      }),
    );
  });

  it('proves placing charges what the summary showed for the same state, and a drained gift card is a change', () => {
    fc.assert(
      fc.property(input, fc.nat(), (given, pick) => {
        const shown = orderTotals(given);
        expect(totalsChange(shown, orderTotals({ ...given }))).toBeNull();
        const index = given.giftCardBalances.length ? pick % given.giftCardBalances.length : -1;
        if (index < 0 || (shown.giftCardAmounts[index] ?? 0) === 0) return;
        const drained = given.giftCardBalances.map((balance, i) => (i === index ? 0 : balance));
        const now = orderTotals({ ...given, giftCardBalances: drained });
        expect(totalsChange(shown, now)).toBe('GIFT_CARDS');
        if (now.toPay !== shown.toPay) {
          // Even without the per-card amounts, the card would pay more: refused.
          const { giftCardAmounts: _each, ...aggregate } = shown;
          expect(totalsChange(aggregate, now)).not.toBeNull();
        }
      }),
    );
  });

  it('names what moved: vouchers, promo savings, or the total itself', () => {
    const shown = orderTotals(plain({ promoCodes: [SAVE10PC], giftVoucherValues: [500] }));
    expect(totalsChange(shown, orderTotals(plain({ promoCodes: [SAVE10PC] })))).toBe(
      'GIFT_VOUCHERS',
    );
    expect(totalsChange(shown, orderTotals(plain({ giftVoucherValues: [500] })))).toBe(
      'ORDER_LEVEL_SAVINGS',
    );
    expect(
      totalsChange(
        shown,
        orderTotals(plain({ itemsPence: 5_000, promoCodes: [SAVE10PC], giftVoucherValues: [500] })),
      ),
    ).toBe('TOTAL');
  });
});
