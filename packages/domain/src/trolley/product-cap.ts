import type { Quantity } from '../catalogue/catalogue.types.ts';
import { formatQuantity, normaliseQuantity } from '../quantity/quantity.ts';
import { productCapMessage } from './trolley-messages.ts';

/**
 * Per-product caps (spec doc 1 §8): a product may limit how much one customer orders. A cap is
 * in one unit; a quantity in another unit is not compared (a cap in items says nothing about
 * kilograms).
 */

/** '6', '2kg': the limit as the cap message says it. */
export function capLimitText(cap: Quantity): string {
  return formatQuantity(cap.amount, cap.uom);
}

export interface CappedQuantity {
  quantity: Quantity;
  /** The 'you can only order …' message when the request was cut down, else null. */
  message: string | null;
}

/** The requested quantity, normalised and cut down to the cap, with the cap message if cut. */
export function capQuantity(requested: Quantity, cap: Quantity | null): CappedQuantity {
  const amount = normaliseQuantity(requested.amount, requested.uom);
  if (!cap || cap.uom !== requested.uom || !(cap.amount >= 0) || amount <= cap.amount) {
    return { quantity: { amount, uom: requested.uom }, message: null };
  }
  return {
    quantity: { amount: cap.amount, uom: requested.uom },
    message: productCapMessage(capLimitText(cap)),
  };
}

/** Spec: a failure message containing 'you can only order' raises the product cap lightbox. */
export function isProductCapMessage(message: string | null | undefined): boolean {
  return typeof message === 'string' && /you can only order/i.test(message);
}
