import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../test/product-fixture.ts';
import { toProductCardView } from '../lib/product-card-view.ts';
import { ProductGrid } from './product-grid.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

describe('ProductGrid', () => {
  it('opens a product client-side from its plain card link', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <ProductGrid products={[toProductCardView(makeProduct())]} label="Cheese" />
              <Where />
            </>
          ),
        },
      ],
      { initialEntries: ['/shop/browse/groceries/cheese'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Mature Cheddar Cheese' }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/products/mature-cheddar-cheese/1001-501',
    );
  });
});
