import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
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

  describe('holds the first frame until its first rows are parsed (decision 0106)', () => {
    const cards = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        toProductCardView(
          makeProduct({ id: `${2000 + index}-501`, lineNumber: String(2000 + index) }),
        ),
      );
    /** The server's HTML: for each link, its width and the card (from 0) it waits for. */
    function served(count: number, layout: 'grid' | 'strip' = 'grid') {
      const router = createMemoryRouter([
        {
          path: '*',
          element: <ProductGrid products={cards(count)} label="Bakery" layout={layout} />,
        },
      ]);
      const html = renderToString(<RouterProvider router={router} />);
      const document = new DOMParser().parseFromString(html, 'text/html');
      return [...document.querySelectorAll('link[rel="expect"]')].map((link) => {
        const card = document.getElementById((link.getAttribute('href') ?? '').slice(1));
        return {
          media: link.getAttribute('media'),
          blocking: link.getAttribute('blocking'),
          card: card?.getAttribute('data-product-index') ?? null,
        };
      });
    }

    it('waits for two rows at each width: 2, 3, 4 and 5 to a row', () => {
      expect(served(48)).toEqual([
        { media: '(max-width: 767.98px)', blocking: 'render', card: '3' },
        {
          media: '(min-width: 768px) and (max-width: 991.98px)',
          blocking: 'render',
          card: '5',
        },
        {
          media: '(min-width: 992px) and (max-width: 1199.98px)',
          blocking: 'render',
          card: '7',
        },
        { media: '(min-width: 1200px)', blocking: 'render', card: '9' },
      ]);
    });

    it('waits for the last card of a shorter listing', () => {
      expect(served(3).map(({ card }) => card)).toEqual(['2', '2', '2', '2']);
      expect(served(7).map(({ card }) => card)).toEqual(['3', '5', '6', '6']);
    });

    it('holds nothing for a strip or an empty grid', () => {
      expect(served(48, 'strip')).toEqual([]);
      expect(served(0)).toEqual([]);
    });
  });
});
