import { SEARCH_PLACEHOLDER } from '@grocer/domain/messages/ui-messages';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_HISTORY_KEY, searchHistoryStore } from '../lib/search-history-store.ts';
import { SearchBox } from './search-box.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderBox(
  fetcher = vi.fn().mockResolvedValue({ terms: [], categories: [] }),
  initialEntries = ['/'],
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SearchBox placeholder={SEARCH_PLACEHOLDER} suggestionsFetcher={fetcher} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries },
  );
  render(<RouterProvider router={router} />);
  return { fetcher, router, input: screen.getByRole('combobox', { name: 'Search groceries' }) };
}

function storeHistory(terms: string[]) {
  localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(terms));
  searchHistoryStore.reset();
}

describe('SearchBox', () => {
  beforeEach(() => {
    localStorage.clear();
    searchHistoryStore.reset();
  });
  afterEach(() => vi.useRealTimers());

  it('is a GET form with the searchTerm field, so it works without JavaScript', () => {
    const { input } = renderBox();
    expect(input).toHaveAttribute('name', 'searchTerm');
    expect(input).toHaveAttribute('placeholder', 'Search groceries...');
    const form = input.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form?.getAttribute('action')).toBe('/shop/search');
  });

  it('opens the six newest recent searches on focus of the empty box', async () => {
    storeHistory(['milk', 'bread', 'eggs', 'tea', 'jam', 'butter', 'cheese', 'ham']);
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.click(input);
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'milkPress Delete to remove',
      'breadPress Delete to remove',
      'eggsPress Delete to remove',
      'teaPress Delete to remove',
      'jamPress Delete to remove',
      'butterPress Delete to remove',
      'Clear all',
    ]);
  });

  it('shows nothing on focus when there is no history', async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.click(input);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('removes one recent search with the keyboard (arrow down, Delete)', async () => {
    storeHistory(['milk', 'bread']);
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.click(input);
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Delete}');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'breadPress Delete to remove',
      'Clear all',
    ]);
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['bread']);
  });

  it('removes one recent search with its remove mark', async () => {
    storeHistory(['milk', 'bread']);
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.click(input);
    const list = await screen.findByRole('listbox');
    const [firstRemove] = within(list).getAllByTestId('remove-history-term');
    await user.click(firstRemove!);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(searchHistoryStore.getSnapshot()).toEqual(['bread']);
  });

  it('clears all recent searches', async () => {
    storeHistory(['milk', 'bread']);
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'Clear all' }));
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('searches a recent term picked with the keyboard and Escape closes the list', async () => {
    storeHistory(['milk', 'bread']);
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.click(input);
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/shop/search?searchTerm=bread');
    expect(searchHistoryStore.getSnapshot()).toEqual(['bread', 'milk']);
  });

  it('records a typed search in the history on submit', async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, 'Cheddar{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/shop/search?searchTerm=Cheddar');
    expect(searchHistoryStore.getSnapshot()).toEqual(['Cheddar']);
  });

  it('asks for suggestions only from two characters, debounced, and shows terms and categories', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetcher = vi.fn().mockResolvedValue({
      terms: [{ term: 'cheddar' }, { term: 'cheddar cheese' }],
      categories: [{ id: '301', name: 'Cheese', url: '/ecom/shop/browse/groceries/cheese' }],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { input } = renderBox(fetcher);
    await user.type(input, 'c');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(fetcher).not.toHaveBeenCalled();
    await user.type(input, 'h');
    expect(fetcher).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toBe('ch');
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: 'cheddar cheese' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'Cheese' })).toBeInTheDocument();
  });

  it('ignores a failed suggestion request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetcher = vi.fn().mockRejectedValue(new Error('down'));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { input } = renderBox(fetcher);
    await user.type(input, 'milk');
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(fetcher).toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('milk');
  });

  it('keeps the list closed over the results after a suggestion is picked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetcher = vi.fn().mockResolvedValue({
      terms: [{ term: 'cheese' }, { term: 'cheese selection' }],
      categories: [],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { input } = renderBox(fetcher);
    await user.type(input, 'chese');
    await act(() => vi.advanceTimersByTimeAsync(700));
    await user.click(await screen.findByRole('option', { name: 'cheese' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/shop/search?searchTerm=cheese');
    // The box now holds 'cheese'; its suggestions arrive, and must not reopen the list.
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(fetcher).toHaveBeenLastCalledWith('cheese', expect.anything());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  describe('never leaves its list open over the results (issue 21)', () => {
    const cheese = () =>
      vi.fn().mockImplementation(async (term: string) => ({
        terms: [{ term: `${term} cheese` }, { term: `${term} selection` }],
        categories: [],
      }));

    async function typeWithSuggestions(input: HTMLElement, text: string) {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(input, text);
      await act(() => vi.advanceTimersByTimeAsync(700));
      expect(await screen.findByRole('listbox')).toBeInTheDocument();
      return user;
    }

    it('closes the list when the typed search is submitted with Enter', async () => {
      const { input } = renderBox(cheese());
      const user = await typeWithSuggestions(input, 'brie');
      await user.keyboard('{Enter}');
      expect(screen.getByTestId('where')).toHaveTextContent('/shop/search?searchTerm=brie');
      await act(() => vi.advanceTimersByTimeAsync(700));
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(input).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes the list when the search button is pressed', async () => {
      const { input } = renderBox(cheese());
      const user = await typeWithSuggestions(input, 'brie');
      // (React Aria hides the rest of the page from screen readers while the list is open.)
      const button = input.closest('form')?.querySelector('button[type="submit"]');
      expect(button).toHaveTextContent('Search');
      await user.click(button as HTMLElement);
      expect(screen.getByTestId('where')).toHaveTextContent('/shop/search?searchTerm=brie');
      await act(() => vi.advanceTimersByTimeAsync(700));
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });

    it('closes the list when the page moves to other results while it is open', async () => {
      const { input, router } = renderBox(cheese());
      await typeWithSuggestions(input, 'brie');
      await act(() => router.navigate('/shop/search?searchTerm=stilton'));
      expect(input).toHaveValue('stilton');
      await act(() => vi.advanceTimersByTimeAsync(700));
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(input).toHaveAttribute('aria-expanded', 'false');
    });

    it('keeps the list closed when results open by going back while the box has focus', async () => {
      const { input, router } = renderBox(cheese(), ['/shop/search?searchTerm=cheddar']);
      const user = await typeWithSuggestions(input, ' cheese');
      await user.keyboard('{Enter}');
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/shop/search?searchTerm=cheddar+cheese',
      );
      await user.type(input, 's');
      await act(() => vi.advanceTimersByTimeAsync(700));
      await act(() => router.navigate(-1));
      expect(input).toHaveValue('cheddar');
      await act(() => vi.advanceTimersByTimeAsync(700));
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });
  });
});
