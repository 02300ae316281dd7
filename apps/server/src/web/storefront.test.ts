import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The storefront's scripts a page loads, each once. */
const scriptsOf = (html: string) => [
  ...new Set([...html.matchAll(/\/ecom\/assets\/[\w.-]+\.js/g)].map((m) => m[0])),
];

const cspNonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('storefront mount at /ecom', () => {
  it('proves SSR pages render with loaders reaching the services and request info through the load context', async () => {
    // Rendered afresh: a stored page would carry the request id of the request that stored it.
    const response = await t.app.inject({
      url: '/ecom',
      headers: { 'x-request-id': 'ssr-1', 'cache-control': 'no-cache' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Hillside</h1>');
    expect(response.body).toContain('<p data-testid="root">Groceries</p>');
    expect(response.body).toContain('<p data-testid="request">ssr-1</p>');
  });

  it('proves a fresh page arrives whole, its loader data handed to the browser inline before the stream closes', async () => {
    const response = await t.app.inject({
      url: '/ecom',
      headers: { 'x-request-id': 'handoff-1', 'cache-control': 'no-cache' },
    });
    const html = response.body;
    const enqueued = html.indexOf('window.__reactRouterContext.streamController.enqueue(');
    const closed = html.indexOf('window.__reactRouterContext.streamController.close();');
    expect(enqueued).toBeGreaterThan(0);
    expect(closed).toBeGreaterThan(enqueued);
    // What the home loader returned travels with the page, so the browser hydrates without asking.
    expect(html.slice(enqueued, closed)).toContain('handoff-1');
    // Rendered in one pass: no part arrives later to be moved into place by React's script.
    expect(html).not.toContain('$RC(');
    expect(html).not.toContain('<template id="B:');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('proves every script of a freshly rendered page carries the response’s CSP nonce, fresh per request', async () => {
    const fresh = { url: '/ecom', headers: { 'cache-control': 'no-cache' } };
    const first = await t.app.inject(fresh);
    const nonce = cspNonce(first.headers['content-security-policy'] as string);
    expect(nonce).toBeTruthy();
    const scripts = first.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const second = await t.app.inject(fresh);
    expect(cspNonce(second.headers['content-security-policy'] as string)).not.toBe(nonce);
  });

  it('proves a stored page allows exactly its own inline scripts by hash and carries no stale nonce', async () => {
    await t.app.inject('/ecom?stored-page-check');
    const stored = await t.app.inject('/ecom?stored-page-check');
    const csp = stored.headers['content-security-policy'] as string;
    expect(csp).not.toContain("'nonce-");
    expect(stored.body).not.toMatch(/\snonce="/);
    const allowed = [...csp.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);
    const inline = [...stored.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\ssrc=/.test(` ${attributes}`),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      const hash = `sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}`;
      expect(allowed).toContain(hash);
    }
  });

  it('proves HTML is compressed with br and gzip and decompresses to the same page', async () => {
    const br = await t.app.inject({ url: '/ecom', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Hillside</h1>');
    const gzip = await t.app.inject({ url: '/ecom', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>Hillside</h1>');
  });

  it('proves hashed assets are served under /ecom/assets with immutable caching and compression', async () => {
    const page = await t.app.inject('/ecom');
    const assets = scriptsOf(page.body);
    expect(assets.length).toBeGreaterThan(0);
    let compressed = 0;
    for (const asset of assets) {
      const response = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode, asset).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toMatch(/javascript/);
      if (response.headers['content-encoding'] === 'gzip') compressed++;
    }
    // Chunks under 1 KiB are not worth compressing; the runtime chunk always is.
    expect(compressed).toBeGreaterThan(0);
  });

  it('proves an asset is sent as the build’s own compressed copy the browser accepts, unpacking to the file', async () => {
    const page = await t.app.inject('/ecom');
    const scripts = scriptsOf(page.body);
    let largest: { path: string; body: Buffer } = { path: '', body: Buffer.alloc(0) };
    for (const path of scripts) {
      const plain = await t.app.inject({ url: path, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      if (plain.rawPayload.length > largest.body.length) largest = { path, body: plain.rawPayload };
    }
    const onDisk = (suffix: string) =>
      readFileSync(
        join(
          inject('storefrontBuildDir'),
          'client',
          largest.path.replace(/^\/ecom\//, '') + suffix,
        ),
      );
    expect(largest.body.equals(onDisk(''))).toBe(true);

    const br = await t.app.inject({
      url: largest.path,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // The build's copy (quality 11), not one made for this request.
    expect(br.rawPayload.equals(onDisk('.br'))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(largest.body)).toBe(true);

    const gzip = await t.app.inject({ url: largest.path, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(onDisk('.gz'))).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(largest.body)).toBe(true);
  });

  it('proves unknown storefront paths get the storefront’s not-found page, and missing assets a plain 404', async () => {
    const page = await t.app.inject('/ecom/no/such/page');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Page not found');
    const asset = await t.app.inject('/ecom/assets/gone-1234.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('proves OPTIONS on a page is answered with the methods a page takes, and no error is logged or printed', async () => {
    const before = t.logs.length;
    const printed = vi.spyOn(console, 'error');
    for (const url of ['/ecom', '/ecom/no/such/page', '/ecom/form']) {
      const response = await t.app.inject({ method: 'OPTIONS', url });
      expect(response.statusCode).toBe(204);
      expect(response.headers.allow).toBe('GET, HEAD, POST');
      expect(response.body).toBe('');
    }
    const errors = t.logs.slice(before).filter((line) => (line.level as number) >= 50);
    expect(errors).toEqual([]);
    expect(printed).not.toHaveBeenCalled();
    printed.mockRestore();
  });
  it('proves /api keeps JSON body parsing and JSON 404s with the storefront mounted', async () => {
    const graphql = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: '{ taxonomy { taxonomy { rootId } } }' },
    });
    expect(graphql.json()).toEqual({ data: { taxonomy: { taxonomy: { rootId: '10051' } } } });
    const missing = await t.app.inject('/api/not-here');
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('without a storefront build', () => {
  it('proves the server still starts, serves /api, and tells the user to run npm run build', async () => {
    const bare = await createTestApp({ webBuildDirectory: '/nonexistent/build' });
    try {
      const page = await bare.app.inject('/ecom/shop');
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      expect((await bare.app.inject('/api/health')).statusCode).toBe(200);
      expect(bare.logs.some((line) => String(line.msg).includes('npm run build'))).toBe(true);
    } finally {
      await bare.close();
    }
  });
});
