import type { Money, Quantity } from '../catalogue/catalogue.types.ts';
import { moneyOfPence } from '../money/money.ts';
import { isWeighedUom } from '../pricing/line-price.ts';
import type { PricedTrolley, PricingLine } from '../pricing/pricing.types.ts';
import type { PromoCodeTerms } from '../tenders/promo-code-rules.ts';
import { orderTotals } from './order-totals.ts';

/**
 * Picking an order (decision 0043): per order line, what the shopper found. The actual totals
 * come from pricing the picked lines with the pricing engine (`priceTrolley`), never from
 * arithmetic of their own.
 */

export type PickOutcome = 'PICKED' | 'SUBSTITUTED' | 'NOT_AVAILABLE';

export interface LinePick {
  /** The order line's position. */
  position: number;
  outcome: PickOutcome;
  /**
   * PICKED: how many items (≤ ordered), or for a weighed line the actual weight in its unit.
   * SUBSTITUTED: the substitute's quantity. NOT_AVAILABLE: ignored.
   */
  quantity?: Quantity;
  /** SUBSTITUTED: the product given instead. */
  substituteProductId?: string;
  substituteLineNumber?: string;
}

/** What picking needs of an order line. */
export interface PickableLine {
  position: number;
  productId: string;
  lineNumber: string;
  quantity: Quantity;
  canSubstitute: boolean;
}

export type PickProblem =
  | { position: number; problem: 'unknown-line' | 'duplicate-line' | 'missing-line' }
  | { position: number; problem: 'substitution-not-allowed' | 'no-substitute' }
  | { position: number; problem: 'bad-quantity' };

export const PICK_PROBLEM_MESSAGES: Record<PickProblem['problem'], string> = {
  'unknown-line': 'No such line in this order.',
  'duplicate-line': 'A line is picked twice.',
  'missing-line': 'Every line of the order must be picked, substituted or marked not available.',
  'substitution-not-allowed': 'The customer does not allow a substitute for this line.',
  'no-substitute': 'Choose the substitute product.',
  'bad-quantity': 'The picked quantity must be more than 0 and, for items, no more than ordered.',
};

/** The first thing wrong with a picking of `lines`, or null. */
export function pickingProblem(
  lines: readonly PickableLine[],
  picks: readonly LinePick[],
): PickProblem | null {
  const byPosition = new Map(lines.map((line) => [line.position, line]));
  const seen = new Set<number>();
  for (const pick of picks) {
    const line = byPosition.get(pick.position);
    if (!line) return { position: pick.position, problem: 'unknown-line' };
    if (seen.has(pick.position)) return { position: pick.position, problem: 'duplicate-line' };
    seen.add(pick.position);
    if (pick.outcome === 'NOT_AVAILABLE') continue;
    if (pick.outcome === 'SUBSTITUTED') {
      if (!line.canSubstitute)
        return { position: pick.position, problem: 'substitution-not-allowed' };
      if (!pick.substituteProductId) return { position: pick.position, problem: 'no-substitute' };
    }
    const quantity = pick.quantity ?? line.quantity;
    if (!(quantity.amount > 0) || !Number.isFinite(quantity.amount)) {
      return { position: pick.position, problem: 'bad-quantity' };
    }
    const sameItems = pick.outcome === 'PICKED' && !isWeighedUom(line.quantity.uom);
    if (
      sameItems &&
      (quantity.uom !== line.quantity.uom || quantity.amount > line.quantity.amount)
    ) {
      return { position: pick.position, problem: 'bad-quantity' };
    }
  }
  const missing = lines.find((line) => !seen.has(line.position));
  return missing ? { position: missing.position, problem: 'missing-line' } : null;
}

/** The picked lines as the pricing engine takes them (not-available lines cost nothing). */
export function pickedPricingLines(
  lines: readonly PickableLine[],
  picks: readonly LinePick[],
): PricingLine[] {
  const byPosition = new Map(picks.map((pick) => [pick.position, pick]));
  return lines.flatMap((line): PricingLine[] => {
    const pick = byPosition.get(line.position);
    if (!pick || pick.outcome === 'NOT_AVAILABLE') return [];
    const substituted = pick.outcome === 'SUBSTITUTED';
    return [
      {
        trolleyItemId: line.position,
        productId: substituted ? (pick.substituteProductId as string) : line.productId,
        lineNumber: substituted ? (pick.substituteLineNumber ?? '') : line.lineNumber,
        quantity: pick.quantity ?? line.quantity,
      },
    ];
  });
}

