import type { RecipeRating } from '@grocer/server/contexts/recipes/recipes.contract';

/**
 * The recipe page's two forms (decision 0084): Add to trolley (each shoppable ingredient's
 * product and amount) and the rating (1-5 stars), their field names, how they are read back and
 * what they answer. Both are plain POST forms to the recipe's own page, so they work without
 * JavaScript; with it the router submits them (navigation forms: the frame reads the viewer again).
 * How they are read back is in recipe-form-read.ts, which only the page's action imports: its
 * schemas (zod) stay out of the page's script.
 */

export const ADD_INTENT = 'add';
export const RATE_INTENT = 'rate';
export const INGREDIENT_FIELD = 'ingredient';
export const lineField = (ingredientId: number) => `line-${ingredientId}`;
export const amountField = (ingredientId: number) => `amount-${ingredientId}`;
export const MAX_AMOUNT = 99;

/** What Add to trolley did, as the page shows it. */
export type AddResult =
  | {
      intent: typeof ADD_INTENT;
      ok: true;
      added: SummaryLine[];
      alreadyInTrolley: SummaryLine[];
      unavailable: { lineNumber: string; name: string; message: string }[];
      toCheck: { lineNumber: string; name: string; message: string }[];
    }
  | { intent: typeof ADD_INTENT; ok: false; message: string };

export interface SummaryLine {
  lineNumber: string;
  name: string;
  quantity: string;
}

/** What a rating did: the new average and count, or that this shopper has rated already. */
export type RateResult =
  | { intent: typeof RATE_INTENT; ok: true; rating: Omit<RecipeRating, 'customerRating'> }
  | { intent: typeof RATE_INTENT; ok: false; alreadySubmitted: boolean; message: string };
