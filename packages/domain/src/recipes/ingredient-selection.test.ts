import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampServings,
  defaultAmountSelected,
  defaultSelection,
  packsForServings,
  pimsError,
  selectedLines,
  selectionCount,
  selectionForTrolley,
  setAmountSelected,
  splitStoreCupboard,
  swapIngredient,
} from './ingredient-selection.ts';

const ingredients = [
  { ingredientId: 'mince', lineNumber: '100', storeCupboard: false },
  { ingredientId: 'salt', lineNumber: '200', storeCupboard: true },
  { ingredientId: 'onion', lineNumber: '300', storeCupboard: false },
  { ingredientId: 'red-onion', lineNumber: '300', storeCupboard: false },
];

const ingredientArb = fc.array(
  fc.record({
    ingredientId: fc.uuid(),
    lineNumber: fc.constantFrom('1', '2', '3', '4', '5'),
    storeCupboard: fc.boolean(),
  }),
  { maxLength: 20 },
);

describe('defaultSelection', () => {
  it('store cupboard 0, others 1, duplicates 0', () => {
    const lines = defaultSelection(ingredients);
    expect(lines.map((line) => line.amountSelected)).toEqual([1, 0, 1, 0]);
    expect(lines.map((line) => line.duplicateItem)).toEqual([false, false, false, true]);
    expect(lines.every((line) => !line.swapped)).toBe(true);
  });

  it('takes packs for more servings', () => {
    expect(defaultAmountSelected({ storeCupboard: false, duplicateItem: false, packs: 3 })).toBe(3);
    expect(defaultAmountSelected({ storeCupboard: true, duplicateItem: false, packs: 3 })).toBe(0);
    expect(defaultAmountSelected({ storeCupboard: false, duplicateItem: true, packs: 3 })).toBe(0);
  });

  it('any recipe: each product is selected at most once, and never from the store cupboard', () => {
    fc.assert(
      fc.property(ingredientArb, (list) => {
        const lines = defaultSelection(list);
        const selected = selectedLines(lines);
        expect(new Set(selected.map((line) => line.lineNumber)).size).toBe(selected.length);
        expect(selected.every((line) => !line.storeCupboard && !line.duplicateItem)).toBe(true);
        for (const line of lines) {
          expect(line.amountSelected).toBe(line.storeCupboard || line.duplicateItem ? 0 : 1);
        }
      }),
    );
  });
});

describe('the selection', () => {
  it('counts only amounts above zero', () => {
    let lines = defaultSelection(ingredients);
    expect(selectionCount(lines)).toBe(2);
    lines = setAmountSelected(lines, 'salt', 1);
    expect(selectionCount(lines)).toBe(3);
    lines = setAmountSelected(lines, 'mince', 0);
    lines = setAmountSelected(lines, 'onion', -2);
    expect(selectionCount(lines)).toBe(1);
  });

  it('splits store cupboard from the rest', () => {
    const { storeCupboard, nonStoreCupboard } = splitStoreCupboard(defaultSelection(ingredients));
    expect(storeCupboard.map((line) => line.ingredientId)).toEqual(['salt']);
    expect(nonStoreCupboard.map((line) => line.ingredientId)).toEqual([
      'mince',
      'onion',
      'red-onion',
    ]);
  });

  it('sends one trolley line per product', () => {
    const lines = setAmountSelected(defaultSelection(ingredients), 'red-onion', 2);
    expect(selectionForTrolley(lines)).toEqual([
      { lineNumber: '100', quantity: 1 },
      { lineNumber: '300', quantity: 3 },
    ]);
  });

  it('the count is never more than the lines, and the trolley never holds a zero', () => {
    fc.assert(
      fc.property(ingredientArb, fc.array(fc.integer({ min: -3, max: 3 })), (list, amounts) => {
        let lines = defaultSelection(list);
        lines.forEach((line, index) => {
          lines = setAmountSelected(lines, line.ingredientId, amounts[index] ?? 0);
        });
        expect(selectionCount(lines)).toBeLessThanOrEqual(lines.length);
        expect(selectionForTrolley(lines).every((line) => line.quantity > 0)).toBe(true);
      }),
    );
  });
});

describe('swapIngredient', () => {
  it('sets swapped and the new product', () => {
    const lines = swapIngredient(defaultSelection(ingredients), 'mince', '101');
    expect(lines[0]).toMatchObject({ lineNumber: '101', swapped: true, amountSelected: 1 });
    expect(lines.filter((line) => line.swapped)).toHaveLength(1);
  });

  it('recomputes duplicates', () => {
    const lines = swapIngredient(defaultSelection(ingredients), 'red-onion', '301');
    expect(lines[3]).toMatchObject({ lineNumber: '301', swapped: true, duplicateItem: false });
    const onto = swapIngredient(defaultSelection(ingredients), 'onion', '100');
    expect(onto[2]?.duplicateItem).toBe(true);
    expect(onto[3]?.duplicateItem).toBe(false);
  });
});

describe('pimsError', () => {
  it('is true only when no ingredient has products', () => {
    expect(pimsError([{ products: [] }, { products: [] }])).toBe(true);
    expect(pimsError([])).toBe(true);
    expect(pimsError([{ products: [] }, { products: ['1'] }])).toBe(false);
  });
});

describe('servings', () => {
  it('scales packs', () => {
    const mince = { amount: { amount: 400, unit: 'g' }, pack: { amount: 500, unit: 'g' } };
    expect(packsForServings({ ...mince, recipeServings: 4, servings: 4 })).toBe(1);
    expect(packsForServings({ ...mince, recipeServings: 4, servings: 8 })).toBe(2);
    expect(packsForServings({ ...mince, recipeServings: 4, servings: 1 })).toBe(1);
    expect(packsForServings({ amount: null, pack: null, recipeServings: 4, servings: 8 })).toBe(1);
  });

  it('keeps servings whole within 1-12', () => {
    expect(clampServings('6', 4)).toBe(6);
    expect(clampServings(40, 4)).toBe(12);
    expect(clampServings(0, 4)).toBe(1);
    expect(clampServings('two', 4)).toBe(4);
    expect(clampServings(2.5, 4)).toBe(4);
  });
});
