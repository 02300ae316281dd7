import type { QueueItem, TrolleyCall, TrolleyFailure } from '@grocer/domain/trolley/trolley-queue';
import type {
  Trolley,
  TrolleyFlags,
  TrolleyItem,
} from '@grocer/server/contexts/trolley/trolley.contract';
import type { TrolleyCallResult } from '../app/features/trolley/api/trolley-api.ts';
import type { TrolleyStorePorts } from '../app/features/trolley/lib/trolley-store.ts';

const gbp = (amount: number) => ({ amount, currencyCode: 'GBP' as const });

/** A priced line as the trolley answers it: every item costs `unitPence`. */
export function pricedItem(item: QueueItem, unitPence = 100): TrolleyItem {
  const total = Math.round(item.quantity.amount * unitPence);
  return {
    ...item,
    reservedQuantity: 0,
    depositCharge: gbp(0),
    discounts: [],
    retailPrice: gbp(total),
    price: gbp(unitPence),
    saving: gbp(0),
    totalPrice: gbp(total),
    triggeredPromotions: [],
    untriggeredPromotions: [],
    expiredPromotionIds: [],
    estimated: item.quantity.uom !== 'C62',
    priced: true,
  };
}

/** A trolley as the server's GraphQL would answer it (with its flags), from its lines. */
export function trolleyOf(
  orderId: string,
  version: number,
  lines: QueueItem[],
): Trolley & TrolleyFlags {
  const items = lines.map((line) => pricedItem(line));
  const total = items.reduce((sum, item) => sum + item.totalPrice.amount, 0);
  return {
    orderId,
    version,
    amendingOrder: false,
    instantCheckout: false,
    slotChangeable: true,
    subPreference: null,
    trolleyItems: items,
    trolleyTotals: {
      collectionMinimumOrderValue: gbp(4000),
      deliveryMinimumOrderValue: gbp(4000),
      deliveryCharge: gbp(0),
      itemTotalEstimatedCost: gbp(total),
      totalEstimatedCost: gbp(total),
      totalDepositCharge: gbp(0),
      savingsFromOffers: gbp(0),
      savingsFromOffersAndIncentives: gbp(0),
      savingsFromLoyaltyScheme: gbp(0),
      minimumSpendThresholdMet: total >= 4000,
      trolleyItemCounts: { hardConflicts: 0, softConflicts: 0, noConflicts: items.length },
    },
    conflicts: [],
  };
}

/**
 * A trolley server in memory, standing in for GraphQL at the network's edge: it applies each
 * queue call as the real service would (by trolley item id; quantity 0 removes), answers with
 * the priced trolley, and can hold its answers back or refuse the next call.
 */
export function fakeTrolleyServer(orderId = '10000001', initial: QueueItem[] = []) {
  let lines = initial.map((line) => ({ ...line }));
  let version = 1;
  let nextId = 100;
  let refuseNext: TrolleyFailure | null = null;
  let held: (() => void)[] | null = null;
  const calls: TrolleyCall[] = [];
  let opened = 0;

  const upsert = (item: QueueItem): QueueItem | null => {
    const existing =
      lines.find((l) => l.trolleyItemId === item.trolleyItemId) ??
      lines.find((l) => l.lineNumber === item.lineNumber);
    if (item.quantity.amount === 0) {
      lines = lines.filter((l) => l !== existing);
      return null;
    }
    const stored = { ...item, trolleyItemId: existing?.trolleyItemId ?? nextId++ };
    lines = existing ? lines.map((l) => (l === existing ? stored : l)) : [...lines, stored];
    return stored;
  };

  const apply = (call: TrolleyCall): QueueItem[] => {
    switch (call.kind) {
      case 'ADD_ITEM':
      case 'REPLACE_ITEM':
      case 'UPDATE_ITEM':
      case 'REMOVE_ITEM': {
        const item =
          call.kind === 'REMOVE_ITEM'
            ? { ...call.item, quantity: { ...call.item.quantity, amount: 0 } }
            : call.item;
        const stored = upsert(item);
        return stored ? [stored] : [];
      }
      case 'UPDATE_ITEMS':
        return call.items.flatMap((item) => upsert(item) ?? []);
      case 'EMPTY_TROLLEY':
        lines = [];
        return [];
      case 'UPDATE_SUB_PREFERENCES':
        lines = lines.map((l) => ({ ...l, canSubstitute: call.canSubstitute }));
        return lines;
    }
  };

  const answer = (call: TrolleyCall): TrolleyCallResult => {
    calls.push(call);
    if (refuseNext) {
      const failure = refuseNext;
      refuseNext = null;
      return { ok: false, items: [], failure, trolleyError: false, trolley: null, notice: null };
    }
    const items = apply(call);
    version += 1;
    return {
      ok: true,
      items: items.map((item) => ({ ...item })),
      failure: null,
      trolleyError: false,
      trolley: trolleyOf(orderId, version, lines),
      notice: null,
    };
  };

  const ports: TrolleyStorePorts = {
    send(_orderId, call) {
      if (!held) return Promise.resolve(answer(call));
      const queue = held;
      return new Promise((resolve) => queue.push(() => resolve(answer(call))));
    },
    fetch: () => Promise.resolve(trolleyOf(orderId, version, lines)),
    openOrder: () => {
      opened += 1;
      return Promise.resolve(orderId);
    },
  };

  return {
    orderId,
    ports,
    calls,
    lines: () => lines,
    /** How many times the order was asked for (the page frame had none). */
    opened: () => opened,
    /** Answers wait until `release` (to see what the shopper sees meanwhile). */
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const go of waiting) go();
    },
    refuseNext(failure: TrolleyFailure) {
      refuseNext = failure;
    },
  };
}
