import { describe, expect, it } from 'vitest';
import { createNonceSource } from './csp-nonce.ts';

describe('CSP nonces', () => {
  it('proves each nonce is 16 bytes of base64 and none repeats, across refills of the pool', () => {
    const nonce = createNonceSource();
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i += 1) {
      const value = nonce();
      expect(Buffer.from(value, 'base64')).toHaveLength(16);
      expect(value).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      seen.add(value);
    }
    expect(seen.size).toBe(2_000);
  });

  it('proves two sources do not hand out the same nonces', () => {
    const first = createNonceSource();
    const second = createNonceSource();
    expect(first()).not.toBe(second());
  });
});
