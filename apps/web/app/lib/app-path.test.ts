import { describe, expect, it } from 'vitest';
import {
  isExternalHref,
  redirectQuery,
  redirectRoutePath,
  safeStorefrontPath,
  toRoutePath,
} from './app-path.ts';

describe('toRoutePath', () => {
  it('drops the /ecom basename that the router adds back', () => {
    expect(toRoutePath('/ecom/shop/browse/groceries')).toBe('/shop/browse/groceries');
    expect(toRoutePath('/ecom')).toBe('/');
    expect(toRoutePath('/ecom?x=1')).toBe('/?x=1');
  });

  it('leaves other hrefs alone', () => {
    expect(toRoutePath('https://cellar.example.com')).toBe('https://cellar.example.com');
    expect(toRoutePath('/ecommerce')).toBe('/ecommerce');
  });
});

describe('isExternalHref', () => {
  it('spots absolute URLs', () => {
    expect(isExternalHref('https://x.com/')).toBe(true);
    expect(isExternalHref('//evil.example')).toBe(true);
    expect(isExternalHref('/ecom/shop')).toBe(false);
  });
});

describe('safeStorefrontPath', () => {
  it('accepts storefront paths only', () => {
    expect(safeStorefrontPath('/ecom/products/milk/1?x=1')).toBe('/ecom/products/milk/1?x=1');
    expect(safeStorefrontPath('https://evil.example/ecom/')).toBe('/ecom');
    expect(safeStorefrontPath('/ecom/\\evil')).toBe('/ecom');
    expect(safeStorefrontPath(undefined)).toBe('/ecom');
  });
});

describe('redirectRoutePath', () => {
  it('proves a doubled slash after /ecom cannot leave the site once the router adds /ecom back', () => {
    expect(redirectRoutePath('/ecom//evil.example/?a&b')).toBe('/evil.example/?a&b');
    expect(redirectRoutePath('/ecom/shop/search?searchTerm=tea')).toBe(
      '/shop/search?searchTerm=tea',
    );
    expect(redirectRoutePath('//evil.example/')).toBe('/');
  });
});

describe('redirectQuery', () => {
  it('carries the target to the next sign-in or registration step, except the home page', () => {
    expect(redirectQuery('/ecom')).toBe('');
    expect(redirectQuery('/ecom/trolley?x=1')).toBe('?redirect=%2Fecom%2Ftrolley%3Fx%3D1');
  });
});
