const time = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});

const shortDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

const valid = (iso: string | null | undefined) => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** `Fri 12 Jun 2026`, London time (server and browser print the same). */
export function formatOrderDate(iso: string): string {
  const date = valid(iso);
  return date ? shortDate.format(date).replace(',', '') : '';
}

/** `Fri 12 Jun 2026, 09:00–10:00`. */
export function formatSlotWindow(start: string, end: string): string {
  const from = valid(start);
  const to = valid(end);
  if (!from || !to) return '';
  return `${formatOrderDate(start)}, ${time.format(from)}–${time.format(to)}`;
}

/** `Thu 11 Jun, 21:00`. */
export function formatDateTime(iso: string): string {
  const date = valid(iso);
  return date ? dateTime.format(date).replace(',', '') : '';
}

const STATUS_TEXT: Record<string, string> = {
  PLACED: 'Placed',
  AMENDING: 'Being amended',
  FULFIL: 'Being prepared',
  PICKED: 'Picked',
  PAYMENT_FAILED: 'Payment needed',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  PAID: 'Paid',
  REFUND_PENDING: 'Refund pending',
  PENDING: 'Awaiting payment',
};

export function orderStatusText(status: string): string {
  return STATUS_TEXT[status] ?? status;
}

const SLOT_TYPE_TEXT: Record<string, string> = {
  DELIVERY: 'Delivery',
  GROCERY_COLLECTION: 'Collection',
  ENTERTAINING_COLLECTION: 'Entertaining collection',
};

export function slotTypeText(type: string): string {
  return SLOT_TYPE_TEXT[type] ?? type;
}
