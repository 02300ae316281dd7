import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../test/product-fixture.ts';
import { toProductCardView } from '../lib/product-card-view.ts';
import { FIRST_ROWS_END, FIRST_ROWS_END_NARROW, ProductGrid } from './product-grid.tsx';

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
    /** The server's HTML: which card ends the first rows, and which card each link waits for. */
    function served(count: number, layout: 'grid' | 'strip' = 'grid') {
      const router = createMemoryRouter([
        {
          path: '*',
          element: <ProductGrid products={cards(count)} label="Bakery" layout={layout} />,
        },
      ]);
      const html = renderToString(<RouterProvider router={router} />);
      const document = new DOMParser().parseFromString(html, 'text/html');
      const cardOf = (id: string) =>
        document.getElementById(id)?.getAttribute('data-product-index') ?? null;
      const links = [...document.querySelectorAll('link[rel="expect"]')].map((link) => ({
        media: link.getAttribute('media'),
        blocking: link.getAttribute('blocking'),
        card: cardOf((link.getAttribute('href') ?? '').slice(1)),
      }));
      return { links, wide: cardOf(FIRST_ROWS_END), narrow: cardOf(FIRST_ROWS_END_NARROW) };
    }

    it('waits for three rows: the sixth card on a phone, the fifteenth wider', () => {
      expect(served(48).links).toEqual([
        { media: '(max-width: 767.98px)', blocking: 'render', card: '5' },
        { media: '(min-width: 768px)', blocking: 'render', card: '14' },
      ]);
    });

    it('waits for the last card of a shorter listing, at both widths', () => {
      expect(served(4).links.map(({ card }) => card)).toEqual(['3', '3']);
      expect(served(10).links.map(({ card }) => card)).toEqual(['5', '9']);
    });

    it('holds nothing for a strip or an empty grid', () => {
      expect(served(48, 'strip').links).toEqual([]);
      expect(served(0).links).toEqual([]);
    });
  });
});
