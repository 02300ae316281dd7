import { categoryUrlName } from '@grocer/domain/catalogue/catalogue-urls';

/** Router paths (React Router adds the `/ecom` basename). */
export const MEAL_DEALS_ROUTE = '/shop/featured/meal-deals';

/**
 * The meal deal promo path (spec doc 3 §2): `{mealDealId}` is the promotion id mapped to a name,
 * `meal-deal-5-50001` for promotion 50001 'Meal deal £5' (decision 0092). The id decides; the
 * name only reads well.
 */
export function mealDealHref(promotionId: number, name: string): string {
  const slug = categoryUrlName(name).replace(/_/g, '-');
  return `${MEAL_DEALS_ROUTE}/${slug ? `${slug}-` : ''}${promotionId}`;
}

/** The promotion id at the end of a `{mealDealId}` segment; null when there is none. */
export function parseMealDealId(segment: string): number | null {
  const match = /(?:^|-)(\d{1,12})$/.exec(segment);
  return match ? Number(match[1]) : null;
}
