import { render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChunk, loadRouteModule } from '../../../lib/chunk-loader.ts';
import { ErrorBoundary } from '../../../root.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Decision 0098: a page whose code did not load after its retries tells the shopper 'Unable to
 * load page' (or 'Internet connection lost' offline), with the spec's error text and a way to
 * try again, from the root boundary and from a page's own.
 */

function failingChunk() {
  return loadChunk(
    'script',
    '/ecom/assets/trolley-Xy12.js',
    () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    { pause: async () => {}, probe: async () => null, timeoutMs: 1_000 },
  );
}

/** A page that never renders: its loader fails first. */
function Nothing() {
  return null;
}

function renderFailingRoute(boundary: 'root' | 'page') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      ...(boundary === 'root' ? { ErrorBoundary } : { ErrorBoundary: RouteError }),
      HydrateFallback: Nothing,
      loader: failingChunk,
      Component: Nothing,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

describe('a page whose code did not load', () => {
  it("says 'Unable to load page' with the chunk's text and a way to try again", async () => {
    renderFailingRoute('root');
    expect(await screen.findByRole('heading', { name: 'Unable to load page' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Module could not be loaded: Loading chunk trolley-Xy12 failed.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Unable to load page'));
  });

  it("says 'Internet connection lost' while offline, and changes as the connection comes back", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailingRoute('page');
    expect(await screen.findByRole('heading', { name: 'Internet connection lost' })).toBeVisible();
    expect(screen.getByText('Please check your connection.')).toBeVisible();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Unable to load page' })).toBeVisible();
  });

  it('shows from the page React Router renders for a route module that did not load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cache: Record<string, unknown> = {};
    const route = { id: 'routes/gone', module: '/ecom/assets/gone-Zz99.js' };
    const loaded = (await loadRouteModule(route, cache, {
      pause: async () => {},
      probe: async () => 404,
      timeoutMs: 5_000,
    })) as { default: () => null };
    // Not kept: a page loaded afresh tries the route again.
    expect(cache).toEqual({});
    const Stub = createRoutesStub([
      { id: 'root', path: '/', ErrorBoundary, HydrateFallback: Nothing, Component: loaded.default },
    ]);
    render(<Stub initialEntries={['/']} />);
    expect(await screen.findByRole('heading', { name: 'Unable to load page' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Module could not be loaded: Loading chunk gone-Zz99 failed.',
    );
  });
});
