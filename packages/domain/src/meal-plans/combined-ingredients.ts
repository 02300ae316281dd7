import { type Measure, packsNeeded, scaleAmount, toBaseUnits } from '../recipes/recipe-measures.ts';

/**
 * A meal plan's one shopping list (issue 26): the ingredients of every planned meal, each
 * scaled to the meal's servings, combined into one line per product and summed into whole
 * packs (2 recipes × 200 g of mince from a 500 g pack → 1 pack, not 2). Store-cupboard items are
 * listed once and start unticked; the rest start ticked.
 *
 * An amount that cannot be weighed against the product's pack (3 cloves of a bulb) adds no
 * weight but makes the product need at least one pack.
 */

export interface PlannedIngredient {
  lineNumber: string;
  /** What the recipe calls it (the first recipe's name is the line's). */
  name: string;
  /** The recipe's amount for its own servings; null for "a pinch", "to taste". */
  amount: Measure | null;
  /** The product's pack; null when unknown. */
  pack: Measure | null;
  storeCupboard: boolean;
}

export interface PlannedMeal {
  recipeId: string;
  /** The servings the recipe is written for. */
  recipeServings: number;
  /** The servings planned. */
  servings: number;
  ingredients: readonly PlannedIngredient[];
}

export interface CombinedLine {
  lineNumber: string;
  name: string;
  /** The total the plan needs in base units (g, ml, items), when it can be weighed. */
  needed: { dimension: 'mass' | 'volume' | 'count'; amount: number } | null;
  pack: Measure | null;
  packs: number;
  /** A store-cupboard item in every recipe that uses it. */
  storeCupboard: boolean;
  /** Starts ticked unless it is a store-cupboard item. */
  ticked: boolean;
  /** The recipes that use it, each once, in plan order. */
  recipeIds: string[];
}

interface Accumulator {
  line: CombinedLine;
  weighed: number;
  unweighed: boolean;
}

export function combineMealPlan(meals: readonly PlannedMeal[]): CombinedLine[] {
  const byProduct = new Map<string, Accumulator>();
  for (const meal of meals) {
    for (const ingredient of meal.ingredients) {
      let entry = byProduct.get(ingredient.lineNumber);
      if (!entry) {
        entry = {
          line: {
            lineNumber: ingredient.lineNumber,
            name: ingredient.name,
            needed: null,
            pack: ingredient.pack,
            packs: 0,
            storeCupboard: ingredient.storeCupboard,
            ticked: false,
            recipeIds: [],
          },
          weighed: 0,
          unweighed: false,
        };
        byProduct.set(ingredient.lineNumber, entry);
      }
      const { line } = entry;
      line.storeCupboard &&= ingredient.storeCupboard;
      if (!line.recipeIds.includes(meal.recipeId)) line.recipeIds.push(meal.recipeId);
      const scaled = ingredient.amount
        ? {
            amount: scaleAmount(ingredient.amount.amount, meal.recipeServings, meal.servings),
            unit: ingredient.amount.unit,
          }
        : null;
      const base = scaled ? toBaseUnits(scaled) : null;
      const packBase = line.pack ? toBaseUnits(line.pack) : null;
      if (base && packBase && base.dimension === packBase.dimension && packBase.amount > 0) {
        entry.weighed += base.amount;
        line.needed = { dimension: base.dimension, amount: entry.weighed };
      } else {
        entry.unweighed = true;
      }
    }
  }
  return [...byProduct.values()].map(({ line, weighed, unweighed }) => {
    const weighedPacks =
      line.needed && line.pack
        ? (packsNeeded({ amount: weighed, unit: baseUnit(line.needed.dimension) }, line.pack) ?? 0)
        : 0;
    const packs = Math.max(weighedPacks, unweighed ? 1 : 0, 1);
    return { ...line, packs, ticked: !line.storeCupboard };
  });
}

function baseUnit(dimension: 'mass' | 'volume' | 'count'): string {
  if (dimension === 'mass') return 'g';
  if (dimension === 'volume') return 'ml';
  return '';
}

/** The ticked lines as trolley lines (one batch): product and packs. */
export function mealPlanTrolleyLines(
  lines: readonly Pick<CombinedLine, 'lineNumber' | 'packs' | 'ticked'>[],
): { lineNumber: string; quantity: number }[] {
  return lines
    .filter((line) => line.ticked && line.packs > 0)
    .map((line) => ({ lineNumber: line.lineNumber, quantity: line.packs }));
}

/**
 * A plan's cost of its ticked lines, before and after offers, and per serving (the planned
 * servings of every meal), in pence. A line whose price is unknown adds nothing.
 */
export function mealPlanCost(
  lines: readonly {
    packs: number;
    ticked: boolean;
    pricePence: number | null;
    offerPricePence?: number | null;
  }[],
  totalServings: number,
): {
  totalPence: number;
  offerTotalPence: number;
  perServingPence: number;
  offerPerServingPence: number;
} {
  let totalPence = 0;
  let offerTotalPence = 0;
  for (const line of lines) {
    if (!line.ticked || line.pricePence === null) continue;
    totalPence += line.packs * line.pricePence;
    offerTotalPence += line.packs * (line.offerPricePence ?? line.pricePence);
  }
  const servings = totalServings > 0 ? totalServings : 1;
  return {
    totalPence,
    offerTotalPence,
    perServingPence: Math.round(totalPence / servings),
    offerPerServingPence: Math.round(offerTotalPence / servings),
  };
}
