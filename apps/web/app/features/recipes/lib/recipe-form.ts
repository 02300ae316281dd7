import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import { isValidRating } from '@grocer/domain/recipes/recipe-rating';
import { MAX_BATCH_LINES } from '@grocer/domain/trolley/trolley-input.schema';
import type {
  RecipeRating,
  RecipeSelectionLine,
} from '@grocer/server/contexts/recipes/recipes.contract';

/**
 * The recipe page's two forms (decision 0084): Add to trolley (each shoppable ingredient's
 * product and amount) and the rating (1-5 stars), their field names, how they are read back and
 * what they answer. Both are plain POST forms to the recipe's own page, so they work without
 * JavaScript; with it the router submits them (navigation forms: the frame reads the viewer again).
 */

export const ADD_INTENT = 'add';
export const RATE_INTENT = 'rate';
export const INGREDIENT_FIELD = 'ingredient';
export const lineField = (ingredientId: number) => `line-${ingredientId}`;
export const amountField = (ingredientId: number) => `amount-${ingredientId}`;
export const MAX_AMOUNT = 99;

/**
 * The selection form read back: each ingredient's product and amount (whole packs, 0–99; 0 is
 * left out), or why there is nothing to add.
 */
export function readRecipeSelection(
  form: FormData,
): { ok: true; lines: RecipeSelectionLine[] } | { ok: false; message: string } {
  const ids = [...new Set(form.getAll(INGREDIENT_FIELD).map(String))];
  if (ids.length > MAX_BATCH_LINES) {
    return { ok: false, message: `Choose at most ${MAX_BATCH_LINES} ingredients at once.` };
  }
  const lines: RecipeSelectionLine[] = [];
  for (const id of ids) {
    if (!/^\d{1,9}$/.test(id)) return { ok: false, message: `Invalid ${INGREDIENT_FIELD}` };
    const ingredientId = Number(id);
    const lineNumber = lineNumberSchema.safeParse(form.get(lineField(ingredientId)));
    if (!lineNumber.success) return { ok: false, message: `Invalid ${lineField(ingredientId)}` };
    // An emptied box is 0, as the page counts it.
    const typed = String(form.get(amountField(ingredientId)) ?? '').trim() || '0';
    if (!/^\d{1,2}$/.test(typed)) {
      return { ok: false, message: `${amountField(ingredientId)}: a whole number from 0 to 99` };
    }
    const amountSelected = Number(typed);
    if (amountSelected > 0)
      lines.push({ ingredientId, lineNumber: lineNumber.data, amountSelected });
  }
  return lines.length === 0
    ? { ok: false, message: RECIPE_MESSAGES.NOTHING_SELECTED }
    : { ok: true, lines };
}

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

export function readRating(form: FormData): number | null {
  const value = Number(form.get('rating'));
  return isValidRating(value) ? value : null;
}
