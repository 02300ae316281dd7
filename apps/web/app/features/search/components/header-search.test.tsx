import { FLAG_DEFAULTS, type FlagValues } from '@grocer/domain/flags/flag-catalogue';
import { render, screen } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HeaderSearch } from './header-search.tsx';

const Nothing = () => null;
const Root = () => <Outlet />;

/** The header's search strip under a root route whose loader gives the page's flags. */
function renderStrip(flags: FlagValues) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ flags }),
      HydrateFallback: Nothing,
      Component: Root,
      children: [{ index: true, Component: HeaderSearch }],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('the header search strip and the multisearch flag (decision 0068)', () => {
  it('proves the Multi-search button shows while the flag is on', async () => {
    renderStrip(FLAG_DEFAULTS);
    expect(await screen.findByRole('button', { name: 'Multi-search' })).toBeTruthy();
  });

  it('proves the Multi-search button is gone while the flag is off, and the search box stays', async () => {
    renderStrip({ ...FLAG_DEFAULTS, multisearch: false });
    expect(await screen.findAllByRole('search')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Multi-search' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Multi-search' })).toBeNull();
  });
});
