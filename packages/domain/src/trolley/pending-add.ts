import type { Quantity } from '../catalogue/catalogue.types.ts';
import { canPersonalise } from '../catalogue/product-display.ts';
import { decrementQuantity, incrementQuantity, normaliseQuantity } from '../quantity/quantity.ts';
import type { QueueItem } from './trolley-queue.ts';

/**
 * The sign-in hand-over (spec doc 1 §4, doc 3 §4 "Trolley helpers"): an add-to-trolley made
 * while signed out is saved, and applied once the shopper has signed in:
 * - the line is not in the trolley: it is added;
 * - it is, in the same unit: the quantities are summed (a saved negative amount takes off);
 * - it is, in another unit: the line moves one step in its own unit, down if the saved amount
 *   was negative;
 * - the product takes a personalised message: it is always a new line.
 * Quantities follow the unit rules (quantity.ts): a sum past the maximum stops at it, and a
 * sum at or below 0 removes the line.
 */

export interface PendingAdd {
  lineNumber: string;
  productId: string;
  /** May be negative: a saved step down. */
  quantity: Quantity;
  personalisedMessage?: string | null;
}

export type PendingAddPlan =
  | { kind: 'ADD'; quantity: Quantity }
  | { kind: 'ADD_NEW_LINE'; quantity: Quantity; personalisedMessage: string | null }
  | { kind: 'UPDATE'; trolleyItemId: number; quantity: Quantity }
  | { kind: 'NOTHING' };

export function planPendingAdd(
  pending: PendingAdd,
  existing: Pick<QueueItem, 'trolleyItemId' | 'quantity'> | null | undefined,
  product: { maxPersonalisedMessageLength: number | null },
): PendingAddPlan {
  const { uom } = pending.quantity;
  const added = normaliseQuantity(pending.quantity.amount, uom);
  if (canPersonalise(product.maxPersonalisedMessageLength)) {
    return added > 0
      ? {
          kind: 'ADD_NEW_LINE',
          quantity: { amount: added, uom },
          personalisedMessage: pending.personalisedMessage ?? null,
        }
      : { kind: 'NOTHING' };
  }
  if (!existing || existing.quantity.amount <= 0) {
    return added > 0 ? { kind: 'ADD', quantity: { amount: added, uom } } : { kind: 'NOTHING' };
  }
  const current = existing.quantity;
  const amount =
    current.uom === uom
      ? normaliseQuantity(current.amount + pending.quantity.amount, uom)
      : pending.quantity.amount < 0
        ? decrementQuantity(current.amount, current.uom)
        : incrementQuantity(current.amount, current.uom);
  if (amount === current.amount) return { kind: 'NOTHING' };
  return {
    kind: 'UPDATE',
    trolleyItemId: existing.trolleyItemId,
    quantity: { amount, uom: current.uom },
  };
}
