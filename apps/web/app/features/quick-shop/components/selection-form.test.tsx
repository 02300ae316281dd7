import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdditionsResult, SelectionSection } from '../lib/quick-shop-view.ts';
import { SelectionForm } from './selection-form.tsx';

/** The quick shop's one form (decision 0082): what it posts, and the summary it shows in place. */

const row = (lineNumber: string, name: string, overrides = {}) => ({
  lineNumber,
  productId: `${lineNumber}-p`,
  name,
  size: '1 each',
  image: 'bread',
  price: 120,
  estimated: false,
  quantity: { amount: 2, uom: 'C62' as const },
  checked: true,
  note: null,
  availability: null,
  ...overrides,
});

const sections: SelectionSection[] = [
  { id: 'aisle-bread', title: 'Bread', rows: [row('101', 'Sourdough')] },
  {
    id: 'aisle-milk',
    title: 'Milk',
    rows: [
      row('201', 'Whole milk', { note: 'Favourite · Bought 4 times' }),
      row('202', 'Oat drink', { checked: false, availability: 'SOLD OUT ONLINE' }),
    ],
  },
];

const answer: AdditionsResult = {
  ok: true,
  summary: {
    added: [{ lineNumber: '101', name: 'Sourdough', quantity: '2' }],
    alreadyInTrolley: [],
    unavailable: [
      {
        lineNumber: '201',
        name: 'Whole milk',
        message: 'Sorry, Whole milk is sold out online.',
        alternatives: [
          {
            lineNumber: '203',
            productId: '203-p',
            name: 'Semi skimmed milk',
            href: '/ecom/products/semi-skimmed-milk/203-p',
            image: 'milk',
            size: '2 pints',
            price: 95,
            estimated: false,
            unitPrice: null,
            defaultQuantity: { amount: 1, uom: 'C62' },
          },
        ],
      },
    ],
    toCheck: [],
  },
};

function QuickShopScreen() {
  return (
    <SelectionForm
      sections={sections}
      result={undefined}
      renderAlternatives={(line) => (
        <ul aria-label={`Alternatives to ${line.name}`}>
          {line.alternatives.map((alternative) => (
            <li key={alternative.lineNumber}>{alternative.name}</li>
          ))}
        </ul>
      )}
    />
  );
}

function renderForm(posted: FormData[]) {
  const Stub = createRoutesStub([
    {
      path: '/quick-shop',
      Component: QuickShopScreen,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer;
      },
    },
  ]);
  return render(<Stub initialEntries={['/quick-shop']} />);
}

describe('the quick shop selection form', () => {
  it('groups the products by aisle, each ticked or not with its quantity pre-set', () => {
    renderForm([]);
    const milk = screen.getByRole('region', { name: 'Milk' });
    expect(within(milk).getByRole('checkbox', { name: 'Whole milk' })).toBeChecked();
    expect(within(milk).getByRole('checkbox', { name: 'Oat drink' })).not.toBeChecked();
    expect(within(milk).getByText('SOLD OUT ONLINE')).toBeInTheDocument();
    expect(within(milk).getByText(/Favourite · Bought 4 times/)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Sourdough' })).toHaveValue(2);
  });

  it('posts what is ticked with its quantity and unit in one press, and shows the summary in place with the swap offered', async () => {
    const posted: FormData[] = [];
    renderForm(posted);
    const user = userEvent.setup();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Sourdough' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Add to trolley' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 product was added to your trolley.',
    );
    expect(posted).toHaveLength(1);
    const form = posted[0] as FormData;
    expect(form.getAll('line')).toEqual(['101', '201']);
    expect(form.get('quantity-101')).toBe('3');
    expect(form.get('uom-101')).toBe('C62');
    const notAdded = screen.getByRole('region', { name: 'Not added' });
    expect(within(notAdded).getByText('Sorry, Whole milk is sold out online.')).toBeInTheDocument();
    expect(
      within(notAdded).getByRole('list', { name: 'Alternatives to Whole milk' }),
    ).toHaveTextContent('Semi skimmed milk');
    expect(screen.getByRole('link', { name: 'View trolley' })).toHaveAttribute(
      'href',
      '/shop/trolley',
    );
    // Focus goes to the summary, so a screen reader user hears what happened next.
    await waitFor(() =>
      expect(document.activeElement).toContainElement(screen.getByRole('status')),
    );
  });
});
