import { render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './root.tsx';

/**
 * Issue 21: a fault no page caught still gives the browser tab (and a screen reader's page
 * announcement) a title: the unexpected-error title, or 'Page not found' for a 404.
 */

function Page() {
  return null;
}

function renderFailing(failure: () => never) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Page,
      ErrorBoundary,
      loader: failure,
      HydrateFallback: NothingYet,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

describe('root error boundary', () => {
  it('titles the page with the unexpected-error title', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(() => {
      throw new Error('database down');
    });
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe("Sorry, we're experiencing an unexpected error."),
    );
  });

  it("titles a 404 'Page not found'", async () => {
    renderFailing(() => {
      throw data(null, { status: 404 });
    });
    expect(
      await screen.findByRole('heading', { name: "Sorry, we couldn't find that page" }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page not found'));
  });
});

/** What a stub route shows until its loader answers (React Router asks routes with loaders for one). */
function NothingYet() {
  return null;
}
