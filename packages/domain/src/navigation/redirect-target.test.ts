import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_BASE_PATH, safeRedirectTarget } from './redirect-target.ts';

/** How a browser resolves a Location header against the shop's own page. */
function landsOn(location: string): URL {
  return new URL(location, 'https://shop.example.com/ecom/shop/search?searchTerm=milk');
}

describe('safeRedirectTarget', () => {
  it('proves storefront paths are kept with their query and fragment', () => {
    expect(safeRedirectTarget('/ecom/shop/search?searchTerm=milk&page=2#results')).toBe(
      '/ecom/shop/search?searchTerm=milk&page=2#results',
    );
    expect(safeRedirectTarget('/ecom')).toBe('/ecom');
    expect(safeRedirectTarget('/ecom?mobileApp=ios')).toBe('/ecom?mobileApp=ios');
  });

  it('proves every way of pointing at another site falls back to the storefront home', () => {
    for (const hostile of [
      '//evil.example/',
      '/\\evil.example/',
      '/ecom/\\..\\/evil',
      'https://evil.example/ecom/',
      'javascript:alert(1)',
      '/ecom/../admin',
      '/ecomevil',
      'ecom/shop',
      '',
      ' /ecom',
    ]) {
      expect(safeRedirectTarget(hostile), hostile).toBe(STOREFRONT_BASE_PATH);
    }
    expect(safeRedirectTarget(undefined, '/ecom/shop')).toBe('/ecom/shop');
    expect(safeRedirectTarget(42)).toBe('/ecom');
  });

  it('proves a doubled slash after the base path cannot become a protocol-relative address', () => {
    expect(safeRedirectTarget('/ecom//evil.example/?a&b')).toBe('/ecom/evil.example/?a&b');
    // What a caller does next (dropping the base path for the router) stays on the site.
    const withoutBase = safeRedirectTarget('/ecom//evil.example/').slice(
      STOREFRONT_BASE_PATH.length,
    );
    expect(withoutBase.startsWith('//')).toBe(false);
  });

  it('proves CR, LF and non-Latin-1 text cannot reach the Location header raw', () => {
    const target = safeRedirectTarget('/ecom/shop\r\nSet-Cookie: a=b/€?q=ü\n');
    expect(target).toMatch(/^[\x21-\x7e]+$/);
    expect(target.startsWith('/ecom/')).toBe(true);
  });

  it('proves any input leads to this site under /ecom, as a browser would resolve it', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string().map((s) => `/ecom${s}`),
          fc
            .constantFrom('/', '//', '\\', '/ecom', '/ecom/', '.', '..', '%2f', '%5c', '@', ':')
            .chain((piece) =>
              fc.array(fc.constantFrom(piece, '/', 'evil.example', '%09', '\t'), { maxLength: 8 }),
            )
            .map((parts) => parts.join('')),
        ),
        (input) => {
          const target = safeRedirectTarget(input);
          expect(target).toMatch(/^[\x21-\x7e]+$/);
          const url = landsOn(target);
          expect(url.origin).toBe('https://shop.example.com');
          expect(url.pathname === '/ecom' || url.pathname.startsWith('/ecom/')).toBe(true);
          // Also after the router's base path is taken off and put back on.
          const routePath = target.slice(STOREFRONT_BASE_PATH.length) || '/';
          expect(landsOn(routePath).origin).toBe('https://shop.example.com');
        },
      ),
      { numRuns: 2000 },
    );
  });
});
