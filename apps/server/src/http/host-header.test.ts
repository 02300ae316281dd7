import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHostHeader } from './host-header.ts';

describe('parseHostHeader', () => {
  it('proves names, addresses and ports a browser sends are accepted and lower-cased', () => {
    expect(parseHostHeader('Shop.Example.com')).toBe('shop.example.com');
    expect(parseHostHeader('localhost:3000')).toBe('localhost:3000');
    expect(parseHostHeader('127.0.0.1:65535')).toBe('127.0.0.1:65535');
    expect(parseHostHeader('[::1]:3000')).toBe('[::1]:3000');
    expect(parseHostHeader('[2001:db8::1]')).toBe('[2001:db8::1]');
    expect(parseHostHeader('shop.example.com.')).toBe('shop.example.com.');
  });

  it('proves a Host holding a path, a query, a space, user info or a bad port is refused', () => {
    for (const hostile of [
      '127.0.0.1:3000/ecom/shop/search?searchTerm=POISONED&x=',
      'x:99999',
      'x:0',
      'x:',
      'a b',
      '[',
      '[::1',
      'user@shop.example.com',
      'shop.example.com#frag',
      'shop..example.com',
      '-shop.example.com',
      '',
      undefined,
      'a'.repeat(301),
    ]) {
      expect(parseHostHeader(hostile), String(hostile)).toBeNull();
    }
  });

  it('proves whatever is accepted is a plain host[:port] that cannot carry a path or query', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        const host = parseHostHeader(value);
        if (host === null) return;
        expect(host).toMatch(/^[a-z0-9_.\-[\]:]+$/);
        expect(new URL(`http://${host}/ecom`).pathname).toBe('/ecom');
      }),
      { numRuns: 3000 },
    );
  });
});
