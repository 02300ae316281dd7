import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, permissionsForRole } from '../identity/identity.ts';
import { loginRedirectFor, meetsRequirement } from './route-guard.ts';

const customer = { customerId: 7, principalId: 7, permissions: [] };
const staffAsSelf = { customerId: 3, principalId: 3, permissions: permissionsForRole('staff') };
const staffOnCustomer = { ...staffAsSelf, customerId: 7 };

describe('route guard', () => {
  it('proves anonymous visitors meet no requirement and customers meet both', () => {
    expect(meetsRequirement(ANONYMOUS, 'signed-in')).toBe(false);
    expect(meetsRequirement(ANONYMOUS, 'customer')).toBe(false);
    expect(meetsRequirement(customer, 'signed-in')).toBe(true);
    expect(meetsRequirement(customer, 'customer')).toBe(true);
  });

  it('proves checkout needs a customer: staff signed in as themselves are not one, staff on as a customer are', () => {
    expect(meetsRequirement(staffAsSelf, 'signed-in')).toBe(true);
    expect(meetsRequirement(staffAsSelf, 'customer')).toBe(false);
    expect(meetsRequirement(staffOnCustomer, 'customer')).toBe(true);
  });

  it('proves the login address keeps the wanted path and query', () => {
    expect(loginRedirectFor('/ecom/favourites?sortBy=A_2_Z')).toBe(
      '/ecom/login?redirect=%2Fecom%2Ffavourites%3FsortBy%3DA_2_Z',
    );
  });

  it('proves the login address never carries a target off the storefront', () => {
    expect(loginRedirectFor('//evil.example/ecom')).toBe('/ecom/login');
    fc.assert(
      fc.property(fc.string(), (wanted) => {
        const url = new URL(loginRedirectFor(wanted), 'http://shop.test');
        expect(url.origin).toBe('http://shop.test');
        expect(url.pathname).toBe('/ecom/login');
        const back = url.searchParams.get('redirect');
        if (back !== null) expect(back.startsWith('/ecom')).toBe(true);
      }),
    );
  });
});
