import type { Product, Quantity } from '../catalogue/catalogue.types.ts';
import { addRefusal } from '../trolley/add-refusal.ts';
import type { ConflictProduct } from '../trolley/conflicts.ts';
import { planPendingAdd } from '../trolley/pending-add.ts';
import type { QueueItem } from '../trolley/trolley-queue.ts';
import type { ShoppingListLine } from './shopping-list-rules.ts';

/**
 * "Add all items" of a shopping list (spec doc 3 §2, §4 "Add-all-items status: pending, fulfilled
 * or rejected, with a successful count"; decision 0081). A list's lines go to the trolley in one
 * batch, each as the trolley's sign-in hand-over adds a line (`planPendingAdd`): a product not in
 * the trolley is added at the list's quantity, one in it in the same unit gets the list's
 * quantity on top (up to the unit's maximum), one in another unit moves one step. Products the
 * trolley would refuse (no longer sold, sold out online, past their last order date: the
 * trolley's own `addRefusal`) and those sold no more in the list's unit are left out and named,
 * so one of them cannot stop the rest.
 */

/** Why a list line was not put in the trolley. */
export type AddAllSkip =
  /** The catalogue has it no more, or it cannot be ordered now (sold out online, past cut-off). */
  | 'NOT_AVAILABLE'
  /** It is sold no more in the unit the list holds. */
  | 'UNIT_NOT_SOLD'
  /** The trolley holds its unit's maximum already. */
  | 'AT_MAXIMUM';

/** A trolley line to write (the batch call's input): a positive trolleyItemId names the line. */
export interface AddAllLine {
  trolleyItemId?: number;
  lineNumber: string;
  productId: string;
  quantity: Quantity;
}

export interface AddAllPlan {
  lines: AddAllLine[];
  skipped: { lineNumber: string; reason: AddAllSkip }[];
}

/** What the trolley's conflict rules read of a catalogue product. */
export function conflictProductOf(product: Product): ConflictProduct {
  return {
    productId: product.id,
    lineNumber: product.lineNumber,
    name: product.name,
    availability: product.availability,
    productType: product.productType,
    leadTime: product.leadTime,
    restriction: product.restriction?.availableDates ?? null,
    cap: null,
  };
}

export function planAddAll(input: {
  items: readonly ShoppingListLine[];
  /** The catalogue's products of the list's lines; a line without one is no longer sold. */
  products: readonly Product[];
  /** The open trolley's lines. */
  trolley: readonly Pick<QueueItem, 'trolleyItemId' | 'lineNumber' | 'quantity'>[];
  now: Date;
}): AddAllPlan {
  const byLine = new Map(input.products.map((product) => [product.lineNumber, product]));
  const plan: AddAllPlan = { lines: [], skipped: [] };
  for (const item of input.items) {
    const product = byLine.get(item.lineNumber);
    const skip = (reason: AddAllSkip) => plan.skipped.push({ lineNumber: item.lineNumber, reason });
    if (!product || addRefusal(product.id, conflictProductOf(product), input.now)) {
      skip('NOT_AVAILABLE');
      continue;
    }
    if (!product.weights.uoms.includes(item.quantity.uom)) {
      skip('UNIT_NOT_SOLD');
      continue;
    }
    const existing = input.trolley.find(
      (line) => line.lineNumber === item.lineNumber && line.trolleyItemId > 0,
    );
    const step = planPendingAdd(
      { lineNumber: item.lineNumber, productId: product.id, quantity: item.quantity },
      existing,
      product,
    );
    const line = { lineNumber: item.lineNumber, productId: product.id };
    switch (step.kind) {
      case 'ADD':
      case 'ADD_NEW_LINE':
        plan.lines.push({ ...line, quantity: step.quantity });
        break;
      case 'UPDATE':
        plan.lines.push({ ...line, trolleyItemId: step.trolleyItemId, quantity: step.quantity });
        break;
      case 'NOTHING':
        skip('AT_MAXIMUM');
        break;
    }
  }
  return plan;
}

/**
 * The Add all items button's state (spec doc 3 §4): pending while the batch is under way, then
 * fulfilled with how many lines went in (and which did not), or rejected with why.
 */
export type AddAllState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'fulfilled'; successCount: number; skipped: number }
  | { status: 'rejected'; successCount: 0; message: string };
