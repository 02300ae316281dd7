import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { createTestApp } from '../test-app.ts';
import { databaseFingerprint, expectDataUnchanged, resetCounters } from './database-fingerprint.ts';
import { fuzz, fuzzSummary } from './fuzz-settings.ts';
import { plausibleValues } from './plausible-values.ts';
import { pathFor } from './route-paths.ts';
import { storefrontRoutes } from './storefront-manifest.ts';

/**
 * What app.inject cannot send, because it parses the URL first: raw request lines over a real
 * socket. Every route (the route table's and the storefront manifest's) is asked for in
 * absolute form (`GET http://evil.example/ecom HTTP/1.1`), with dot segments, doubled slashes,
 * raw non-ASCII bytes, odd methods, and missing, empty or repeated Host headers (hostile Host
 * values are the other suites' business). Every
 * answer must be below 500, a redirect must stay on the site, and the data must be unchanged.
 */

const t = await createTestApp();
await t.app.listen({ host: '127.0.0.1', port: 0 });
const { port } = t.app.server.address() as AddressInfo;
const plausible = await plausibleValues(t.database);
await resetCounters(t.database);
const baseline = await databaseFingerprint(t.database);

const patterns = [
  ...new Set([
    ...t.app.routeTable
      .map(({ url }) => url)
      // One hashed file stands for all of them.
      .filter((url) => !/^\/ecom\/assets\/.+\.\w+$/.test(url)),
    ...(await storefrontRoutes(inject('storefrontBuildDir'))).map(({ path }) => path),
  ]),
];

interface RawAnswer {
  status: number;
  head: string;
}

/** Sends bytes as they are and reads the status line and headers of the answer. */
function send(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer within 15 s')));
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const head = received.split('\r\n\r\n')[0] ?? '';
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head });
    });
    socket.write(request, 'latin1');
  });
}

/** UTF-8 bytes of a text as latin-1 characters, so raw non-ASCII goes on the wire as is. */
const utf8Bytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

const requestTarget = fc
  .tuple(
    fc.constantFrom(...patterns).chain((pattern) => pathFor(pattern, plausible, 'plausible')),
    fc.constantFrom(
      (path: string) => path,
      (path: string) => `http://evil.example${path}`,
      (path: string) => `http://localhost:3000${path}`,
      (path: string) => `https://localhost${path}`,
      (path: string) => `HTTP://LOCALHOST${path}`,
      (path: string) => `http://user:pass@localhost${path}`,
      (path: string) => `http://[::1]:99999${path}`,
      (path: string) => `http://evil.example:80@localhost${path}`,
      (path: string) => `/${path}`,
      (path: string) => `${path}/./.`,
      (path: string) => `${path}/../../api/health`,
      (path: string) => `${path}/%2e%2e/%2e%2e/api`,
      (path: string) => path.replace(/\//g, '//'),
      (path: string) => `${path};jsessionid=1`,
      (path: string) => `${path}?`,
      (path: string) => `${path}#fragment`,
      (path: string) => `${path}${utf8Bytes('/é🍎')}`,
      (path: string) => `${path}\\..\\evil`,
      () => '*',
      () => 'localhost:3000',
      () => '',
    ),
  )
  .map(([path, shape]) => shape(path));

/** Host headers as a request carries them: missing, empty, repeated, or beside a forwarded one. */
const hostLines = fc.constantFrom<string[]>(
  [],
  ['Host:'],
  ['Host: localhost', 'Host: evil.example'],
  ['Host: localhost', 'X-Forwarded-Host: evil.example'],
  ['Host: localhost', 'Transfer-Encoding: chunked', 'Content-Length: 3'],
);

const methods = fc.constantFrom(
  'GET',
  'GET',
  'HEAD',
  'POST',
  'OPTIONS',
  'CONNECT',
  'TRACE',
  'get',
  'BREW',
);

async function expectSafeAnswer(method: string, target: string, headers: string[]): Promise<void> {
  const body = method === 'POST' ? 'a=1' : '';
  const answer = await send(
    [
      `${method} ${target} HTTP/1.1`,
      ...headers,
      ...(body ? ['Content-Type: application/x-www-form-urlencoded'] : []),
      ...(headers.some((h) => /^(content-length|transfer-encoding):/i.test(h))
        ? []
        : [`Content-Length: ${body.length}`]),
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
  // Node hands CONNECT to a 'connect' listener; with none (we proxy nothing) it closes the
  // connection without an answer, which is fine. Anything else must be answered.
  if (method === 'CONNECT' && answer.status === 0) return;
  expect(answer.status, answer.head).toBeGreaterThanOrEqual(100);
  expect(answer.status, answer.head).toBeLessThan(500);
  const location = /^location: (.*)$/im.exec(answer.head)?.[1];
  if (location !== undefined) expect(location, 'redirect target').toMatch(/^\/(?![/\\])/);
}

afterEach(() => expectDataUnchanged(t.database, baseline));
afterAll(async () => {
  console.log(fuzzSummary('request lines', `${patterns.length} routes`));
  await t.close();
});

describe('raw request lines', () => {
  it('proves absolute-form and odd request targets and methods get an answer below 500', async () => {
    await fuzz(
      fc.tuple(methods, requestTarget),
      ([method, target]) => expectSafeAnswer(method, target, ['Host: localhost:3000']),
      150,
    );
  });

  it('proves a missing, empty or repeated Host header gets an answer below 500', async () => {
    await fuzz(
      fc.tuple(
        methods,
        fc.constantFrom(...patterns).chain((pattern) => pathFor(pattern, plausible, 'plausible')),
        hostLines,
      ),
      ([method, target, headers]) => expectSafeAnswer(method, target, headers),
      60,
    );
  });
});
