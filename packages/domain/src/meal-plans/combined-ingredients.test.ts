import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combineMealPlan,
  mealPlanCost,
  mealPlanTrolleyLines,
  type PlannedIngredient,
  type PlannedMeal,
} from './combined-ingredients.ts';

const mince: PlannedIngredient = {
  lineNumber: '100',
  name: 'Beef mince',
  amount: { amount: 200, unit: 'g' },
  pack: { amount: 500, unit: 'g' },
  storeCupboard: false,
};
const oil: PlannedIngredient = {
  lineNumber: '200',
  name: 'Olive oil',
  amount: { amount: 2, unit: 'tbsp' },
  pack: { amount: 500, unit: 'ml' },
  storeCupboard: true,
};
const garlic: PlannedIngredient = {
  lineNumber: '300',
  name: 'Garlic',
  amount: { amount: 3, unit: 'cloves' },
  pack: { amount: 1, unit: '' },
  storeCupboard: false,
};

function meal(recipeId: string, ingredients: PlannedIngredient[], servings = 4): PlannedMeal {
  return { recipeId, recipeServings: 4, servings, ingredients };
}

describe('combineMealPlan', () => {
  it('sums the same product into whole packs: 2 × 200 g of mince from a 500 g pack is 1 pack', () => {
    const [line] = combineMealPlan([meal('chilli', [mince]), meal('bolognese', [mince])]);
    expect(line).toMatchObject({ lineNumber: '100', packs: 1, ticked: true });
    expect(line?.needed).toEqual({ dimension: 'mass', amount: 400 });
    expect(line?.recipeIds).toEqual(['chilli', 'bolognese']);
  });

  it('scales each meal to its servings', () => {
    const [line] = combineMealPlan([meal('chilli', [mince], 8), meal('bolognese', [mince], 4)]);
    expect(line?.needed?.amount).toBe(600);
    expect(line?.packs).toBe(2);
  });

  it('lists a store-cupboard item once, unticked', () => {
    const lines = combineMealPlan([meal('a', [oil, mince]), meal('b', [oil]), meal('c', [oil])]);
    const oilLines = lines.filter((line) => line.lineNumber === '200');
    expect(oilLines).toHaveLength(1);
    expect(oilLines[0]).toMatchObject({ storeCupboard: true, ticked: false, packs: 1 });
    expect(mealPlanTrolleyLines(lines)).toEqual([{ lineNumber: '100', quantity: 1 }]);
  });

  it('an item that is a main ingredient in one recipe starts ticked', () => {
    const [line] = combineMealPlan([
      meal('a', [oil]),
      meal('b', [{ ...oil, storeCupboard: false }]),
    ]);
    expect(line).toMatchObject({ storeCupboard: false, ticked: true });
  });

  it('an amount that cannot be weighed needs one pack', () => {
    const [line] = combineMealPlan([meal('a', [garlic]), meal('b', [garlic])]);
    expect(line).toMatchObject({ packs: 1, needed: null });
  });

  const ingredientArb = fc.record({
    lineNumber: fc.constantFrom('1', '2', '3'),
    grams: fc.integer({ min: 1, max: 2000 }),
    storeCupboard: fc.boolean(),
  });
  const mealsArb = fc.array(
    fc.record({
      recipeServings: fc.integer({ min: 1, max: 8 }),
      servings: fc.integer({ min: 1, max: 12 }),
      ingredients: fc.array(ingredientArb, { minLength: 1, maxLength: 6 }),
    }),
    { minLength: 1, maxLength: 14 },
  );
  const packSizes: Record<string, number> = { '1': 500, '2': 250, '3': 1000 };

  it('never buys less than the plan needs, nor more than one extra pack per product', () => {
    fc.assert(
      fc.property(mealsArb, (plan) => {
        const meals: PlannedMeal[] = plan.map((m, index) => ({
          recipeId: `r${index}`,
          recipeServings: m.recipeServings,
          servings: m.servings,
          ingredients: m.ingredients.map((i) => ({
            lineNumber: i.lineNumber,
            name: `Product ${i.lineNumber}`,
            amount: { amount: i.grams, unit: 'g' },
            pack: { amount: packSizes[i.lineNumber] ?? 1, unit: 'g' },
            storeCupboard: i.storeCupboard,
          })),
        }));
        const needed = new Map<string, number>();
        for (const m of meals) {
          for (const i of m.ingredients) {
            const scaled = ((i.amount?.amount ?? 0) * m.servings) / m.recipeServings;
            needed.set(i.lineNumber, (needed.get(i.lineNumber) ?? 0) + scaled);
          }
        }
        const lines = combineMealPlan(meals);
        expect(lines).toHaveLength(needed.size);
        for (const line of lines) {
          const need = needed.get(line.lineNumber) ?? 0;
          const size = packSizes[line.lineNumber] ?? 1;
          expect(line.packs * size).toBeGreaterThanOrEqual(need - 1e-6);
          expect(line.packs * size - need).toBeLessThan(size);
          expect(line.ticked).toBe(!line.storeCupboard);
        }
      }),
    );
  });

  it('combining never buys more packs than buying for each recipe apart', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1500 }), { minLength: 1, maxLength: 14 }),
        (grams) => {
          const meals = grams.map((g, index) =>
            meal(`r${index}`, [{ ...mince, amount: { amount: g, unit: 'g' } }]),
          );
          const together = combineMealPlan(meals)[0]?.packs ?? 0;
          const apart = grams.reduce((sum, g) => sum + Math.ceil(g / 500), 0);
          expect(together).toBeLessThanOrEqual(apart);
        },
      ),
    );
  });
});

describe('mealPlanCost', () => {
  it('totals the ticked lines before and after offers, and per serving', () => {
    expect(
      mealPlanCost(
        [
          { packs: 2, ticked: true, pricePence: 350, offerPricePence: 300 },
          { packs: 1, ticked: false, pricePence: 500 },
          { packs: 1, ticked: true, pricePence: 120 },
          { packs: 1, ticked: true, pricePence: null },
        ],
        4,
      ),
    ).toEqual({
      totalPence: 820,
      offerTotalPence: 720,
      perServingPence: 205,
      offerPerServingPence: 180,
    });
  });
});
