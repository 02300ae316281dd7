import { MAX_RATING_STARS, ratingStars } from '../catalogue/product-display.ts';

/**
 * Recipe ratings (spec doc 3 §3, §4, §9): an average of 1-5 stars, shown rounded to the
 * nearest half star (the catalogue's one rule, `ratingStars`); a signed-in shopper rates a
 * recipe once.
 */

export const RECIPE_RATING_MIN = 1;
export const RECIPE_RATING_MAX = MAX_RATING_STARS;

/** `3.74` → `3.5`, `3.75` → `4`; within 0-5 (0: no ratings yet). The products' rule. */
export const roundToHalfStar: (average: number) => number = ratingStars;

/** Whether a submitted rating is one a shopper may give: a whole number of stars, 1-5. */
export function isValidRating(stars: number): boolean {
  return Number.isInteger(stars) && stars >= RECIPE_RATING_MIN && stars <= RECIPE_RATING_MAX;
}

/** The average and count after one more rating. */
export function addRating(
  current: { average: number; totalRatings: number },
  stars: number,
): { average: number; totalRatings: number } {
  const totalRatings = current.totalRatings + 1;
  const average = (current.average * current.totalRatings + stars) / totalRatings;
  return { average, totalRatings };
}

/** How each of five stars is filled for a rounded rating: `3.5` → full ×3, half, empty. */
export function starFills(rating: number): ('full' | 'half' | 'empty')[] {
  const rounded = roundToHalfStar(rating);
  return Array.from({ length: RECIPE_RATING_MAX }, (_, index) => {
    if (rounded >= index + 1) return 'full';
    if (rounded >= index + 0.5) return 'half';
    return 'empty';
  });
}
