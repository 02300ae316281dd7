import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FilterGroup, type FilterOption } from './filter-group.tsx';

const brands = (n: number, checkedIndex = -1): FilterOption[] =>
  Array.from({ length: n }, (_, i) => ({
    value: `brand:b${i}`,
    label: `Brand ${i}`,
    count: 50 - i,
    checked: i === checkedIndex,
  }));

function renderGroup(options: FilterOption[]) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <form aria-label="Filters">
          <FilterGroup
            legend="Brands"
            name="filterTags"
            type="checkbox"
            options={options}
            showMoreHref="/shop/search?searchTerm=tea&expand=Brands"
          />
        </form>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return within(screen.getByRole('group', { name: 'Brands' }));
}

describe('FilterGroup', () => {
  it('shows 10 values until Show more expands the rest', async () => {
    const group = renderGroup(brands(14));
    expect(group.getAllByRole('checkbox')).toHaveLength(10);
    expect(group.getByRole('checkbox', { name: 'Brand 0 (50)' })).toBeInTheDocument();
    const more = group.getByRole('button', { name: 'Show more Brands' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(group.getAllByRole('checkbox')).toHaveLength(14);
    expect(group.getByRole('checkbox', { name: /Brand 13/ })).toBeVisible();
    expect(group.getByRole('button', { name: 'Show less Brands' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('has no Show more with 10 values or fewer', () => {
    const group = renderGroup(brands(10));
    expect(group.getAllByRole('checkbox')).toHaveLength(10);
    expect(group.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('starts open when an applied value is past the first 10', () => {
    const group = renderGroup(brands(14, 12));
    expect(group.getByRole('checkbox', { name: /Brand 12/ })).toBeChecked();
    expect(group.getAllByRole('checkbox')).toHaveLength(14);
  });
});
