import { GIFT_VOUCHER_USED } from '@grocer/domain/messages/tender-messages';
import {
  type OrderTotals,
  orderTotalsOf,
  type ShownTotals,
  spentTender,
  type TenderState,
  totalsChange,
} from '@grocer/domain/orders/order-totals';
import { type PlacementBlocker, placementBlocker } from '@grocer/domain/orders/placement-checks';
import type { TrolleyTotals } from '@grocer/domain/pricing/trolley-totals';
import type { AuthorisationResult } from '../payments/payments.contract.ts';
import type { Trolley } from '../trolley/trolley.contract.ts';
import type { PlacementFailureCode, PlacementPaymentSource } from './orders.contract.ts';
import type { NewOrderLine } from './orders.repository.ts';

/**
 * The steps placement and amend checkout share (issue 21): what blocks an order, what it is
 * charged (the money rule's plan), the order lines a trolley gives, and authorising the card with
 * the workflow's key prefix. Placement (orders.service.ts) and amend (order-amend.workflow.ts) call
 * these; neither restates them.
 */

/** The provider's idempotency key for a workflow's authorisation, by its prefix. */
export function providerKey(
  prefix: 'order' | 'amend',
  customerOrderId: string,
  idempotencyKey: string,
): string {
  return `${prefix}-${customerOrderId}-${idempotencyKey}`;
}

/** The domain's blocker check on a trolley and how long its slot is held. */
export function trolleyBlocker(
  trolley: Trolley,
  slot: { heldUntil: Date | null; holdLapsed?: boolean },
  now: Date,
): PlacementBlocker | null {
  return placementBlocker({
    lineCount: trolley.trolleyItems.length,
    slotReservedUntil: slot.heldUntil,
    slotHoldLapsed: slot.holdLapsed ?? false,
    hardConflictCount: trolley.conflicts.filter((c) => c.type === 'HARD').length,
    minimumSpendThresholdMet: trolley.trolleyTotals.minimumSpendThresholdMet,
    now,
  });
}

/** The order's lines as the trolley holds them, with their prices. */
export function orderLinesOf(trolley: Trolley): NewOrderLine[] {
  return trolley.trolleyItems.map((item) => ({
    lineNumber: item.lineNumber,
    productId: item.productId,
    quantity: item.quantity,
    canSubstitute: item.canSubstitute,
    noteToShopper: item.noteToShopper,
    personalisedMessage: item.personalisedMessage,
    pricePence: item.price.amount,
    retailPricePence: item.retailPrice.amount,
    savingPence: item.saving.amount,
    totalPricePence: item.totalPrice.amount,
    depositChargePence: item.depositCharge.amount,
    estimated: item.estimated,
  }));
}

/**
 * Authorises what the card pays: completes a pending card challenge, takes nothing when gift cards
 * and vouchers paid it all, or authorises the amount under the workflow's provider key.
 */
export function authoriseCharge(
  payments: Pick<PlacementPaymentSource, 'authorise' | 'completeChallenge'>,
  charge: {
    pendingPaymentId: string | null;
    amountPence: number;
    token: string;
    providerKey: string;
  },
): Promise<AuthorisationResult> {
  if (charge.pendingPaymentId !== null) return payments.completeChallenge(charge.pendingPaymentId);
  if (charge.amountPence === 0)
    return Promise.resolve({ outcome: 'authorised', paymentId: '', amountPence: 0 });
  return payments.authorise({
    token: charge.token,
    amountPence: charge.amountPence,
    idempotencyKey: charge.providerKey,
  });
}

/** What a card the provider would not authorise answers the shopper. */
export function authorisationRefusal(
  outcome: 'declined' | 'insufficient_funds' | 'unknown_token',
): ChargeRefusal {
  switch (outcome) {
    case 'declined':
      return { code: 'PAYMENT_DECLINED' };
    case 'insufficient_funds':
      return { code: 'INSUFFICIENT_FUNDS' };
    case 'unknown_token':
      return { code: 'PAYMENT_CARD_NOT_FOUND' };
  }
}

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
