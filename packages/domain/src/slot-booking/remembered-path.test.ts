import { describe, expect, it } from 'vitest';
import {
  isRememberedLocation,
  lastRememberedLocation,
  REMEMBERED_LOCATIONS_MAX,
  rememberLocation,
} from './remembered-path.ts';

describe('the remembered last non-slot path', () => {
  it('remembers shopping pages with their query', () => {
    for (const location of [
      '/ecom',
      '/ecom/shop/browse/groceries/bakery',
      '/shop/search?searchTerm=milk',
      '/ecom/shop/trolley',
      '/ecom/shop/browse/entertaining',
      '/ecom/shop/browse/groceries/christmas',
      '/ecom/myaccount/addresses/add?returnTo=%2Fecom%2Fmyaccount',
    ]) {
      expect(isRememberedLocation(location), location).toBe(true);
    }
  });

  it('does not remember booking, login, confirmation, registration, service selection or Christmas entertaining', () => {
    for (const location of [
      '/ecom/bookslot/delivery',
      '/bookslot/collection/groceries/christmas',
      '/ecom/service-selection/christmas',
      '/ecom/login?redirect=%2Fecom',
      '/ecom/sign-in',
      '/ecom/registration/account-details',
      '/ecom/order-confirmation/10000001/summary',
      '/ecom/shop/browse/entertaining/christmas',
      '/ecom/shop/featured/entertaining/christmas/party',
      // Adding an address on the way to a slot is part of booking.
      '/ecom/myaccount/addresses/add?returnTo=%2Fecom%2Fbookslot%2Fdelivery',
      'https://elsewhere.example/',
      '//elsewhere.example/',
    ]) {
      expect(isRememberedLocation(location), location).toBe(false);
    }
  });

  it('keeps up to 50 locations, the latest last, without repeating the latest', () => {
    let locations: string[] = [];
    for (let i = 0; i < 60; i += 1)
      locations = rememberLocation(locations, `/ecom/products/p/${i}`);
    expect(locations).toHaveLength(REMEMBERED_LOCATIONS_MAX);
    expect(locations[0]).toBe('/ecom/products/p/10');
    expect(rememberLocation(locations, '/ecom/products/p/59')).toEqual(locations);
    expect(rememberLocation(locations, '/ecom/bookslot/delivery')).toEqual(locations);
  });

  it('gives the last one remembered, skipping anything that should not be there', () => {
    expect(lastRememberedLocation(['/ecom/shop/trolley', '/ecom/bookslot/delivery', 42])).toBe(
      '/ecom/shop/trolley',
    );
    expect(lastRememberedLocation([])).toBeNull();
  });
});
