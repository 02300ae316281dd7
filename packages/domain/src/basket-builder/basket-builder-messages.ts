/** What the basket builder says on the trolley page (decision 0095). */

export const BASKET_BUILDER_HEADING = 'Build your basket';
export const BASKET_BUILDER_INTRO =
  'Picked for this trolley from what you usually buy and what shoppers with trolleys like yours add.';
export const BASKET_BUILDER_TOP_PICK = 'Top pick';
export const BASKET_BUILDER_MORE = 'More suggestions';
export const BASKET_BUILDER_NOT_ADDED = 'Recommended items not added';

/** 'Add 3 recommended items' (one press puts them all in the trolley). */
export function addRecommendedLabel(count: number): string {
  return `Add ${count} recommended ${count === 1 ? 'item' : 'items'}`;
}

/** 'Estimated £4.35 for the 3 recommended items'. */
export function estimatedPriceText(formattedPrice: string, count: number): string {
  return `Estimated ${formattedPrice} for the ${count} recommended ${count === 1 ? 'item' : 'items'}`;
}
