import type { Identity } from '@grocer/domain/identity/identity';
import { placedTotalPence } from '@grocer/domain/orders/order-totals';
import type { OrderView } from './orders.contract.ts';

/**
 * The order confirmation email (issue 13, decision 0044), queued through the mail context's outbox
 * when an order becomes PLACED. What it needs of the mail and identity contexts is declared here,
 * so the orders context depends on the shapes it uses, not on their files.
 */
export interface OrderConfirmationMailer {
  enqueue(request: {
    to: string;
    template: 'order-confirmation';
    data: {
      customerOrderId: string;
      firstName?: string;
      slot: string;
      lineCount: number;
      totalPence: number;
      toPayPence: number;
      orderUrl: string;
    };
  }): Promise<unknown>;
}

export interface OrderCustomerLookup {
  get(customerId: number): Promise<{ email: string; firstName: string } | null>;
}

interface SlotSnapshot {
  slotType?: string;
  startDateTime?: string;
  endDateTime?: string;
}

const day = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const time = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'Delivery, Friday 27 November, 10:00 to 11:00' (London wall-clock). */
export function slotText(slot: unknown): string {
  const s = (slot ?? {}) as SlotSnapshot;
  if (!s.startDateTime || !s.endDateTime) return 'No slot';
  const start = new Date(s.startDateTime);
  const kind = s.slotType === 'DELIVERY' ? 'Delivery' : 'Collection';
  return `${kind}, ${day.format(start)}, ${time.format(start)} to ${time.format(new Date(s.endDateTime))}`;
}

/**
 * The order's total price in pence as placement worked it out with the money rule (issue 21):
 * after its promo code, before gift cards and vouchers; what was redeemed and authorised together.
 */
export function orderTotalPence(order: OrderView): number {
  return placedTotalPence(order.totals) ?? order.redeemedPence + order.amountToPayPence;
}

/**
 * The placement's `onPlaced` hook: queues the email to the customer's address. A failure is
 * reported, never thrown: the order is placed whether or not the email can be queued.
 */
export function orderConfirmationMailHook(deps: {
  mail: OrderConfirmationMailer;
  customers: OrderCustomerLookup;
  publicOrigin: string;
  onError(error: unknown, customerOrderId: string): void;
}): (identity: Identity, order: OrderView) => Promise<void> {
  return async (identity, order) => {
    try {
      const customer = await deps.customers.get(identity.customerId);
      if (!customer) return;
      await deps.mail.enqueue({
        to: customer.email,
        template: 'order-confirmation',
        data: {
          customerOrderId: order.customerOrderId,
          ...(customer.firstName ? { firstName: customer.firstName } : {}),
          slot: slotText(order.slot),
          lineCount: order.lines.length,
          totalPence: orderTotalPence(order),
          toPayPence: order.amountToPayPence,
          orderUrl: `${deps.publicOrigin}/ecom/order-confirmation/${order.customerOrderId}`,
        },
      });
    } catch (error) {
      deps.onError(error, order.customerOrderId);
    }
  };
}