/** Picking everything as ordered (the demo's automatic picker): weighed lines at their estimate. */
export function pickAsOrdered(lines: readonly PickableLine[]): LinePick[] {
  return lines.map((line) => ({
    position: line.position,
    outcome: 'PICKED',
    quantity: line.quantity,
  }));
}

/** Spec doc 2 §3 "Actual totals". */
export interface ActualTotals {
  paid: Money;
  savings: Money;
  partnerDiscountSavings: Money;
  membershipSavings: Money;
  offerSavings: Money;
  deliveryCharge: Money;
  carrierBagCharge: Money;
  pickedPrice: Money;
  depositCharge: Money;
}

/**
 * The order's actual totals from its priced picked lines, by the money rule (`orderTotals`, issue
 * 21): pickedPrice is what the items cost after offers and the partner discount; paid adds
 * deposits, the delivery charge and carrier bags, less the order-level savings placement took
 * (a promo code's discount as the shopper was shown it, never more than the picked order costs).
 * Gift cards and vouchers are not taken off: they are tenders, see `captureAmount`.
 */
export function actualTotals(input: {
  priced: PricedTrolley;
  deliveryChargePence: number;
  carrierBagChargePence?: number;
  partnerDiscountSavingsPence?: number;
  /** What placement took off at order level (promo codes), kept as the shopper was shown it. */
  orderLevelSavingsPence?: number;
}): ActualTotals {
  const { priced } = input;
  const partner = Math.min(
    Math.max(0, input.partnerDiscountSavingsPence ?? 0),
    Math.max(0, priced.itemTotalPence),
  );
  const totals = orderTotals({
    itemsPence: priced.itemTotalPence - partner,
    depositChargePence: priced.totalDepositChargePence,
    deliveryChargePence: input.deliveryChargePence,
    carrierBagChargePence: input.carrierBagChargePence ?? 0,
    offerSavingsPence: priced.savingsFromOffersPence,
    membershipSavingsPence: priced.loyaltySavingsPence,
    incentiveSavingsPence: 0,
    promoCodes: asPlaced(input.orderLevelSavingsPence ?? 0),
    giftVoucherValues: [],
    giftCardBalances: [],
    now: new Date(0),
  });
  return {
    paid: moneyOfPence(totals.totalPrice),
    savings: moneyOfPence(totals.totalSavings + partner),
    partnerDiscountSavings: moneyOfPence(partner),
    membershipSavings: moneyOfPence(totals.membershipSavings),
    offerSavings: moneyOfPence(totals.offerSavings),
    deliveryCharge: moneyOfPence(totals.deliveryCharge),
    carrierBagCharge: moneyOfPence(totals.carrierBagCharge),
    pickedPrice: moneyOfPence(totals.orderLines),
    depositCharge: moneyOfPence(totals.depositCharge),
  };
}

/** The order-level savings placement took, as one amount-off code the rule applies again. */
function asPlaced(savingsPence: number): PromoCodeTerms[] {
  if (!(savingsPence > 0)) return [];
  return [
    {
      code: 'AS_PLACED',
      discount: { kind: 'AMOUNT_OFF', amountOff: savingsPence },
      minimumSpend: 0,
      expiresAt: null,
    },
  ];
}

/**
 * What the card is charged after picking: the actual total less what gift cards and vouchers
 * took at placement, never more than was authorised. The rest, `uncoveredPence`, is still owed:
 * the order becomes PAYMENT_FAILED and the customer pays it on the resolve-order-payment page
 * (decision 0043).
 */
export function captureAmount(input: {
  paidPence: number;
  redeemedPence: number;
  authorisedPence: number;
}): { capturePence: number; uncoveredPence: number } {
  const owed = Math.max(0, input.paidPence - input.redeemedPence);
  const capturePence = Math.min(owed, Math.max(0, input.authorisedPence));
  return { capturePence, uncoveredPence: owed - capturePence };
}
