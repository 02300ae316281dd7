import type { SlotType } from '../trolley/booked-slot.ts';

/**
 * Minimum order values (spec doc 1 §9, doc 2 §9): grocery collection defaults to £40 and
 * entertaining collection has none. The spec does not give the delivery minimum; £40 is the
 * default here too. These are defaults: the server reads the values from its configuration
 * and passes them in, so a retailer changes them without a code change.
 */
export interface MinimumOrderValues {
  deliveryPence: number;
  groceryCollectionPence: number;
  entertainingCollectionPence: number;
}

export const DEFAULT_MINIMUM_ORDER_VALUES: Readonly<MinimumOrderValues> = Object.freeze({
  deliveryPence: 4000,
  groceryCollectionPence: 4000,
  entertainingCollectionPence: 0,
});

/**
 * The minimum the item total must reach for the slot. With no slot (or an undefined one) the
 * lower of the delivery and grocery collection minimums: the least the shopper could check
 * out with once they book.
 */
export function minimumOrderValueFor(
  slotType: SlotType | null | undefined,
  values: MinimumOrderValues,
): number {
  switch (slotType) {
    case 'DELIVERY':
    case 'DELIVERY_SERVICE':
      return values.deliveryPence;
    case 'GROCERY_COLLECTION':
      return values.groceryCollectionPence;
    case 'ENTERTAINING_COLLECTION':
      return values.entertainingCollectionPence;
    default:
      return Math.min(values.deliveryPence, values.groceryCollectionPence);
  }
}

/** How much more the shopper must spend (0 once the minimum is met). */
export function minimumSpendShortfallPence(itemTotalPence: number, minimumPence: number): number {
  return Math.max(0, Math.round(minimumPence) - Math.round(itemTotalPence));
}
