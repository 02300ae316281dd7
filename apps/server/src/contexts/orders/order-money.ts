import { GIFT_VOUCHER_USED } from '@grocer/domain/messages/tender-messages';
import {
  type OrderTotals,
  orderTotalsOf,
  type ShownTotals,
  spentTender,
  type TenderState,
  totalsChange,
} from '@grocer/domain/orders/order-totals';
import type { TrolleyTotals } from '@grocer/domain/pricing/trolley-totals';
import type { PlacementFailureCode } from './orders.contract.ts';

/** What placement and amend charge (issue 21, decision 0050): the money rule's plan. */
export interface ChargePlan {
  totals: OrderTotals;
  /** Each gift card's amount, which redemption must give exactly. */
  plannedCards: { serialNumber: string; amount: number }[];
}

export type ChargeRefusal = {
  code: PlacementFailureCode;
  detail?: Record<string, unknown>;
};

/**
 * The money rule on the trolley and the order's tenders, refused when it may not be charged: a
 * gift card drained or a voucher used since it was added (the card would silently pay more),
 * or, when the caller says what checkout showed, any tender covering other than that or the card
 * paying another amount. Placement and amend both charge through this.
 */
export function planCharge(
  trolley: TrolleyTotals,
  held: TenderState,
  now: Date,
  input: { expectedTotals?: ShownTotals },
): ChargePlan | { refusal: ChargeRefusal } {
  const totals = orderTotalsOf(trolley, held, now);
  const change =
    spentTender(held) ?? (input.expectedTotals ? totalsChange(input.expectedTotals, totals) : null);
  switch (change) {
    case null:
      return {
        totals,
        plannedCards: held.giftCards.map((card, i) => ({
          serialNumber: card.serialNumber,
          amount: totals.giftCardAmounts[i] ?? 0,
        })),
      };
    case 'GIFT_CARDS':
      return { refusal: { code: 'GIFT_CARD_BALANCE_CHANGED' } };
    case 'GIFT_VOUCHERS':
      return {
        refusal: {
          code: 'ORDER_ORCHESTRATION_037',
          detail: { details: [{ name: 'serialNumber', value: GIFT_VOUCHER_USED }] },
        },
      };
    default:
      return { refusal: { code: 'ORDER_TOTAL_CHANGED', detail: { changed: change } } };
  }
}
