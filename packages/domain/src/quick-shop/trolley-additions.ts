import type { Product, Quantity } from '../catalogue/catalogue.types.ts';
import { ITEM_NOT_AVAILABLE } from '../catalogue/catalogue-messages.ts';
import { productDisplayName } from '../catalogue/product-display.ts';
import { addRefusal } from '../trolley/add-refusal.ts';
import type { ConflictReason } from '../trolley/conflicts.ts';
import { notSoldInUnit } from '../trolley/trolley-messages.ts';
import { TEMPORARILY_UNAVAILABLE_NOT_ADDED, UNIT_NAMES } from './quick-shop-messages.ts';

/**
 * What one press of the quick shop (or shop from previous) puts in the trolley (issue 25;
 * decision 0082). The trolley's batch (updateTrolleyItems) is all or nothing, so what cannot be
 * added is taken out first, each with its reason, and offered a swap:
 * - refused by the trolley's own rule (`addRefusal`: no longer sold, sold out online, past its
 *   last order date);
 * - temporarily unavailable: the trolley would take it, but as an 'Unavailable Item(s)' line the
 *   shopper must then swap or remove, so it is offered the swap at once instead;
 * - asked for in a unit the product is no longer sold in.
 * A product already in the trolley is never lowered: one the trolley holds at least as much of
 * (in the same unit) is left as it is, so pressing twice does not double the shop.
 */

export type UnavailableReason =
  | Extract<
      ConflictReason,
      'NOT_SOLD' | 'SOLD_OUT_ONLINE' | 'PAST_CUT_OFF' | 'TEMPORARILY_UNAVAILABLE'
    >
  | 'UNIT_NOT_SOLD';

export interface WantedLine {
  lineNumber: string;
  quantity: Quantity;
}

export interface PlannedLine {
  lineNumber: string;
  productId: string;
  quantity: Quantity;
}

export interface UnavailableLine {
  lineNumber: string;
  /** Null when the catalogue no longer has the product. */
  productId: string | null;
  reason: UnavailableReason;
  /** What the shopper is told. */
  message: string;
}

export interface TrolleyAdditionsPlan {
  /** For the batch, in the order asked. */
  add: PlannedLine[];
  /** Already in the trolley at this quantity or more: left alone (the trolley's quantity). */
  alreadyInTrolley: PlannedLine[];
  unavailable: UnavailableLine[];
}

export function planTrolleyAdditions(input: {
  wanted: readonly WantedLine[];
  /** The catalogue's products by line number; a line number missing is not sold any more. */
  products: ReadonlyMap<string, Product>;
  /** The trolley's lines now (one per product; personalised lines left out by the caller). */
  inTrolley: readonly { lineNumber: string; productId: string; quantity: Quantity }[];
  now: Date;
}): TrolleyAdditionsPlan {
  const plan: TrolleyAdditionsPlan = { add: [], alreadyInTrolley: [], unavailable: [] };
  const held = new Map(input.inTrolley.map((line) => [line.lineNumber, line]));
  for (const { lineNumber, quantity } of input.wanted) {
    const product = input.products.get(lineNumber);
    const refusal = addRefusal(
      product?.id ?? lineNumber,
      product && {
        productId: product.id,
        lineNumber: product.lineNumber,
        name: product.name,
        availability: product.availability,
        productType: product.productType,
        leadTime: product.leadTime,
        restriction: product.restriction?.availableDates ?? null,
        cap: null,
      },
      input.now,
    );
    if (!product || refusal) {
      plan.unavailable.push({
        lineNumber,
        productId: product?.id ?? null,
        reason: (refusal?.reason ?? 'NOT_SOLD') as UnavailableReason,
        message: refusal?.message ?? ITEM_NOT_AVAILABLE,
      });
      continue;
    }
    const name = productDisplayName(product.name);
    if (product.availability === 'TEMPORARILY_UNAVAILABLE') {
      plan.unavailable.push({
        lineNumber,
        productId: product.id,
        reason: 'TEMPORARILY_UNAVAILABLE',
        message: TEMPORARILY_UNAVAILABLE_NOT_ADDED(name),
      });
      continue;
    }
    if (!product.weights.uoms.includes(quantity.uom)) {
      plan.unavailable.push({
        lineNumber,
        productId: product.id,
        reason: 'UNIT_NOT_SOLD',
        message: notSoldInUnit(name, UNIT_NAMES[quantity.uom]),
      });
      continue;
    }
    const line = { lineNumber, productId: product.id, quantity };
    const there = held.get(lineNumber);
    if (there && there.quantity.uom === quantity.uom && there.quantity.amount >= quantity.amount) {
      plan.alreadyInTrolley.push({ ...line, quantity: there.quantity });
    } else {
      plan.add.push(line);
    }
  }
  return plan;
}
