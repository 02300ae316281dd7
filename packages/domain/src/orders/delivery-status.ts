import type { OrderStatus } from './order-status.ts';

/**
 * The delivery status block of an order (spec doc 2 §3 "Delivery status per order": status, ETA
 * start and end, tracking ETA, runningLate, driverName; decision 0041). No vehicle tracking
 * exists, so the ETA is the booked slot's window, tracking is never offered and nobody runs late.
 */

export type DeliveryStatusName = 'BOOKED' | 'BEING_PREPARED' | 'READY' | 'DELIVERED' | 'CANCELLED';

export interface DeliveryStatus {
  status: DeliveryStatusName;
  /** Shown to the shopper. */
  text: string;
  etaStart: string | null;
  etaEnd: string | null;
  trackingEtaStart: null;
  trackingEtaEnd: null;
  runningLate: false;
  driverName: null;
}

const TEXT: Record<DeliveryStatusName, string> = {
  BOOKED: 'Booked',
  BEING_PREPARED: 'Being prepared',
  READY: 'Ready',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

function nameOf(status: OrderStatus): DeliveryStatusName {
  switch (status) {
    case 'CANCELLED':
      return 'CANCELLED';
    case 'FULFIL':
      return 'BEING_PREPARED';
    case 'PICKED':
    case 'PAYMENT_FAILED':
      return 'READY';
    case 'COMPLETED':
    case 'PAID':
    case 'REFUND_PENDING':
      return 'DELIVERED';
    default:
      return 'BOOKED';
  }
}

export function deliveryStatus(
  status: OrderStatus,
  slot: { startDateTime: string; endDateTime: string } | null,
): DeliveryStatus {
  const name = nameOf(status);
  const showEta =
    slot !== null && (name === 'BOOKED' || name === 'BEING_PREPARED' || name === 'READY');
  return {
    status: name,
    text: TEXT[name],
    etaStart: showEta ? slot.startDateTime : null,
    etaEnd: showEta ? slot.endDateTime : null,
    trackingEtaStart: null,
    trackingEtaEnd: null,
    runningLate: false,
    driverName: null,
  };
}
