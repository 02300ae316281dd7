import type { RecipeFilter } from '@grocer/server/contexts/recipes/recipes.contract';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readListingQuery } from '../lib/recipe-query.ts';
import { LoadMore, RecipeFilters, SortForm } from './recipe-listing-parts.tsx';

/** A listing's filters, sort and Load more (decision 0084): links and GET forms. */

const value = (name: string, count: number, applied = false) => ({
  tag: name.toLowerCase().replace(/ /g, '-'),
  name,
  count,
  applied,
});

const filters: RecipeFilter[] = [
  {
    group: 'DIETARY',
    title: 'Dietary',
    values: [value('Vegetarian', 146, true), value('Vegan', 61), value('Pescatarian', 9)],
  },
  {
    group: 'COLLECTION',
    title: 'Collection',
    values: Array.from({ length: 13 }, (_, index) => value(`Collection ${index + 1}`, 12)),
  },
];

const pathname = '/ecom/recipes/all-categories';
const query = readListingQuery(new URLSearchParams('filter=vegetarian&sortBy=QUICKEST&page=2'));

function ListingParts() {
  return (
    <>
      <RecipeFilters filters={filters} pathname={pathname} query={query} />
      <SortForm pathname={pathname} query={query} />
      <LoadMore pathname={pathname} query={query} page={2} shown={108} total={146} />
    </>
  );
}

function renderParts() {
  const Stub = createRoutesStub([{ path: '/recipes/all-categories', Component: ListingParts }]);
  render(<Stub initialEntries={['/recipes/all-categories']} />);
}

describe('listing filters, sort and Load more', () => {
  it('offers dietary values from 10 recipes, each a link that toggles it from page 1', () => {
    renderParts();
    const filtersRegion = screen.getByRole('region', { name: 'Filter recipes' });
    expect(within(filtersRegion).queryByRole('link', { name: /Pescatarian/ })).toBeNull();
    const vegetarian = within(filtersRegion).getByRole('link', { name: 'Vegetarian (146)' });
    expect(vegetarian).toHaveAttribute('aria-current', 'true');
    expect(vegetarian).toHaveAttribute('href', '/recipes/all-categories?sortBy=QUICKEST');
    expect(within(filtersRegion).getByRole('link', { name: 'Vegan (61)' })).toHaveAttribute(
      'href',
      '/recipes/all-categories?filter=vegetarian&filter=vegan&sortBy=QUICKEST',
    );
  });

  it('shows 10 values of a list, the rest behind Show more', () => {
    renderParts();
    expect(screen.getByText('Show more (3)')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Collection \d+/ })).toHaveLength(13);
    expect(screen.getByText('Show more (3)').closest('details')).not.toHaveAttribute('open');
  });

  it('sorts with a GET form that keeps the filters, and Load more links to the next page', () => {
    renderParts();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('QUICKEST');
    const form = sort.closest('form') as HTMLFormElement;
    expect(form.method).toBe('get');
    expect(within(form).getByDisplayValue('vegetarian')).toHaveAttribute('name', 'filter');
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/recipes/all-categories?filter=vegetarian&sortBy=QUICKEST&page=3',
    );
    expect(screen.getByText('Showing 108 of 146 recipes')).toBeInTheDocument();
  });
});
