import { describe, expect, it } from 'vitest';
import { loginRedirect } from './route-guard.server.ts';

describe('loginRedirect', () => {
  it('proves a loader goes to login in the router form (it adds /ecom), coming back to the page', () => {
    const response = loginRedirect('/ecom/my-details?tab=name');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      '/login?redirect=%2Fecom%2Fmy-details%3Ftab%3Dname',
    );
  });

  it('proves a target outside the storefront is dropped, and headers ride along', () => {
    const response = loginRedirect('//evil.example/ecom', {
      headers: { 'Cache-Control': 'private, no-store' },
    });
    expect(response.headers.get('Location')).toBe('/login');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});
