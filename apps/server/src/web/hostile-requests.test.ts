import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { STOREFRONT_FORM_LIMIT } from './react-router-handler.ts';

/** Sends raw bytes to a listening app and reads until the server closes or `settleMs` passes. */
async function rawExchange(port: number, bytes: string, settleMs = 2_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(answer);
    }, settleMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', reject);
    socket.write(bytes);
  });
}

function statusOf(raw: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
}

function renderedUrl(html: string): string {
  return /<p data-testid="url">([^<]*)<\/p>/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
}

describe('the page a shopper sees cannot be chosen by someone else’s Host header', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://shop.example.com' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('proves a Host holding a path is refused, and the next shopper gets the page they asked for', async () => {
    const poison = await t.app.inject({
      url: '/ecom/echo?cb=1',
      headers: { host: '127.0.0.1:3000/ecom/shop/search?searchTerm=POISONED&x=' },
    });
    expect(poison.statusCode).toBe(400);
    expect(poison.json().message).toMatch(/Host/);
    const victim = await t.app.inject('/ecom/echo?cb=1');
    expect(victim.statusCode).toBe(200);
    expect(renderedUrl(victim.body)).toBe('https://shop.example.com/ecom/echo?cb=1');
  });

  it('proves pages render from the configured origin and the path, whatever well-formed Host arrives', async () => {
    const other = await t.app.inject({ url: '/ecom/echo?cb=2', headers: { host: 'evil.example' } });
    expect(renderedUrl(other.body)).toBe('https://shop.example.com/ecom/echo?cb=2');
    const doubled = await t.app.inject({ url: '//ecom/echo', headers: { host: 'evil.example' } });
    expect(doubled.body).not.toContain('evil.example');
  });

  it('proves malformed Host headers and absolute-form request lines get 400, never 500', async () => {
    for (const host of ['x:99999', 'a b', '[', 'shop.example.com/ecom']) {
      const raw = await rawExchange(
        port,
        `GET /ecom/echo?fresh=${encodeURIComponent(host)} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(statusOf(raw), host).toBe(400);
    }
    const absolute = await rawExchange(
      port,
      'GET http://evil.example/ecom/echo?abs=1 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(statusOf(absolute)).toBe(400);
    expect(absolute).toContain('must be a path');
  });
});

describe('production answers only its configured hosts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_ORIGIN: 'https://shop.example.com', ALLOWED_HOSTS: 'www.shop.example.com' },
    });
  });
  afterAll(() => t.close());

  it('proves the public host and the listed ones are served, others refused, and health answers any host', async () => {
    for (const host of ['shop.example.com', 'WWW.shop.example.com']) {
      const page = await t.app.inject({ url: '/ecom/echo', headers: { host } });
      expect(page.statusCode, host).toBe(200);
    }
    const other = await t.app.inject({ url: '/ecom/echo', headers: { host: 'evil.example' } });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('INVALID_HOST');
    const api = await t.app.inject({
      url: '/api/taxonomy/v1/groceries',
      headers: { host: 'evil.example' },
    });
    expect(api.statusCode).toBe(400);
    const health = await t.app.inject({ url: '/api/health', headers: { host: '10.0.0.7:3000' } });
    expect(health.statusCode).toBe(200);
  });
});

describe('storefront form actions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const post = (payload: string, contentType: string | undefined, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/ecom/form',
      payload,
      headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
    });

  it('proves a form the browser sends reaches the action, and an empty post is an empty form', async () => {
    const form = await post('a=1&b=2', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<p data-testid="fields">a,b</p>');
    const multipart = await post(
      '--XyZ\r\nContent-Disposition: form-data; name="c"\r\n\r\n3\r\n--XyZ--\r\n',
      'multipart/form-data; boundary=XyZ',
    );
    expect(multipart.body).toContain('<p data-testid="fields">c</p>');
    const empty = await t.app.inject({ method: 'POST', url: '/ecom/form' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<p data-testid="fields"></p>');
  });

  it('proves JSON, text and broken multipart bodies are client errors that never reach the action', async () => {
    const cases: Array<[string, string, number]> = [
      ['{"a":1}', 'application/json', 415],
      ['a=1', 'text/plain', 415],
      ['a=1', 'application/octet-stream', 415],
      ['--XyZ\r\n', 'multipart/form-data', 400],
      ['not a multipart body', 'multipart/form-data; boundary=XyZ', 400],
    ];
    for (const [payload, type, status] of cases) {
      const response = await post(payload, type);
      expect(response.statusCode, type).toBe(status);
      expect(response.headers['set-cookie'], type).toBeUndefined();
      expect(response.json().message, type).toBeTruthy();
    }
  });

  it('proves forms over the storefront limit are refused with 413', async () => {
    const big = await post(
      `a=${'x'.repeat(STOREFRONT_FORM_LIMIT)}`,
      'application/x-www-form-urlencoded',
    );
    expect(big.statusCode).toBe(413);
  });

  it('proves a form posted from another site is refused before the action runs', async () => {
    const foreign = await post('a=1', 'application/x-www-form-urlencoded', {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['set-cookie']).toBeUndefined();
    const crossSite = await post('a=1', 'application/x-www-form-urlencoded', {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    const own = await post('a=1', 'application/x-www-form-urlencoded', {
      origin: 'http://localhost:80',
      host: 'localhost:80',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('proves a form from the shop’s own host on another scheme or port is refused', async () => {
    const form = 'application/x-www-form-urlencoded';
    const overTls = { host: 'shop.example.com', 'x-forwarded-proto': 'https' };
    const fromPlainHttp = await post('a=1', form, {
      ...overTls,
      origin: 'http://shop.example.com',
    });
    expect(fromPlainHttp.statusCode).toBe(403);
    expect(fromPlainHttp.headers['set-cookie']).toBeUndefined();
    const fromTlsToPlain = await post('a=1', form, {
      host: 'localhost:80',
      origin: 'https://localhost:80',
    });
    expect(fromTlsToPlain.statusCode).toBe(403);
    const fromOtherPort = await post('a=1', form, {
      ...overTls,
      origin: 'https://shop.example.com:8443',
    });
    expect(fromOtherPort.statusCode).toBe(403);
    const own = await post('a=1', form, { ...overTls, origin: 'https://shop.example.com' });
    expect(own.statusCode, own.body).toBe(200);
    const ownDefaultPort = await post('a=1', form, {
      ...overTls,
      host: 'shop.example.com:443',
      origin: 'https://shop.example.com',
    });
    expect(ownDefaultPort.statusCode, ownDefaultPort.body).toBe(200);
  });

  it('proves cookies set over TLS behind a trusted proxy are Secure, and over plain http are not', async () => {
    const tls = await post('a=1', 'application/x-www-form-urlencoded', {
      'x-forwarded-proto': 'https',
    });
    expect([tls.headers['set-cookie']].flat()).toEqual([
      'form-seen=1; Path=/ecom; SameSite=Lax; Secure',
    ]);
    const plain = await post('a=1', 'application/x-www-form-urlencoded');
    expect([plain.headers['set-cookie']].flat()).toEqual(['form-seen=1; Path=/ecom; SameSite=Lax']);
  });
});

describe('a request whose body stops short', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('proves the server answers 408 and lets the connection go instead of holding it open', async () => {
    const started = Date.now();
    const raw = await rawExchange(
      port,
      'POST /api/graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":',
      30_000,
    );
    expect(statusOf(raw)).toBe(408);
    // Closed by the server, not by this test giving up after 30 s.
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 40_000);
});
