import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import type { MenuEntry } from '../lib/menu-model.ts';
import { BurgerMenu } from './burger-menu.tsx';

const tree: MenuEntry[] = [
  {
    id: 'fresh',
    name: 'Fresh & Chilled',
    href: '/ecom/shop/browse/groceries/fresh',
    kind: 'category',
    children: [
      {
        id: 'fresh_ALL',
        name: 'View all Fresh & Chilled',
        href: '/ecom/shop/browse/groceries/fresh',
        kind: 'view-all',
        children: [],
      },
      {
        id: 'milk',
        name: 'Milk',
        href: '/ecom/shop/browse/groceries/fresh/milk',
        kind: 'category',
        children: [],
      },
    ],
  },
];

// The panel is loaded on first use; importing it once here keeps a slow first transform of its
// React Aria code from eating into each query's wait.
beforeAll(async () => {
  await import('./burger-menu-panel.tsx');
});

describe('BurgerMenu', () => {
  it('goes down a level and back again', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <BurgerMenu
        tree={tree}
        status="ready"
        onLoad={vi.fn()}
        links={[{ label: 'Offers', href: '/ecom/shop/browse/offers' }]}
        fallbackHref="/ecom/shop/browse/groceries"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    // The drawer's code loads on first use, so it arrives a moment after the press.
    expect(await screen.findByRole('heading', { name: 'Groceries' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Offers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fresh & Chilled' }));
    expect(screen.getByRole('heading', { name: 'Fresh & Chilled' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Milk' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Offers' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Groceries' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fresh & Chilled' })).toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <BurgerMenu
        tree={tree}
        status="ready"
        onLoad={vi.fn()}
        links={[]}
        fallbackHref="/ecom/shop/browse/groceries"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
