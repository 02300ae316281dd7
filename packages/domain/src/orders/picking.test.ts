import { describe, expect, it } from 'vitest';
import { priceTrolley } from '../pricing/price-trolley.ts';
import { NOW, PRODUCTS, PROMOTIONS } from '../pricing/pricing.fixtures.ts';
import {
  actualTotals,
  captureAmount,
  type LinePick,
  type PickableLine,
  pickAsOrdered,
  pickedPricingLines,
  pickingProblem,
} from './picking.ts';

const LINES: PickableLine[] = [
  {
    position: 0,
    productId: 'beans',
    lineNumber: '100001',
    quantity: { amount: 2, uom: 'C62' },
    canSubstitute: true,
  },
  {
    position: 1,
    productId: 'apples',
    lineNumber: '100010',
    quantity: { amount: 1, uom: 'KGM' },
    canSubstitute: false,
  },
  {
    position: 2,
    productId: 'cola',
    lineNumber: '100007',
    quantity: { amount: 1, uom: 'C62' },
    canSubstitute: true,
  },
];

function price(picks: LinePick[]) {
  return priceTrolley({
    lines: pickedPricingLines(LINES, picks),
    products: PRODUCTS,
    promotions: PROMOTIONS,
    now: NOW,
    loyaltyMember: false,
  });
}

describe('picking', () => {
  it('prices a substitution at the substitute’s price and a weighed line at its actual weight', () => {
    const priced = price([
      { position: 0, outcome: 'PICKED', quantity: { amount: 2, uom: 'C62' } },
      { position: 1, outcome: 'PICKED', quantity: { amount: 1.2, uom: 'KGM' } },
      {
        position: 2,
        outcome: 'SUBSTITUTED',
        substituteProductId: 'milk',
        substituteLineNumber: '100013',
      },
    ]);
    // beans 2 for £2 (200) + apples 1.2 kg at £2.50/kg (300) + milk instead of cola (110, no deposit).
    const totals = actualTotals({ priced, deliveryChargePence: 450 });
    expect(totals.pickedPrice.amount).toBe(200 + 300 + 110);
    expect(totals.offerSavings.amount).toBe(50);
    expect(totals.depositCharge.amount).toBe(0);
    expect(totals.paid.amount).toBe(610 + 450);
    expect(totals.savings.amount).toBe(50);
    expect(totals.carrierBagCharge).toEqual({ amount: 0, currencyCode: 'GBP' });
  });

  it('charges nothing for a line not available', () => {
    const priced = price([
      { position: 0, outcome: 'NOT_AVAILABLE' },
      { position: 1, outcome: 'NOT_AVAILABLE' },
      { position: 2, outcome: 'PICKED' },
    ]);
    const totals = actualTotals({ priced, deliveryChargePence: 0 });
    expect(totals.pickedPrice.amount).toBe(150);
    expect(totals.depositCharge.amount).toBe(10);
    expect(totals.paid.amount).toBe(160);
  });

  it('picking as ordered prices as the order did', () => {
    const priced = price(pickAsOrdered(LINES));
    expect(priced.itemTotalPence).toBe(200 + 250 + 150);
  });

  it('names what is wrong with a picking', () => {
    const ok = pickAsOrdered(LINES);
    expect(pickingProblem(LINES, ok)).toBeNull();
    expect(pickingProblem(LINES, ok.slice(1))).toEqual({ position: 0, problem: 'missing-line' });
    expect(pickingProblem(LINES, [...ok, { position: 9, outcome: 'NOT_AVAILABLE' }])).toEqual({
      position: 9,
      problem: 'unknown-line',
    });
    expect(pickingProblem(LINES, [...ok, ok[0] as LinePick])).toEqual({
      position: 0,
      problem: 'duplicate-line',
    });
    const noSub = [
      ok[0],
      { position: 1, outcome: 'SUBSTITUTED', substituteProductId: 'ham' },
      ok[2],
    ] as LinePick[];
    expect(pickingProblem(LINES, noSub)).toEqual({
      position: 1,
      problem: 'substitution-not-allowed',
    });
    const tooMany = [
      { position: 0, outcome: 'PICKED', quantity: { amount: 3, uom: 'C62' } },
      ok[1],
      ok[2],
    ] as LinePick[];
    expect(pickingProblem(LINES, tooMany)).toEqual({ position: 0, problem: 'bad-quantity' });
    const heavier = [
      ok[0],
      { position: 1, outcome: 'PICKED', quantity: { amount: 1.3, uom: 'KGM' } },
      ok[2],
    ] as LinePick[];
    expect(pickingProblem(LINES, heavier)).toBeNull();
    const subless = [{ position: 0, outcome: 'SUBSTITUTED' }, ok[1], ok[2]] as LinePick[];
    expect(pickingProblem(LINES, subless)).toEqual({ position: 0, problem: 'no-substitute' });
  });

  it('captures what is owed after gift cards, at most what was authorised', () => {
    expect(captureAmount({ paidPence: 1000, redeemedPence: 300, authorisedPence: 900 })).toEqual({
      capturePence: 700,
      uncoveredPence: 0,
    });
    expect(captureAmount({ paidPence: 1200, redeemedPence: 0, authorisedPence: 1000 })).toEqual({
      capturePence: 1000,
      uncoveredPence: 200,
    });
    expect(captureAmount({ paidPence: 200, redeemedPence: 500, authorisedPence: 0 })).toEqual({
      capturePence: 0,
      uncoveredPence: 0,
    });
  });
});
