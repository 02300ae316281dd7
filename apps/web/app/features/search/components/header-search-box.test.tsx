import { SEARCH_PLACEHOLDER } from '@grocer/domain/messages/ui-messages';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_HISTORY_KEY, searchHistoryStore } from '../lib/search-history-store.ts';
import { HeaderSearchBox } from './header-search-box.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderBox() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <HeaderSearchBox placeholder={SEARCH_PLACEHOLDER} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('combobox', { name: 'Search groceries' });
}

/** The full box has taken the light input's place once the combobox is a new element. */
async function fullBox(light: HTMLElement) {
  let full: HTMLElement | undefined;
  await waitFor(() => {
    full = screen.getByRole('combobox', { name: 'Search groceries' });
    expect(full).not.toBe(light);
  });
  return full as HTMLElement;
}

// The React Aria code is loaded on first use; importing it once here keeps a slow first
// transform from eating into each query's wait.
beforeAll(async () => {
  await import('./search-box.tsx');
});

describe('HeaderSearchBox', () => {
  beforeEach(() => {
    localStorage.clear();
    searchHistoryStore.reset();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ terms: [], categories: [] })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts as a light GET form with the same field, name and Search button', () => {
    const light = renderBox();
    expect(light).toHaveAttribute('name', 'searchTerm');
    expect(light).toHaveAttribute('placeholder', 'Search groceries...');
    const form = light.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form?.getAttribute('action')).toBe('/shop/search');
    expect(within(form as HTMLElement).getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('searches from the light form and records the term, before the full box loads', () => {
    const light = renderBox();
    fireEvent.change(light, { target: { value: ' Cheddar ' } });
    fireEvent.submit(light.closest('form') as HTMLFormElement);
    expect(screen.getByTestId('where')).toHaveTextContent('/shop/search?searchTerm=Cheddar');
    expect(searchHistoryStore.getSnapshot()).toEqual(['Cheddar']);
  });

  it('hands the typed text, focus and caret to the full box on focus', async () => {
    const light = renderBox() as HTMLInputElement;
    fireEvent.change(light, { target: { value: 'cheddar' } });
    light.setSelectionRange(3, 3);
    light.focus();
    const full = (await fullBox(light)) as HTMLInputElement;
    expect(full).toHaveValue('cheddar');
    expect(full).toHaveFocus();
    expect(full.selectionStart).toBe(3);
    expect(full.selectionEnd).toBe(3);
  });

  it('loads the full box on hover, which opens the recent searches on click', async () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['milk', 'bread']));
    searchHistoryStore.reset();
    const user = userEvent.setup();
    const light = renderBox();
    await user.hover(light);
    const full = await fullBox(light);
    await user.click(full);
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: 'Clear all' })).toBeInTheDocument();
  });

  it('opens the recent searches when the light box is focused by keyboard', async () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['milk', 'bread']));
    searchHistoryStore.reset();
    const user = userEvent.setup();
    const light = renderBox();
    await user.tab();
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['milkPress Delete to remove', 'breadPress Delete to remove', 'Clear all']);
    expect(await fullBox(light)).toHaveFocus();
  });
});
