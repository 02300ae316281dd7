import { render, screen } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './checkout.tsx';

/**
 * The checkout's component crash (spec doc 2 §8): a render error on the checkout shows the spec's
 * "Sorry, something has gone wrong..." text and the configured customer-care phone number.
 */

function Root() {
  return <Outlet />;
}

function NoFallback() {
  return null;
}

function Crashing(): never {
  throw new Error('component crashed');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('checkout crash text', () => {
  it('shows the crash title, the spec text and the configured customer-care phone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        Component: Root,
        HydrateFallback: NoFallback,
        loader: () => ({ site: { customerCarePhone: '0800 765 4321' } }),
        children: [{ path: 'checkout', Component: Crashing, ErrorBoundary }],
      },
    ]);
    render(<Stub initialEntries={['/checkout']} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, something has gone wrong...');
    expect(alert).toHaveTextContent(
      'There may be a problem with your order that is preventing you from checking out.',
    );
    expect(alert).toHaveTextContent('Please call our Customer Care team on 0800 765 4321.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sorry, something has gone wrong...',
    );
  });
});
