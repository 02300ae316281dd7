import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../test/product-fixture.ts';
import { toProductCardView } from '../lib/product-card-view.ts';
import { ProductListing } from './product-listing.tsx';

const products = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    toProductCardView(
      makeProduct({
        id: `p${from + index}`,
        lineNumber: String(from + index),
        name: `Product ${from + index}`,
      }),
    ),
  );

let shown = { products: products(0, 2), totalMatches: 0, start: 0 };

function ListingScreen() {
  return <ProductListing listing={shown} label="Milk" />;
}

function renderListing(total: number) {
  const requested: string[] = [];
  shown = { products: products(0, 2), totalMatches: total, start: 0 };
  const Stub = createRoutesStub([
    {
      path: '/shop/browse/*',
      Component: ListingScreen,
      HydrateFallback: NothingYet,
      loader: ({ request }) => {
        const start = Number(new URL(request.url).searchParams.get('start') ?? 0);
        requested.push(new URL(request.url).search);
        return { listing: { products: products(start, 2), totalMatches: total, start, size: 2 } };
      },
    },
  ]);
  render(<Stub initialEntries={['/shop/browse/groceries/milk?sortBy=A_2_Z']} />);
  return requested;
}

describe('ProductListing', () => {
  it('links Load more to the next page, keeping the sort, for browsers without JavaScript', async () => {
    renderListing(5);
    const more = await screen.findByRole('link', { name: 'Load more' });
    expect(more).toHaveAttribute('href', '/shop/browse/groceries/milk?sortBy=A_2_Z&start=2');
    expect(screen.getByText('Showing 2 of 5 products')).toBeInTheDocument();
  });

  it('appends the next page, announces the new count and stops when everything is shown', async () => {
    const user = userEvent.setup();
    const requested = renderListing(4);
    await user.click(await screen.findByRole('link', { name: 'Load more' }));

    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Product 3' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Product 0' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(requested).toContain('?sortBy=A_2_Z&start=2');
    expect(
      screen.getByText('Showing 4 of 4 products', { selector: '[aria-live] *, [aria-live]' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers no Load more when the first page holds everything', async () => {
    renderListing(2);
    await screen.findByText('Showing 2 of 2 products');
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

/** What a stub route shows until its loader answers (React Router asks routes with loaders for one). */
function NothingYet() {
  return null;
}
