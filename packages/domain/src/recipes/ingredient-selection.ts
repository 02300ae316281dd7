/**
 * What a recipe page offers to put in the trolley (spec doc 3 §3, §4; doc 1 §5; issue 26): the
 * shoppable ingredients, split into store cupboard and the rest, each with the product it maps
 * to, the amount selected (in the product's unit), swapped and duplicate flags.
 *
 * Defaults: a store-cupboard item 0 (the shopper likely has salt), others 1 pack, and a product
 * a line earlier already takes (two ingredients mapping to one product) 0, flagged duplicate.
 * The selection is only the lines with an amount above zero. Swapping a line for one of its
 * alternatives sets `swapped`.
 */

import { type Measure, packsNeeded, scaleAmount } from './recipe-measures.ts';

/** The least and most servings a shopper can scale a recipe to (ours; the spec shows none). */
export const RECIPE_SERVINGS_MIN = 1;
export const RECIPE_SERVINGS_MAX = 12;

export interface IngredientLine {
  /** The ingredient's id within its recipe. */
  ingredientId: string;
  /** The product it maps to now (its own or, once swapped, an alternative). */
  lineNumber: string;
  storeCupboard: boolean;
  /** Packs (or the product's unit) to add. */
  amountSelected: number;
  swapped: boolean;
  /** An earlier line already maps to this product. */
  duplicateItem: boolean;
}

/**
 * Spec doc 3 §4: duplicates 0, store cupboard 0, others 1 (or `packs`, when servings call for
 * more than one pack).
 */
export function defaultAmountSelected(line: {
  storeCupboard: boolean;
  duplicateItem: boolean;
  packs?: number;
}): number {
  if (line.duplicateItem || line.storeCupboard) return 0;
  return Math.max(1, line.packs ?? 1);
}

/**
 * The page's first selection: each ingredient in order, a product seen on an earlier line
 * flagged duplicate, amounts at their defaults, none swapped.
 */
export function defaultSelection(
  ingredients: readonly {
    ingredientId: string;
    lineNumber: string;
    storeCupboard: boolean;
    packs?: number;
  }[],
): IngredientLine[] {
  const seen = new Set<string>();
  return ingredients.map((ingredient) => {
    const duplicateItem = seen.has(ingredient.lineNumber);
    seen.add(ingredient.lineNumber);
    return {
      ingredientId: ingredient.ingredientId,
      lineNumber: ingredient.lineNumber,
      storeCupboard: ingredient.storeCupboard,
      duplicateItem,
      swapped: false,
      amountSelected: defaultAmountSelected({ ...ingredient, duplicateItem }),
    };
  });
}

/** The lines as the page shows them: store cupboard apart from the rest, order kept. */
export function splitStoreCupboard<T extends { storeCupboard: boolean }>(
  lines: readonly T[],
): { storeCupboard: T[]; nonStoreCupboard: T[] } {
  return {
    storeCupboard: lines.filter((line) => line.storeCupboard),
    nonStoreCupboard: lines.filter((line) => !line.storeCupboard),
  };
}

/** Spec doc 1 §5, doc 3 §4: the selection is the lines with an amount above zero. */
export function selectedLines<T extends { amountSelected: number }>(lines: readonly T[]): T[] {
  return lines.filter((line) => line.amountSelected > 0);
}

/** How many lines the selection holds ("Add 6 items to trolley"). */
export function selectionCount(lines: readonly { amountSelected: number }[]): number {
  return selectedLines(lines).length;
}

/**
 * The selection as trolley lines: one per product, amounts of lines on the same product summed
 * (a duplicate the shopper raised above 0 adds to its product, it never makes a second line).
 */
export function selectionForTrolley(
  lines: readonly { lineNumber: string; amountSelected: number }[],
): { lineNumber: string; quantity: number }[] {
  const byProduct = new Map<string, number>();
  for (const line of selectedLines(lines)) {
    byProduct.set(line.lineNumber, (byProduct.get(line.lineNumber) ?? 0) + line.amountSelected);
  }
  return [...byProduct].map(([lineNumber, quantity]) => ({ lineNumber, quantity }));
}

/** A line's amount changed (0 takes it out of the selection); amounts are never negative. */
export function setAmountSelected<T extends IngredientLine>(
  lines: readonly T[],
  ingredientId: string,
  amount: number,
): T[] {
  const safe = Number.isFinite(amount) && amount > 0 ? amount : 0;
  return lines.map((line) =>
    line.ingredientId === ingredientId ? { ...line, amountSelected: safe } : line,
  );
}

/**
 * Spec doc 3 §4: an ingredient swapped for an alternative product: its line number changes and
 * it is flagged swapped. A line the swap turns into a product an earlier line has, or out of
 * one, has its duplicate flag recomputed; amounts stay as the shopper set them.
 */
export function swapIngredient<T extends IngredientLine>(
  lines: readonly T[],
  ingredientId: string,
  alternativeLineNumber: string,
): T[] {
  const swapped = lines.map((line) =>
    line.ingredientId === ingredientId
      ? { ...line, lineNumber: alternativeLineNumber, swapped: true }
      : line,
  );
  const seen = new Set<string>();
  return swapped.map((line) => {
    const duplicateItem = seen.has(line.lineNumber);
    seen.add(line.lineNumber);
    return line.duplicateItem === duplicateItem ? line : { ...line, duplicateItem };
  });
}

/** Spec doc 3 §4: pimsError, true when no ingredient has products (nothing to shop). */
export function pimsError(ingredients: readonly { products: readonly unknown[] }[]): boolean {
  return ingredients.every((ingredient) => ingredient.products.length === 0);
}

/**
 * Packs of a product a recipe needs at `servings`: the recipe's amount scaled and rounded up to
 * whole packs, at least 1; 1 when the amount and the pack cannot be compared.
 */
export function packsForServings(input: {
  amount: Measure | null;
  pack: Measure | null;
  recipeServings: number;
  servings: number;
}): number {
  if (!input.amount || !input.pack) return 1;
  const scaled = {
    amount: scaleAmount(input.amount.amount, input.recipeServings, input.servings),
    unit: input.amount.unit,
  };
  return Math.max(1, packsNeeded(scaled, input.pack) ?? 1);
}

/** Servings the page accepts: whole, within 1-12; anything else is the recipe's own. */
export function clampServings(value: unknown, recipeServings: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) return recipeServings;
  return Math.min(RECIPE_SERVINGS_MAX, Math.max(RECIPE_SERVINGS_MIN, number));
}
