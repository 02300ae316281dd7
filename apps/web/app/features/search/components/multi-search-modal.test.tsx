import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MULTI_SEARCH_LIST_KEY } from '../lib/search-history-store.ts';
import { MultiSearchModal } from './multi-search-modal.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderModal(initialEntry = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <MultiSearchModal />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [initialEntry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function openModal() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Multi-search' }));
  const dialog = await screen.findByRole('dialog', { name: 'Multi-search' });
  const textarea = within(dialog).getByRole('textbox', {
    name: 'Multiple item search. Press Enter after each item.',
  });
  return { user, dialog, textarea };
}

// The React Aria code is loaded on first use; importing it once here keeps a slow first
// transform from eating into each query's wait.
beforeAll(async () => {
  await import('./multi-search-dialog.tsx');
});

describe('MultiSearchModal', () => {
  beforeEach(() => localStorage.clear());

  it('opens a dialog titled Multi-search with the 5-row list field', async () => {
    renderModal();
    const { textarea } = await openModal();
    expect(textarea).toHaveAttribute('rows', '5');
    expect(textarea).toHaveAttribute('placeholder', 'Type or paste your list here');
  });

  it('disables Clear list and Search while the list is empty', async () => {
    renderModal();
    const { user, dialog, textarea } = await openModal();
    const clear = within(dialog).getByRole('button', { name: 'Clear list' });
    const search = within(dialog).getByRole('button', { name: 'Search' });
    expect(clear).toBeDisabled();
    expect(search).toBeDisabled();
    await user.type(textarea, 'milk');
    expect(clear).toBeEnabled();
    expect(search).toBeEnabled();
  });

  it('Clear list empties the text and keeps the modal open', async () => {
    renderModal();
    const { user, dialog, textarea } = await openModal();
    await user.type(textarea, 'milk{Enter}bread');
    await user.click(within(dialog).getByRole('button', { name: 'Clear list' }));
    expect(textarea).toHaveValue('');
    expect(screen.getByRole('dialog', { name: 'Multi-search' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it('shows Item limit reached at 100 items, not before', async () => {
    renderModal();
    const { dialog, textarea } = await openModal();
    const list = (n: number) => Array.from({ length: n }, (_, i) => `item ${i}`).join('\n');
    fireEvent.change(textarea, { target: { value: list(99) } });
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    fireEvent.change(textarea, { target: { value: list(100) } });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Item limit reached');
  });

  it('Search saves the items, runs the multi-search and closes', async () => {
    renderModal();
    const { user, dialog, textarea } = await openModal();
    await user.type(textarea, 'Milk{Enter}brown bread; eggs');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/shop/multi-search?searchTerm=Milk%2Cbrown+bread%2Ceggs',
    );
    expect(JSON.parse(localStorage.getItem(MULTI_SEARCH_LIST_KEY) ?? '[]')).toEqual([
      'Milk',
      'brown bread',
      'eggs',
    ]);
  });

  it('does not re-navigate a multi-search page showing the same list', async () => {
    const router = renderModal('/shop/multi-search?searchTerm=milk,eggs&term=eggs');
    const before = router.state.historyAction;
    const { user, dialog, textarea } = await openModal();
    await user.type(textarea, 'milk{Enter}eggs');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent('term=eggs');
    expect(router.state.historyAction).toBe(before);
  });
});
