import { amountLeftToPay } from '@grocer/domain/orders/placement-checks';
import type { TenderRedemption } from '../tenders/tenders.contract.ts';
import type { PlacementFailureCode } from './orders.contract.ts';
import type { OrdersRepository } from './orders.repository.ts';

/**
 * Placement's and amend's tender step (decisions 0040, 0042): the order's gift cards and
 * vouchers take what they can of `totalPence`, and the order records what they took and what
 * is left for the card. A refusal is what the shopper is told: a voucher's own refusal
 * (ORDER_ORCHESTRATION_037) as it is, anything else as GIFT_CARD_BALANCE_CHANGED.
 */
export async function redeemTenders(
  tenders: TenderRedemption,
  orders: OrdersRepository,
  order: {
    customerId: number;
    customerOrderId: string;
    totalPence: number;
    /** Each gift card's amount as the money rule planned it (issue 21). */
    plannedCards?: readonly { serialNumber: string; amount: number }[];
  },
): Promise<
  | { redeemedPence: number }
  | { refusal: { code: PlacementFailureCode; detail?: Record<string, unknown> } }
> {
  const redeemed = await tenders.redeem(
    order.customerId,
    order.customerOrderId,
    order.totalPence,
    order.plannedCards,
  );
  if (redeemed.outcome === 'refused') {
    const code =
      redeemed.failure.code === 'ORDER_ORCHESTRATION_037'
        ? 'ORDER_ORCHESTRATION_037'
        : 'GIFT_CARD_BALANCE_CHANGED';
    return {
      refusal: { code, ...(redeemed.failure.detail ? { detail: redeemed.failure.detail } : {}) },
    };
  }
  const redeemedPence = order.totalPence - redeemed.value.toPay.amount;
  await orders.recordRedemption({
    customerOrderId: order.customerOrderId,
    customerId: order.customerId,
    redeemedPence,
    amountToPayPence: amountLeftToPay(order.totalPence, redeemedPence),
  });
  return { redeemedPence };
}
