import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  createNonceStamper,
  stampScriptNonceBytes,
  stampScriptNonces,
} from './security-headers.ts';

describe('script nonce stamping', () => {
  it('proves script tags without a nonce get one and tags that have one are left alone', () => {
    const html =
      '<script>a()</script><SCRIPT type="module">b()</SCRIPT><script nonce="x">c()</script>';
    expect(stampScriptNonces(html, 'N')).toBe(
      '<script nonce="N">a()</script><script nonce="N" type="module">b()</SCRIPT><script nonce="x">c()</script>',
    );
  });

  it('proves stamping the bytes changes exactly what stamping the text does', () => {
    const fragments = [
      '<script',
      '<SCRIPT',
      '<Script',
      '<scripts',
      '<script_',
      '<scrip',
      ' nonce="x"',
      ' NONCE =',
      '\tnonce=',
      '\u00a0nonce=',
      'nonce=',
      ' type="module"',
      '>',
      '<',
      '</script>',
      'crème',
      '€',
      ' ',
      'a',
      '<p>',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fragments), { maxLength: 30 }), (parts) => {
        const html = parts.join('');
        const bytes = Buffer.from(html);
        const stamped = stampScriptNonceBytes(bytes, 'N');
        expect(stamped.toString()).toBe(stampScriptNonces(html, 'N'));
        // Nothing to stamp: the same bytes come back, not a copy.
        if (stampScriptNonces(html, 'N') === html) expect(stamped).toBe(bytes);
      }),
      { numRuns: 2000 },
    );
  });

  it('proves the streaming stamper handles a tag split across chunks and multi-byte text', async () => {
    const bytes = Buffer.from(
      '<p>crème</p><scr|ipt type="module">x</script><script async>y</script>',
    );
    const parts = bytes
      .toString()
      .split('|')
      .map((part) => Buffer.from(part));
    // Split the é's two bytes too.
    const first = parts[0]!;
    const chunks = [first.subarray(0, 5), first.subarray(5), parts[1]!];
    const out = await text(Readable.from(chunks).pipe(createNonceStamper('N')));
    expect(out).toBe(
      '<p>crème</p><script nonce="N" type="module">x</script><script nonce="N" async>y</script>',
    );
  });
});

describe('contentSecurityPolicy', () => {
  it('proves frame-ancestors is none and upgrade-insecure-requests appears only over TLS', () => {
    expect(contentSecurityPolicy({ nonce: 'N' }, false)).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy({ nonce: 'N' }, false)).toContain("script-src 'self' 'nonce-N'");
    expect(contentSecurityPolicy({ nonce: 'N' }, false)).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ nonce: 'N' }, true)).toContain('upgrade-insecure-requests');
  });
});
