import type { Pims } from '@grocer/server/contexts/recipes/recipes.contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useActionData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pimsLine } from '../lib/pims-line.fixture.ts';
import type { AddResult } from '../lib/recipe-form.ts';
import { ShoppableIngredients } from './shoppable-ingredients.tsx';

/** "Shop the ingredients" (decision 0084): the defaults, a swap list, and one press. */

const line = pimsLine;

const pims: Pims = {
  recipeId: 7,
  servings: 4,
  nonStoreCupboard: [
    line(1, 'kidney beans'),
    line(2, 'black beans', { amountSelected: 0, duplicateItem: true, lineNumber: '100' }),
  ],
  storeCupboard: [
    line(3, 'olive oil', {
      amountSelected: 0,
      storeCupboard: true,
      recipeAmount: { amount: 1.5, unit: 'tbsp' },
    }),
  ],
  notShoppable: [{ ingredientId: 4, name: 'fresh coriander' }],
  pimsError: false,
  selectionTotal: { amount: 150, currencyCode: 'GBP' },
};

const answer: AddResult = {
  intent: 'add',
  ok: true,
  added: [{ lineNumber: '100', name: 'Grocer kidney beans', quantity: '2' }],
  alreadyInTrolley: [],
  unavailable: [],
  toCheck: [],
};

const links = {
  open: (id: number) => `/ecom/recipe/chilli?swapping=${id}`,
  choose: (id: number, lineNumber: string) => `/ecom/recipe/chilli?swap=${id}:${lineNumber}`,
  close: '/ecom/recipe/chilli',
};

function Screen() {
  const result = useActionData() as AddResult | undefined;
  return (
    <ShoppableIngredients
      pims={pims}
      alternatives={null}
      swapping={null}
      links={links}
      result={result}
    />
  );
}

function NothingToShop() {
  return (
    <ShoppableIngredients
      pims={{ ...pims, pimsError: true, nonStoreCupboard: [], storeCupboard: [] }}
      alternatives={null}
      swapping={null}
      links={links}
    />
  );
}

function renderShop(posted: FormData[]) {
  const Stub = createRoutesStub([
    {
      path: '/recipe/chilli',
      Component: Screen,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer;
      },
    },
  ]);
  return render(<Stub initialEntries={['/recipe/chilli']} />);
}

describe('shop the ingredients', () => {
  it('splits the store cupboard from the rest, store cupboard and duplicates at 0, others at 1', () => {
    renderShop([]);
    expect(screen.getByRole('heading', { name: 'Ingredients to buy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Store cupboard' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Amount of Grocer kidney beans' })).toHaveValue(
      1,
    );
    expect(screen.getByRole('spinbutton', { name: 'Amount of Grocer olive oil' })).toHaveValue(0);
    expect(screen.getByText('Also used above')).toBeInTheDocument();
    expect(screen.getByText('1½ tbsp olive oil')).toBeInTheDocument();
    expect(screen.getByText('fresh coriander')).toBeInTheDocument();
    expect(screen.getByText('1 item selected')).toBeInTheDocument();
    // A line at 0 shows its pack's price, each; others their total.
    expect(screen.getAllByText('£1.25')).toHaveLength(2);
    expect(screen.getAllByText('£1.50')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Swap Grocer kidney beans' })).toHaveAttribute(
      'href',
      '/recipe/chilli?swapping=1',
    );
  });

  it('counts only amounts above zero, posts the lines in one press and shows the summary', async () => {
    const posted: FormData[] = [];
    renderShop(posted);
    const user = userEvent.setup();
    const oil = screen.getByRole('spinbutton', { name: 'Amount of Grocer olive oil' });
    await user.clear(oil);
    await user.type(oil, '1');
    expect(screen.getByText('2 items selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to trolley' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Added to your trolley: 1 product.');
    const form = posted[0] as FormData;
    expect(form.get('intent')).toBe('add');
    expect(form.getAll('ingredient')).toEqual(['1', '2', '3']);
    expect(form.get('line-3')).toBe('300');
    expect(form.get('amount-3')).toBe('1');
    expect(form.get('amount-2')).toBe('0');
    expect(
      within(screen.getByRole('region', { name: 'Shop the ingredients' })).getByText(
        'Grocer kidney beans × 2',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toContainElement(status));
  });

  it('says so when no ingredient has products', () => {
    const Stub = createRoutesStub([{ path: '/', Component: NothingToShop }]);
    render(<Stub />);
    expect(screen.getByText(/cannot offer this recipe’s ingredients online/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to trolley' })).toBeNull();
  });
});
