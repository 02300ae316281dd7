import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import type {
  ListCard,
  ShoppingListActionResult,
  ShoppingListPageData,
} from '../api/shopping-lists.server.ts';
import { AddToList } from './add-to-list.tsx';
import { ListsPageView } from './lists-page-view.tsx';
import { ShoppingListView } from './shopping-list-view.tsx';

const product = (n: number) => ({
  lineNumber: String(100 + n),
  name: `Product ${n}`,
  image: 'bread',
  size: '800g',
  href: `/ecom/products/product-${n}/p${n}`,
});

const card = (id: number, name: string, items: number): ListCard => ({
  id,
  name,
  numItems: items,
  created: 'Monday 2 March 2026',
  href: `/ecom/shopping-lists/${encodeURIComponent(name)}/${id}`,
  thumbnails: Array.from({ length: Math.min(items, 4) }, (_, index) => product(index + 1)),
});

const listsPage = {
  adding: null,
  renaming: null,
  deleting: null,
  notice: null,
  staffSignOn: false,
  refusal: null,
};

describe('Add to list before it is pressed', () => {
  it('is a link to the Lists page’s add form, back to where the shopper is, named for the product', () => {
    renderWithRouter(<AddToList lineNumber="123456" name="Seeded loaf" />, '/shop/browse/bakery');
    const link = screen.getByRole('link', { name: 'Add to list, Seeded loaf' });
    expect(link.getAttribute('href')).toBe(
      '/ecom/lists?add=123456&back=%2Fecom%2Fshop%2Fbrowse%2Fbakery',
    );
  });

  it('shows its words on a product page', () => {
    renderWithRouter(<AddToList lineNumber="1" name="Seeded loaf" size="medium" />);
    const link = screen.getByRole('link');
    expect(link.textContent).toContain('Add to list');
  });
});

describe('the Lists page', () => {
  it('shows each list with the pictures of its first 4 items, its size and when it was made', () => {
    renderWithRouter(
      <ListsPageView {...listsPage} lists={[card(1, 'Weekly shop', 6), card(2, 'Party', 1)]} />,
    );
    const weekly = screen.getByRole('list', { name: 'First items of Weekly shop' });
    expect(
      within(weekly)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4']);
    expect(
      within(screen.getByRole('list', { name: 'First items of Party' })).getAllByRole('img'),
    ).toHaveLength(1);
    expect(screen.getByText('6 items · Created Monday 2 March 2026')).toBeTruthy();
    // The test's router has no /ecom basename.
    expect(screen.getByRole('link', { name: 'Weekly shop' }).getAttribute('href')).toBe(
      '/shopping-lists/Weekly%20shop/1',
    );
  });

  it('says when there is no list yet', () => {
    renderWithRouter(<ListsPageView {...listsPage} lists={[]} />);
    expect(screen.getByText("You haven't made a list yet.")).toBeTruthy();
  });

  it('opens the rename form on the page without JavaScript, and shows its refusal', () => {
    const party = card(2, 'Party', 1);
    renderWithRouter(
      <ListsPageView
        {...listsPage}
        lists={[party]}
        renaming={party}
        refusal={{
          ok: false,
          intent: 'rename',
          listId: 2,
          lineNumber: null,
          message: 'You already have a list called Weekly shop',
        }}
      />,
    );
    const field = screen.getAllByLabelText('List name').at(-1) as HTMLInputElement;
    expect(field.value).toBe('Party');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('You already have a list called Weekly shop')).toBeTruthy();
  });

  it('offers a product’s lists to add it to, marking those that hold it, or a new one', () => {
    renderWithRouter(
      <ListsPageView
        {...listsPage}
        lists={[card(1, 'Weekly shop', 6), card(2, 'Party', 1)]}
        adding={{ product: product(9), back: '/ecom/products/product-9/p9', holding: [2] }}
      />,
    );
    const form = screen.getByRole('region', { name: 'Add Product 9 to a list' });
    expect(within(form).getByRole('radio', { name: 'Weekly shop' })).toHaveProperty(
      'checked',
      true,
    );
    expect(
      within(form).getByRole('radio', { name: /^Party/ }).parentElement?.textContent,
    ).toContain('On this list');
    expect(within(form).getByRole('radio', { name: 'Or make a new list' })).toBeTruthy();
    expect(
      within(form).getByRole('link', { name: 'Back to the product' }).getAttribute('href'),
    ).toBe('/products/product-9/p9');
  });
});

const listPage: ShoppingListPageData = {
  list: {
    id: 7,
    name: 'Weekly shop',
    numItems: 2,
    created: 'Monday 2 March 2026',
    href: '/ecom/shopping-lists/Weekly%20shop/7',
  },
  lines: [1, 2].map((n) => ({
    lineNumber: String(100 + n),
    product: product(n),
    quantity: { amount: n, uom: 'C62' },
    quantityText: String(n),
    uoms: ['C62'],
  })),
  orders: [],
  staffSignOn: false,
};

function ListPageScreen() {
  return <ShoppingListView {...listPage} actionData={null} />;
}

describe('a list’s page', () => {
  it('shows each item with its quantity, and says when there are no orders to fill it from', () => {
    renderWithRouter(<ShoppingListView {...listPage} actionData={null} />);
    expect(
      (screen.getByRole('spinbutton', { name: 'Quantity of Product 2' }) as HTMLInputElement).value,
    ).toBe('2');
    expect(screen.getByRole('button', { name: 'Remove Product 1' })).toBeTruthy();
    expect(screen.getByText('You have no previous orders to add from yet.')).toBeTruthy();
  });

  it('shows Add all items pending, then fulfilled with how many went in and how many did not', async () => {
    let release: (value: ShoppingListActionResult) => void = () => {};
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: ListPageScreen,
        action: () =>
          new Promise<ShoppingListActionResult>((resolve) => {
            release = resolve;
          }),
      },
    ]);
    render(<Stub />);
    await userEvent.click(screen.getByRole('button', { name: 'Add all items' }));
    expect(await screen.findByText('Adding all items to your trolley…')).toBeTruthy();
    release({
      ok: true,
      intent: 'add-all',
      result: {
        status: 'fulfilled',
        orderId: '10000001',
        successCount: 1,
        skipped: [{ lineNumber: '102', reason: 'NOT_AVAILABLE' }],
      },
    });
    expect(
      await screen.findByText(
        "1 item added to your trolley. 1 item couldn't be added: it isn't available to order now",
      ),
    ).toBeTruthy();
  });

  it('says Add all items was rejected, with why', () => {
    renderWithRouter(
      <ShoppingListView
        {...listPage}
        actionData={{
          ok: false,
          intent: 'add-all',
          listId: 7,
          lineNumber: null,
          message:
            "Sorry, your list's items haven't been added to your trolley: Your trolley is full",
        }}
      />,
    );
    const status = screen.getAllByRole('status').find((node) => node.dataset.state === 'rejected');
    expect(status?.textContent).toBe(
      "Sorry, your list's items haven't been added to your trolley: Your trolley is full",
    );
  });
});
