import { ANONYMOUS_VIEWER, type Viewer } from '@grocer/domain/identity/viewer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router.tsx';
import { AccountArea } from './account-area.tsx';

const jane: Viewer = { ...ANONYMOUS_VIEWER, signedIn: true, firstName: 'Jane' };

function renderArea(viewer: Viewer | null, staffAction?: React.ReactNode) {
  return renderWithRouter(
    <AccountArea viewer={viewer} loyaltySchemeName="myHillside" staffAction={staffAction} />,
  );
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Your account: Jane' }));
  return screen.findByRole('menu', { name: 'Your account: Jane' });
}

// The menu's React Aria code loads on first use; importing it once here keeps that slow first
// transform out of each test's wait.
beforeAll(async () => {
  await import('./account-menu-popover.tsx');
});

describe('header account area', () => {
  it('offers Sign in / Register to a visitor who is signed out, or not known yet', () => {
    for (const viewer of [null, ANONYMOUS_VIEWER]) {
      const { unmount } = renderArea(viewer);
      expect(screen.getByRole('link', { name: 'Sign in / Register' })).toHaveAttribute(
        'href',
        '/login',
      );
      expect(screen.queryByRole('link', { name: /Favourites/ })).toBeNull();
      unmount();
    }
  });

  it('shows a signed-in shopper Favourites, My orders and their account menu, and no sign-in link', async () => {
    renderArea(jane);
    expect(screen.queryByRole('link', { name: 'Sign in / Register' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favourites');
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/my-orders');
    const menu = await openMenu();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Account overview',
      'Lists',
      'myHillside',
      'Sign out',
    ]);
    // Sign out is an action, not a link: it runs the spec's logout sequence (doc 3 §7).
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).not.toHaveAttribute('href');
  });

  it('signs out from the menu through csrf and logout, then loads the home page', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      return url.endsWith('/csrf')
        ? Response.json({ headerName: 'x-csrf-token', token: 't' })
        : new Response(null, { status: 204 });
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    try {
      renderArea(jane);
      const menu = await openMenu();
      await userEvent.setup().click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/ecom'));
      expect(calls).toEqual(['GET /api/auth/v1/csrf', 'POST /api/auth/v1/logout']);
    } finally {
      assign.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('lists Delivery Pass only while the pass is active or available', async () => {
    const { unmount } = renderArea({ ...jane, deliveryPass: 'active' });
    expect(within(await openMenu()).getByRole('menuitem', { name: 'Delivery Pass' })).toBeVisible();
    unmount();
    renderArea({ ...jane, deliveryPass: 'expired' });
    expect(within(await openMenu()).queryByRole('menuitem', { name: 'Delivery Pass' })).toBeNull();
  });

  it('hides Sign out from staff signed on as the customer, showing their own action instead', async () => {
    renderArea({ ...jane, staffSignOn: true }, <button type="button">Return to admin</button>);
    expect(screen.getByRole('button', { name: 'Return to admin' })).toBeVisible();
    const menu = await openMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Sign out' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Account overview' })).toBeVisible();
  });
});
