import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import type { PimsLine } from '@grocer/server/contexts/recipes/recipes.contract';

/** A product with what the recipe page shows of one (name, picture, size, pack, price). */
export const shownProduct = (lineNumber: string, name: string) =>
  ({
    lineNumber,
    id: `${lineNumber}-p`,
    name,
    size: '500g',
    image: 'beans',
    pricing: { displayPrice: { amount: 125, currencyCode: 'GBP' } },
    defaultQuantity: { amount: 1, uom: 'C62' },
  }) as unknown as Product;

/** A pims line for the recipe page's tests: ingredient `ingredientId`'s default product. */
export const pimsLine = (
  ingredientId: number,
  name: string,
  overrides: Partial<PimsLine> = {},
): PimsLine => ({
  ingredientId,
  ingredientName: name,
  lineNumber: `${ingredientId}00`,
  product: shownProduct(`${ingredientId}00`, `Grocer ${name}`),
  amountSelected: 1,
  quantity: { amount: 1, uom: 'C62' },
  uom: 'C62',
  totalPrice: { amount: 150, currencyCode: 'GBP' },
  swapped: false,
  duplicateItem: false,
  storeCupboard: false,
  recipeAmount: { amount: 400, unit: 'g' },
  alternativesCount: 2,
  ...overrides,
});
