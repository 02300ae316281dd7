import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import type { MenuEntry } from '../lib/menu-model.ts';
import { MegaMenu } from './mega-menu.tsx';

const leaf = (id: string, name: string): MenuEntry => ({
  id,
  name,
  href: `/ecom/shop/browse/groceries/${id}`,
  kind: 'category',
  children: [],
});

const tree: MenuEntry[] = [
  {
    id: 'fresh',
    name: 'Fresh & Chilled',
    href: '/ecom/shop/browse/groceries/fresh',
    kind: 'category',
    children: [
      { ...leaf('fresh', 'View all Fresh & Chilled'), id: 'fresh_ALL', kind: 'view-all' },
      {
        id: 'fresh_OFFERS',
        name: 'Fresh & Chilled Offers',
        href: '/ecom/shop/browse/offers/fresh_offers?categoryId=fresh',
        kind: 'offers',
        children: [],
      },
      leaf('milk', 'Milk'),
    ],
  },
  leaf('bakery', 'Bakery'),
];

function renderMenu(onLoad = vi.fn()) {
  renderWithRouter(
    <MegaMenu
      tree={tree}
      status="ready"
      onLoad={onLoad}
      fallbackHref="/ecom/shop/browse/groceries"
    />,
  );
  return { onLoad, toggle: screen.getByRole('button', { name: 'Groceries' }) };
}

// The panel is loaded on first use; importing it once here keeps a slow first transform of its
// React Aria code from eating into each query's wait.
beforeAll(async () => {
  await import('./mega-menu-panel.tsx');
});

describe('MegaMenu', () => {
  it('opens from the Groceries toggle and asks for the menu data', async () => {
    const user = userEvent.setup();
    const { toggle, onLoad } = renderMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(onLoad).toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The panel's code loads on first use, so the dialog arrives a moment after the press.
    expect(await screen.findByRole('dialog', { name: 'Groceries' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bakery' })).toHaveAttribute(
      'href',
      '/shop/browse/groceries/bakery',
    );
  });

  it('closes on Escape and puts focus back on the toggle', async () => {
    const user = userEvent.setup();
    const { toggle } = renderMenu();
    await user.click(toggle);
    await user.click(await screen.findByRole('button', { name: 'Fresh & Chilled' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });

  it('opens a deeper level with its View all and Offers entries', async () => {
    const user = userEvent.setup();
    const { toggle } = renderMenu();
    await user.click(toggle);
    const fresh = await screen.findByRole('button', { name: 'Fresh & Chilled' });
    expect(screen.queryByRole('link', { name: 'Milk' })).not.toBeInTheDocument();

    await user.click(fresh);
    expect(fresh).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'View all Fresh & Chilled' })).toHaveAttribute(
      'href',
      '/shop/browse/groceries/fresh',
    );
    expect(screen.getByRole('link', { name: 'Fresh & Chilled Offers' })).toHaveAttribute(
      'href',
      '/shop/browse/offers/fresh_offers?categoryId=fresh',
    );
    expect(screen.getByRole('link', { name: 'Milk' })).toBeInTheDocument();
  });

  it('closes when the window width changes', async () => {
    const user = userEvent.setup();
    const { toggle } = renderMenu();
    await user.click(toggle);
    await screen.findByRole('dialog', { name: 'Groceries' });
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      value: window.innerWidth + 200,
    });
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
