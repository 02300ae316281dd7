/**
 * Comparing a recipe's amount with a product's pack (issue 26): grams with kilograms, millilitres
 * with litres and spoons, counts with counts. Pack rounding (meal plans, servings on a recipe
 * page) works in these base units; amounts that cannot be compared (3 cloves of a 1-bulb pack)
 * answer null and the caller falls back to one pack.
 */

export type MeasureDimension = 'mass' | 'volume' | 'count';

export interface Measure {
  amount: number;
  /** As the recipe or pack writes it: g, grams, kg, ml, litre, tbsp, tsp, or empty for a count. */
  unit: string;
}

const BASE_UNITS: Readonly<Record<string, { dimension: MeasureDimension; factor: number }>> = {
  g: { dimension: 'mass', factor: 1 },
  gram: { dimension: 'mass', factor: 1 },
  grams: { dimension: 'mass', factor: 1 },
  grm: { dimension: 'mass', factor: 1 },
  kg: { dimension: 'mass', factor: 1000 },
  kgs: { dimension: 'mass', factor: 1000 },
  kgm: { dimension: 'mass', factor: 1000 },
  kilogram: { dimension: 'mass', factor: 1000 },
  kilograms: { dimension: 'mass', factor: 1000 },
  ml: { dimension: 'volume', factor: 1 },
  mlt: { dimension: 'volume', factor: 1 },
  millilitre: { dimension: 'volume', factor: 1 },
  millilitres: { dimension: 'volume', factor: 1 },
  cl: { dimension: 'volume', factor: 10 },
  l: { dimension: 'volume', factor: 1000 },
  ltr: { dimension: 'volume', factor: 1000 },
  litre: { dimension: 'volume', factor: 1000 },
  litres: { dimension: 'volume', factor: 1000 },
  tbsp: { dimension: 'volume', factor: 15 },
  tablespoon: { dimension: 'volume', factor: 15 },
  tablespoons: { dimension: 'volume', factor: 15 },
  tsp: { dimension: 'volume', factor: 5 },
  teaspoon: { dimension: 'volume', factor: 5 },
  teaspoons: { dimension: 'volume', factor: 5 },
  '': { dimension: 'count', factor: 1 },
  c62: { dimension: 'count', factor: 1 },
  each: { dimension: 'count', factor: 1 },
};

/** The amount in its dimension's base unit (g, ml, items), or null for a unit we cannot weigh. */
export function toBaseUnits(
  measure: Measure,
): { dimension: MeasureDimension; amount: number } | null {
  const unit = BASE_UNITS[measure.unit.trim().toLowerCase()];
  if (!unit || !Number.isFinite(measure.amount) || measure.amount < 0) return null;
  return { dimension: unit.dimension, amount: measure.amount * unit.factor };
}

/** Whether two measures can be added or compared. */
export function sameDimension(a: Measure, b: Measure): boolean {
  const left = toBaseUnits(a);
  const right = toBaseUnits(b);
  return left !== null && right !== null && left.dimension === right.dimension;
}

/**
 * Whole packs that hold `needed`: the fewest packs whose contents are at least the amount (never
 * less, and never a whole pack more). `200g` from a `500g` pack → 1; `1.2kg` → 3. Null when the
 * amount and the pack cannot be compared, or the pack is empty.
 */
export function packsNeeded(needed: Measure, pack: Measure): number | null {
  const need = toBaseUnits(needed);
  const size = toBaseUnits(pack);
  if (!need || !size || need.dimension !== size.dimension || size.amount <= 0) return null;
  if (need.amount === 0) return 0;
  // A hair of tolerance, so 3 × ⅓ of a pack is one pack, not two.
  return Math.ceil(need.amount / size.amount - 1e-9);
}

/** An amount scaled from the servings a recipe is written for to the servings wanted. */
export function scaleAmount(amount: number, recipeServings: number, servings: number): number {
  if (!(recipeServings > 0) || !(servings >= 0) || !Number.isFinite(amount)) return amount;
  return (amount * servings) / recipeServings;
}

/**
 * Whole packs as a trolley quantity: `packs` of the product's own quantity (2 packs of a 0.5 kg
 * loose product are 1 kg), to the tenth a weighed quantity is kept to. Recipes and meal plans
 * both add their packs to the trolley with it.
 */
export function packsAsQuantity<U extends string>(
  packs: number,
  defaultQuantity: { amount: number; uom: U },
): { amount: number; uom: U } {
  return { amount: Math.round(packs * defaultQuantity.amount * 10) / 10, uom: defaultQuantity.uom };
}
