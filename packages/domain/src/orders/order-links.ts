import type { OrderStatus } from './order-status.ts';

/**
 * Which actions the server offers on an order (spec doc 2 §3 Order links, §4 "cancel and amend
 * actions follow the server-provided links"; decision 0041). One rule decides all three, so the
 * pages, the REST answer and the cancel workflow cannot disagree: while the order is PLACED and
 * `now` is before its amend cut-off, it may be amended, have its slot changed, or be cancelled.
 * An AMENDING order offers none of them: the shopper finishes or cancels the amend first (the
 * amend hub, S2). After the cut-off, or in any other status, nothing is offered.
 */

export type OrderLinkRel = 'init-amend' | 'init-changeslot' | 'cancel';

export interface OrderLink {
  rel: OrderLinkRel;
  title: string;
  href: string;
  method: 'POST';
}

/** The statuses from which a shopper may cancel (before the cut-off). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['PLACED'];

export interface OrderLinkFacts {
  customerOrderId: string;
  status: OrderStatus;
  /** The slot's amendOrderCutoffDateTime; null when the order has no slot. */
  amendOrderCutoff: Date | null;
}

/** Before the cut-off: the order may still be changed or cancelled. */
export function beforeAmendCutoff(amendOrderCutoff: Date | null, now: Date): boolean {
  return amendOrderCutoff !== null && now.getTime() < amendOrderCutoff.getTime();
}

/** Whether the shopper may cancel the order now (the cancel workflow's check). */
export function isCancellable(facts: Omit<OrderLinkFacts, 'customerOrderId'>, now: Date): boolean {
  return (
    CANCELLABLE_STATUSES.includes(facts.status) && beforeAmendCutoff(facts.amendOrderCutoff, now)
  );
}

export function orderLinks(facts: OrderLinkFacts, now: Date): OrderLink[] {
  if (!isCancellable(facts, now)) return [];
  const base = `/api/orders/v1/orders/${facts.customerOrderId}`;
  return [
    { rel: 'init-amend', title: 'Amend order', href: `${base}/amend`, method: 'POST' },
    { rel: 'init-changeslot', title: 'Change slot', href: `${base}/change-slot`, method: 'POST' },
    { rel: 'cancel', title: 'Cancel order', href: `${base}/cancel`, method: 'POST' },
  ];
}

export function hasLink(links: readonly { rel: string }[], rel: OrderLinkRel): boolean {
  return links.some((link) => link.rel === rel);
}
