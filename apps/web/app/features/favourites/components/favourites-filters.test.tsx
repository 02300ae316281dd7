import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FavouritesFilters } from './favourites-filters.tsx';

const categories = [
  { categoryId: '300', name: 'Bakery', count: 4 },
  { categoryId: '100', name: 'Fresh & Chilled', count: 12 },
];

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

function Favourites() {
  return (
    <>
      <FavouritesFilters
        sortBy="CATEGORY"
        onOffer={false}
        categories={categories}
        categoryId={null}
      />
      <Address />
    </>
  );
}

function BoughtInStore() {
  return <FavouritesFilters categories={categories} categoryId="300" />;
}

function NothingYet() {
  return null;
}

function renderFilters(withSort: boolean) {
  const Stub = createRoutesStub([
    {
      path: '/favourites',
      Component: withSort ? Favourites : BoughtInStore,
      HydrateFallback: NothingYet,
      loader: () => null,
    },
  ]);
  render(<Stub initialEntries={['/favourites']} />);
}

describe('the favourites filters', () => {
  it('proves the sort offers Category and Frequently bought, the category starts at All Categories, and On offer is a checkbox', async () => {
    renderFilters(true);
    const sort = await screen.findByLabelText('Sort by');
    expect([...(sort as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Category',
      'Frequently bought',
    ]);
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    expect(category.selectedOptions[0]?.text).toBe('All Categories');
    expect([...category.options].map((option) => option.text)).toEqual([
      'All Categories',
      'Bakery (4)',
      'Fresh & Chilled (12)',
    ]);
    expect(screen.getByRole('checkbox', { name: 'On offer' })).not.toBeChecked();
  });

  it('proves a change submits the form at once, keeping the other choices', async () => {
    renderFilters(true);
    await userEvent.selectOptions(await screen.findByLabelText('Sort by'), 'PURCHASE_FREQUENCY');
    await waitFor(() =>
      expect(screen.getByLabelText('address').textContent).toBe(
        '?sortBy=PURCHASE_FREQUENCY&categoryId=',
      ),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'On offer' }));
    await waitFor(() =>
      expect(screen.getByLabelText('address').textContent).toContain('onOffer=true'),
    );
  });

  it('proves Bought in store shows only the category, at the aisle chosen', async () => {
    renderFilters(false);
    const category = (await screen.findByLabelText('Category')) as HTMLSelectElement;
    expect(category.value).toBe('300');
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
