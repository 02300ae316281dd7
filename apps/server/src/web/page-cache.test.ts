import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { shellVariant } from '@grocer/domain/shell/shell-variant';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCompression } from '../plugins/compression.ts';
import { registerSecurityHeaders } from '../plugins/security-headers.ts';
import { negotiateEncoding, PAGE_CACHE_HEADER, registerPageCache } from './page-cache.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';

/**
 * The server's real hook order (page cache, security headers, compression) around a stand-in
 * storefront that streams a page naming how many times it has rendered, what the request looked
 * like, and an inline script carrying the response's nonce, as React Router's does.
 */
async function pageServer(
  options: {
    ttlMs?: number;
    maxEntries?: number;
    clientNoCache?: boolean;
    exposeStatus?: boolean;
  } = {},
) {
  let clock = 1_000_000;
  let renders = 0;
  const app: FastifyInstance = Fastify();
  const cache = registerPageCache(app, {
    basePath: '/ecom',
    ttlMs: options.ttlMs ?? 30_000,
    maxEntries: options.maxEntries,
    clientNoCache: options.clientNoCache ?? true,
    exposeStatus: options.exposeStatus ?? true,
    now: () => clock,
  });
  await registerSecurityHeaders(app, { hsts: false });
  await registerCompression(app);
  await app.register(
    async (storefront) => {
      const render = async (request: FastifyRequest, reply: FastifyReply) => {
        renders += 1;
        const url = new URL(request.url, 'http://shop.test');
        if (url.searchParams.has('missing'))
          return reply.code(404).type('text/html').send('<p>Not here</p>');
        if (url.searchParams.has('cookie'))
          reply.header('set-cookie', 'mobile-app=ios; Path=/ecom');
        // Slow enough that parallel requests overlap the render.
        await new Promise((resolve) => setTimeout(resolve, 20));
        // Like the real page frame: what it shows depends on the shell variant alone.
        const mobile =
          shellVariant({
            userAgent: request.headers['user-agent'] ?? null,
            clientId: null,
            cookieHeader: request.headers.cookie ?? null,
            mobileAppParam: null,
          }).appBanner !== null;
        const html = `<!doctype html><html><body><h1>Render ${renders}</h1>${
          mobile ? '<aside>Get the app</aside>' : ''
        }<p>${'Fresh produce. '.repeat(200)}</p><script nonce="${request.cspNonce}">window.page=${renders}</script><script nonce="${request.cspNonce}" type="module" src="/ecom/assets/entry.js"></script></body></html>`;
        reply.type('text/html; charset=utf-8');
        return reply.send(Readable.from([html.slice(0, 100), html.slice(100)]));
      };
      storefront.get('/', render);
      storefront.get('/*', render);
    },
    { prefix: '/ecom' },
  );
  await app.ready();
  return {
    app,
    cache,
    renders: () => renders,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

let server: Awaited<ReturnType<typeof pageServer>> | null = null;
afterEach(async () => {
  await server?.app.close();
  server = null;
});

describe('page cache', () => {
  it('proves a second anonymous request gets the stored page with a hash policy instead of rendering again', async () => {
    server = await pageServer();
    const first = await server.app.inject('/ecom/shop/browse/groceries/bakery');
    expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
    const second = await server.app.inject('/ecom/shop/browse/groceries/bakery');
    expect(second.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toMatch(/^text\/html/);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('<h1>Render 1</h1>');
    expect(server.renders()).toBe(1);
    for (const response of [first, second]) {
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toContain('nonce-');
      expect(response.body).not.toContain('nonce=');
      // The security headers still arrive on a stored page.
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('proves stored pages are compressed for browsers and decompress to the same page', async () => {
    server = await pageServer();
    const plain = await server.app.inject('/ecom/offers');
    const br = await server.app.inject({
      url: '/ecom/offers',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await server.app.inject({
      url: '/ecom/offers',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(server.renders()).toBe(1);
  });

  it('proves parallel requests for a page nobody has asked for yet share one render', async () => {
    server = await pageServer();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => server?.app.inject('/ecom/shop/browse/groceries/dairy')),
    );
    expect(server.renders()).toBe(1);
    for (const response of responses) expect(response?.body).toContain('<h1>Render 1</h1>');
  });

  it('proves emptying the cache (a staff publish, decision 0077) renders every page afresh', async () => {
    server = await pageServer();
    await server.app.inject('/ecom');
    await server.app.inject('/ecom/help-information');
    expect((await server.app.inject('/ecom')).headers[PAGE_CACHE_HEADER]).toBe('hit');
    server.cache.clear();
    const after = await server.app.inject('/ecom');
    expect(after.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(after.body).toContain('<h1>Render 3</h1>');
    expect((await server.app.inject('/ecom/help-information')).headers[PAGE_CACHE_HEADER]).toBe(
      'miss',
    );
    expect((await server.app.inject('/ecom')).headers[PAGE_CACHE_HEADER]).toBe('hit');
  });

  it('proves a page is rendered again once its time is up', async () => {
    server = await pageServer({ ttlMs: 30_000 });
    await server.app.inject('/ecom');
    server.advance(29_000);
    expect((await server.app.inject('/ecom')).body).toContain('<h1>Render 1</h1>');
    server.advance(2_000);
    expect((await server.app.inject('/ecom')).body).toContain('<h1>Render 2</h1>');
  });

  it('proves phones and desktops get their own copy of a page, so the app banner goes only to phones', async () => {
    server = await pageServer();
    const phone = { url: '/ecom', headers: { 'user-agent': IPHONE } };
    const desktop = { url: '/ecom', headers: { 'user-agent': DESKTOP } };
    await server.app.inject(phone);
    await server.app.inject(desktop);
    expect((await server.app.inject(phone)).body).toContain('Get the app');
    expect((await server.app.inject(desktop)).body).not.toContain('Get the app');
    // A phone that closed the banner sees the same frame as a desktop, so it gets that copy.
    const closed = await server.app.inject({
      url: '/ecom',
      headers: { 'user-agent': IPHONE, cookie: 'app-banner-hidden=1' },
    });
    expect(closed.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(closed.body).not.toContain('Get the app');
    expect(server.renders()).toBe(2);
  });

  it('proves requests that may be personal or ask for freshness always render, and are not stored', async () => {
    server = await pageServer();
    await server.app.inject('/ecom');
    const personal = [
      { url: '/ecom', headers: { cookie: 'session=abc' } },
      { url: '/ecom', headers: { cookie: 'app-banner-hidden=1; session=abc' } },
      { url: '/ecom', headers: { authorization: 'Bearer token' } },
      { url: '/ecom', headers: { 'cache-control': 'no-cache' } },
    ];
    for (const request of personal) {
      const response = await server.app.inject(request);
      expect(response.headers[PAGE_CACHE_HEADER]).toBeUndefined();
      expect(response.headers['content-security-policy']).toMatch(/'nonce-[^']+'/);
      expect(response.body).toMatch(/<script nonce="[^"]+">/);
    }
    expect(server.renders()).toBe(1 + personal.length);
    expect((await server.app.inject('/ecom')).body).toContain('<h1>Render 1</h1>');
  });

  it('proves that where clients may not ask for freshness (production), no-cache is served from the cache and says nothing about it', async () => {
    server = await pageServer({ clientNoCache: false, exposeStatus: false });
    await server.app.inject('/ecom');
    for (const cacheControl of ['no-cache', 'no-store', 'max-age=0, no-cache']) {
      const response = await server.app.inject({
        url: '/ecom',
        headers: { 'cache-control': cacheControl },
      });
      expect(response.body).toContain('<h1>Render 1</h1>');
      expect(response.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    }
    expect(server.renders()).toBe(1);
  });

  it('proves answers that set a cookie or are not found are never stored', async () => {
    server = await pageServer();
    for (const url of ['/ecom?cookie=1', '/ecom?missing=1']) {
      await server.app.inject(url);
      const again = await server.app.inject(url);
      expect(again.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    }
    expect(server.renders()).toBe(4);
  });

  it('proves the least recently used page is dropped first when the cache is full', async () => {
    server = await pageServer({ maxEntries: 2 });
    await server.app.inject('/ecom/a');
    await server.app.inject('/ecom/b');
    await server.app.inject('/ecom/a'); // a is now the most recent
    await server.app.inject('/ecom/c'); // evicts b
    expect((await server.app.inject('/ecom/a')).headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect((await server.app.inject('/ecom/b')).headers[PAGE_CACHE_HEADER]).toBe('miss');
  });

  it('proves files and other paths are left to their own caching', async () => {
    server = await pageServer();
    await server.app.inject('/ecom/favicon.svg');
    expect(
      (await server.app.inject('/ecom/favicon.svg')).headers[PAGE_CACHE_HEADER],
    ).toBeUndefined();
  });
});

describe('negotiateEncoding', () => {
  it('proves br is preferred, then gzip, and refused encodings are respected', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });
});
