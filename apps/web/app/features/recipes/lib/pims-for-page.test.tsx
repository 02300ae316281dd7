import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import type {
  Pims,
  PimsAlternatives,
  PimsLine,
} from '@grocer/server/contexts/recipes/recipes.contract';
import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShoppableIngredients } from '../components/shoppable-ingredients.tsx';
import { alternativesForPage, pimsForPage } from './pims-for-page.ts';
import { pimsLine, shownProduct } from './pims-line.fixture.ts';

/** The recipe page's loader keeps only what the page shows of each line's product. */

/** A catalogue product whole: what the page shows and what it does not. */
const product = (lineNumber: string, name: string, pence: number) =>
  ({
    ...shownProduct(lineNumber, name),
    brandName: 'Grocer',
    size: '400g',
    description: 'A tin of beans in water.',
    categories: [{ id: '10051', name: 'Groceries', url: '/ecom/shop/browse/groceries' }],
    promotions: [{ promotionId: '9', promotionDescription: 'Half price', hidden: false }],
    reviews: { averageRating: 4.5, reviewCount: 12 },
    pricing: {
      currentSaleUnitPrice: { price: { amount: pence, currencyCode: 'GBP' } },
      displayPrice: { amount: pence, currencyCode: 'GBP' },
      displayPriceEstimated: false,
      displayPriceQualifier: '(£3.13/kg)',
    },
    availability: 'AVAILABLE',
  }) as unknown as Product;

const line = (ingredientId: number, name: string, overrides: Partial<PimsLine> = {}): PimsLine =>
  pimsLine(ingredientId, name, {
    product: product(`${ingredientId}00`, `Grocer ${name}`, 125),
    ...overrides,
  });

const pims: Pims = {
  recipeId: 7,
  servings: 4,
  nonStoreCupboard: [line(1, 'kidney beans'), line(2, 'chopped tomatoes', { swapped: true })],
  storeCupboard: [line(3, 'olive oil', { amountSelected: 0, storeCupboard: true })],
  notShoppable: [{ ingredientId: 4, name: 'fresh coriander' }],
  pimsError: false,
  selectionTotal: { amount: 250, currencyCode: 'GBP' },
};

const alternatives: PimsAlternatives = {
  recipeId: 7,
  ingredientId: 1,
  servings: 4,
  alternatives: [
    line(1, 'kidney beans'),
    line(1, 'kidney beans', {
      lineNumber: '555',
      product: product('555', 'Grocer No.1 Kidney Beans', 95),
      totalPrice: { amount: 95, currencyCode: 'GBP' },
    }),
  ],
};

const links = {
  open: (id: number) => `/ecom/recipe/chilli?swapping=${id}`,
  choose: (id: number, lineNumber: string) => `/ecom/recipe/chilli?swap=${id}:${lineNumber}`,
  close: '/ecom/recipe/chilli',
};

function Whole() {
  return (
    <ShoppableIngredients pims={pims} alternatives={alternatives} swapping={1} links={links} />
  );
}

function Narrowed() {
  return (
    <ShoppableIngredients
      pims={pimsForPage(pims)}
      alternatives={alternativesForPage(alternatives)}
      swapping={1}
      links={links}
    />
  );
}

function markupOf(Component: () => React.JSX.Element) {
  const Stub = createRoutesStub([{ path: '/recipe/chilli', Component }]);
  const { container, unmount } = render(<Stub initialEntries={['/recipe/chilli']} />);
  const html = container.innerHTML;
  unmount();
  return html;
}

describe('pims for the page', () => {
  it("keeps a line whole but its product's name, picture, size, pack quantity and shelf price", () => {
    const [first] = pimsForPage(pims).nonStoreCupboard;
    const { product: _product, ...rest } = pims.nonStoreCupboard[0] as PimsLine;
    expect(first).toEqual({
      ...rest,
      product: {
        name: 'Grocer kidney beans',
        image: 'beans',
        size: '400g',
        defaultQuantity: { amount: 1, uom: 'C62' },
        pricing: { displayPrice: { amount: 125 } },
      },
    });
    expect(JSON.stringify(pimsForPage(pims))).not.toMatch(/categories|promotions|reviews/);
  });

  it('keeps everything of the answer that is not a product', () => {
    const narrowed = pimsForPage(pims);
    expect(narrowed.notShoppable).toEqual(pims.notShoppable);
    expect(narrowed.selectionTotal).toEqual(pims.selectionTotal);
    expect(narrowed.storeCupboard.map((l) => l.ingredientId)).toEqual([3]);
    expect(alternativesForPage(alternatives).alternatives.map((l) => l.lineNumber)).toEqual([
      '100',
      '555',
    ]);
  });

  it('shows the shopper exactly what the whole answer showed, swap list open', () => {
    const whole = markupOf(Whole);
    expect(whole).toContain('Grocer No.1 Kidney Beans');
    expect(markupOf(Narrowed)).toBe(whole);
  });
});
