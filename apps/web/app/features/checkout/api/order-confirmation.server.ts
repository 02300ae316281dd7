import type { Identity } from '@grocer/domain/identity/identity';
import type { OrderTotals } from '@grocer/domain/orders/order-totals';
import type { OrderView } from '@grocer/server/contexts/orders/orders.contract';
import type { CurrentSlot } from '@grocer/server/contexts/slots/slots.contract';
import type { TrolleyTotals } from '@grocer/server/contexts/trolley/trolley.contract';
import { data, type RouterContextProvider } from 'react-router';
import { getServices } from '../../../lib/services.server.ts';

export interface OrderConfirmationData {
  customerOrderId: string;
  status: OrderView['status'];
  slot: Pick<
    CurrentSlot,
    'slotType' | 'slotDate' | 'startDateTime' | 'endDateTime' | 'addressSummary' | 'branchName'
  > | null;
  lineCount: number;
  totals: {
    items: number;
    deliveryCharge: number;
    depositCharge: number;
    savings: number;
    total: number;
    giftCardsAndVouchers: number;
    paymentCard: number;
  };
}

/** The order as placed (decision 0044): another customer's, or none, is 404. */
export async function orderConfirmationData(
  context: Readonly<RouterContextProvider>,
  identity: Identity,
  customerOrderId: string | undefined,
): Promise<OrderConfirmationData> {
  const order =
    customerOrderId && /^\d{1,20}$/.test(customerOrderId)
      ? await getServices(context).orders.getOrder(identity, customerOrderId)
      : null;
  if (!order) throw data({ message: 'No such order.' }, { status: 404 });
  const totals = order.totals as TrolleyTotals & { estimated?: OrderTotals | null };
  // The money rule's totals as placement charged them (issue 21); older orders had no promo.
  const estimated = totals.estimated;
  const slot = order.slot as CurrentSlot | null;
  return {
    customerOrderId: order.customerOrderId,
    status: order.status,
    slot: slot
      ? {
          slotType: slot.slotType,
          slotDate: slot.slotDate,
          startDateTime: slot.startDateTime,
          endDateTime: slot.endDateTime,
          addressSummary: slot.addressSummary,
          branchName: slot.branchName,
        }
      : null,
    lineCount: order.lines.length,
    totals: estimated
      ? {
          items: estimated.orderLines,
          deliveryCharge: estimated.deliveryCharge,
          depositCharge: estimated.depositCharge,
          savings: estimated.totalSavings,
          total: estimated.totalPrice,
          giftCardsAndVouchers: estimated.giftCards + estimated.giftVouchers,
          paymentCard: estimated.toPay,
        }
      : {
          items: totals.itemTotalEstimatedCost.amount,
          deliveryCharge: totals.deliveryCharge.amount,
          depositCharge: totals.totalDepositCharge.amount,
          savings: totals.savingsFromOffersAndIncentives.amount,
          total: totals.totalEstimatedCost.amount,
          giftCardsAndVouchers: order.redeemedPence,
          paymentCard: order.amountToPayPence,
        },
  };
}
