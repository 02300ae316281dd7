import type { Quantity, Uom } from '../catalogue/catalogue.types.ts';
import {
  decrementQuantity,
  formatQuantity,
  incrementQuantity,
  normaliseQuantity,
  UNIT_LIMITS,
} from '../quantity/quantity.ts';

/**
 * The add button and the stepper that replaces it once the product is in the trolley, on the
 * unit rules of quantity.ts: the first press adds the product's default quantity, + and − move
 * one step, and − from the unit's minimum reaches 0, which removes the line.
 */

export type StepperView =
  | { kind: 'ADD_BUTTON' }
  | {
      kind: 'STEPPER';
      quantity: Quantity;
      /** '2', '0.5kg', '200g'. */
      label: string;
      canIncrease: boolean;
    };

export function stepperView(inTrolley: Quantity | null | undefined): StepperView {
  if (!inTrolley || !(inTrolley.amount > 0)) return { kind: 'ADD_BUTTON' };
  return {
    kind: 'STEPPER',
    quantity: inTrolley,
    label: formatQuantity(inTrolley.amount, inTrolley.uom),
    canIncrease: inTrolley.amount < UNIT_LIMITS[inTrolley.uom].max,
  };
}

/** The first press: the product's default quantity, or its unit's default when it has none. */
export function firstAddQuantity(
  defaultQuantity: Quantity | null | undefined,
  uom?: Uom,
): Quantity {
  const unit = uom ?? defaultQuantity?.uom ?? 'C62';
  const amount =
    defaultQuantity && defaultQuantity.uom === unit
      ? normaliseQuantity(defaultQuantity.amount, unit)
      : 0;
  return { amount: amount > 0 ? amount : UNIT_LIMITS[unit].default, uom: unit };
}

export function stepUp(current: Quantity): Quantity {
  return { amount: incrementQuantity(current.amount, current.uom), uom: current.uom };
}

/** One step down; 0 means the line is removed. */
export function stepDown(current: Quantity): Quantity {
  return { amount: decrementQuantity(current.amount, current.uom), uom: current.uom };
}
