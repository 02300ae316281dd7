import { lineNumberSchema } from '@grocer/domain/catalogue/product-ids.schema';
import { RECIPE_MESSAGES } from '@grocer/domain/recipes/recipe-messages';
import { isValidRating } from '@grocer/domain/recipes/recipe-rating';
import { MAX_BATCH_LINES } from '@grocer/domain/trolley/trolley-input.schema';
import type { RecipeSelectionLine } from '@grocer/server/contexts/recipes/recipes.contract';
import { amountField, INGREDIENT_FIELD, lineField } from './recipe-form.ts';

/**
 * The recipe page's forms read back (decision 0084), apart from their field names
 * (recipe-form.ts): only the page's action imports this, so its schemas never reach the browser.
 */

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

/** The rating form read back: 1-5 whole stars, or null. */
export function readRating(form: FormData): number | null {
  const value = Number(form.get('rating'));
  return isValidRating(value) ? value : null;
}
