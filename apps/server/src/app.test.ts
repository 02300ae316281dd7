import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      app.get('/api/test-only/boom', async () => {
        throw new Error('database exploded at 10.0.0.5');
      });
    },
  });
});
afterAll(() => t.close());

describe('routing', () => {
  it('proves / redirects to the storefront with a 302', async () => {
    const response = await t.app.inject('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/ecom');
  });

  it('proves an unknown /api path is a JSON 404, not the storefront', async () => {
    const response = await t.app.inject('/api/nothing/v1/here?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
  });
});

describe('health', () => {
  it('proves /api/health pings the database and names its kind', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('request ids', () => {
  it('proves a plain incoming x-request-id is echoed and a hostile one replaced', async () => {
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-123' } });
    expect(kept.headers['x-request-id']).toBe('lb-123');
    const replaced = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nforged' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('errors', () => {
  it('proves malformed JSON is a 400 that says what is wrong, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"quantity": 2,',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('MALFORMED_JSON');
    expect(body.message).toMatch(/^Request body is not valid JSON: .*JSON/);
  });

  it('proves an empty JSON body and an unsupported media type are client errors', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('MALFORMED_JSON');
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(csv.statusCode).toBe(415);
    expect(csv.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('proves a path that does not decode is a 400 in our error body, not Fastify’s own', async () => {
    const broken = await t.app.inject({
      url: '/api/branch/v3/branches/%zz',
      headers: { 'x-request-id': 'bad-url-1' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['x-request-id']).toBe('bad-url-1');
    expect(broken.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: "'/api/branch/v3/branches/%zz' is not a valid url component",
      requestId: 'bad-url-1',
    });
  });

  it('proves a body over the limit is refused with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ note: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('proves an unexpected error is a generic 500 quoting the request id, with the stack only in the log', async () => {
    const response = await t.app.inject({
      url: '/api/test-only/boom',
      headers: { 'x-request-id': 'boom-1' },
    });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Sorry, something went wrong on our side. Please quote reference boom-1.',
      requestId: 'boom-1',
    });
    expect(response.body).not.toContain('10.0.0.5');
    const logged = t.logs.find((line) => line.reqId === 'boom-1' && line.level === 50);
    expect((logged?.err as { stack?: string } | undefined)?.stack).toContain('database exploded');
  });
});

describe('security headers', () => {
  it('proves API responses carry CSP, frame, referrer and nosniff headers but no HSTS over http', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('proves a forwarded https request is not trusted unless TRUST_PROXY is set', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS behind a TLS proxy', () => {
  it('proves HSTS is sent only for requests that arrived over TLS', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const tls = await proxied.app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(tls.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      const plain = await proxied.app.inject('/api/health');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

describe('log masking', () => {
  it('proves tokens, emails, passwords, authorization and cookies never reach the logs', async () => {
    await t.app.inject({
      url: '/api/nothing?token=tok-SECRET&email=ann%40example.com&password=pw-SECRET&q=milk',
      headers: {
        'x-request-id': 'mask-1',
        authorization: 'Bearer bearer-SECRET',
        cookie: 'session=cookie-SECRET',
      },
    });
    const lines = t.logs.filter((line) => line.reqId === 'mask-1');
    expect(lines.length).toBeGreaterThan(0);
    const text = JSON.stringify(lines);
    for (const secret of [
      'tok-SECRET',
      'ann',
      'example.com',
      'pw-SECRET',
      'bearer-SECRET',
      'cookie-SECRET',
    ]) {
      expect(text).not.toContain(secret);
    }
    const incoming = lines.find((line) => line.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({
      url: '/api/nothing?token=***&email=***&password=***&q=milk',
      headers: { authorization: 'Bearer ***', cookie: 'session=***' },
    });
  });
});

describe('compression', () => {
  it('proves JSON responses over 1 KiB are compressed with br or gzip as the client asks', async () => {
    // The 404 body echoes the path, which makes a large enough JSON body without other routes.
    const longPath = `/api/${'x'.repeat(1500)}`;
    const br = await t.app.inject({ url: longPath, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await t.app.inject({ url: longPath, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const none = await t.app.inject({ url: longPath });
    expect(none.headers['content-encoding']).toBeUndefined();
  });
});
