import { render, screen } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import MinimalLayout from './minimal-layout.tsx';

/**
 * The minimal layout's secure-checkout header (spec doc 2 §2): a checkout route (handle
 * `secureHeader`) shows "Secure checkout" with the configured free-phone line as a tel: link; a
 * native webview (the shell's `webview`, from `?mobileApp=` or the app's user agent) hides it;
 * a route without the handle has no header at all.
 */

function Root() {
  return <Outlet />;
}

function NoFallback() {
  return null;
}

function CheckoutBody() {
  return <p>Checkout body</p>;
}

function shell(webview: 'android' | 'ios' | null) {
  return {
    site: { brandName: 'Grocer', customerCarePhone: '0800 123 4567' },
    webview,
    year: 2026,
  };
}

function renderLayout(webview: 'android' | 'ios' | null, handle: Record<string, boolean>) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Root,
      HydrateFallback: NoFallback,
      loader: () => shell(webview),
      children: [
        {
          Component: MinimalLayout,
          children: [{ path: 'checkout', Component: CheckoutBody, handle }],
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={['/checkout']} />);
}

describe('minimal layout secure-checkout header', () => {
  it('shows the secure-checkout line with the free-phone number on a checkout page', async () => {
    renderLayout(null, { secureHeader: true });
    expect(await screen.findByText('Checkout body')).toBeInTheDocument();
    expect(screen.getByText(/Secure checkout\. Need help\? Call free on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0800 123 4567' })).toHaveAttribute(
      'href',
      'tel:08001234567',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it.each(['android', 'ios'] as const)('hides it in the %s app webview', async (webview) => {
    renderLayout(webview, { secureHeader: true });
    expect(await screen.findByText('Checkout body')).toBeInTheDocument();
    expect(screen.queryByText(/Secure checkout/)).toBeNull();
    expect(screen.queryByRole('link', { name: '0800 123 4567' })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows no header on a minimal page without the secure or minimal header', async () => {
    renderLayout(null, {});
    expect(await screen.findByText('Checkout body')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
