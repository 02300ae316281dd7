import type { Money, Quantity } from '../catalogue/catalogue.types.ts';
import type { QueueItem, TrolleyQueueState } from './trolley-queue.ts';

/**
 * What the page frame knows of the shopper's trolley (decision 0032): the header's count and
 * total, and the lines, so the add buttons of cached catalogue pages become steppers showing the
 * shopper's own quantities. It travels in the viewer fragment, never in a shared page.
 */
export interface ViewerTrolley {
  /** The open trolley's customer order id; null when anonymous. */
  orderId: string | null;
  /** Items in the trolley (`trolleyItemCount`), shown 99+ above 99. */
  itemCount: number;
  /** The item total after offers, in pence. */
  total: number;
  lines: QueueItem[];
}

export const EMPTY_VIEWER_TROLLEY: ViewerTrolley = Object.freeze({
  orderId: null,
  itemCount: 0,
  total: 0,
  lines: Object.freeze([]) as unknown as QueueItem[],
}) as ViewerTrolley;

/**
 * The header's item count: a line in items counts its quantity, a weighed line (kilograms,
 * grams, pounds) counts once, and a line at 0 (being removed) not at all.
 */
export function trolleyItemCount(lines: readonly { quantity: Quantity }[]): number {
  let count = 0;
  for (const { quantity } of lines) {
    if (!(quantity.amount > 0)) continue;
    count += quantity.uom === 'C62' ? Math.round(quantity.amount) : 1;
  }
  return count;
}

/** A trolley line as the trolley queue keeps it, from the trolley's answer. */
export function queueItemOf(item: {
  trolleyItemId: number;
  lineNumber: string;
  productId: string;
  quantity: Quantity;
  canSubstitute: boolean;
  noteToShopper: string | null;
  personalisedMessage: string | null;
}): QueueItem {
  return {
    trolleyItemId: item.trolleyItemId,
    lineNumber: item.lineNumber,
    productId: item.productId,
    quantity: { amount: item.quantity.amount, uom: item.quantity.uom },
    canSubstitute: item.canSubstitute,
    noteToShopper: item.noteToShopper ?? null,
    personalisedMessage: item.personalisedMessage ?? null,
  };
}

/** The viewer's trolley from the trolley as the trolley context answers it. */
export function viewerTrolleyOf(trolley: {
  orderId: string;
  trolleyItems: readonly Parameters<typeof queueItemOf>[0][];
  trolleyTotals: { itemTotalEstimatedCost: Money };
}): ViewerTrolley {
  const lines = trolley.trolleyItems.map(queueItemOf);
  return {
    orderId: trolley.orderId,
    itemCount: trolleyItemCount(lines),
    total: trolley.trolleyTotals.itemTotalEstimatedCost.amount,
    lines,
  };
}

/**
 * Whether an add is loading (spec doc 3 §4: what the abandoned_trolley_update event waits on):
 * an add or an undo's re-add is in flight, or a line not in the trolley yet waits its turn.
 */
export function isAddLoading(state: TrolleyQueueState): boolean {
  const kind = state.inFlight?.call.kind;
  if (kind === 'ADD_ITEM' || kind === 'REPLACE_ITEM') return true;
  if (kind === 'UPDATE_ITEMS' && state.inFlight?.call.items.some((i) => i.trolleyItemId < 0)) {
    return true;
  }
  return state.queue.some(
    (entry) =>
      entry.kind === 'LINE' &&
      !state.items.some((item) => item.lineNumber === entry.lineNumber) &&
      state.optimistic.some(
        (wanted) => wanted.item.lineNumber === entry.lineNumber && wanted.item.quantity.amount > 0,
      ),
  );
}
