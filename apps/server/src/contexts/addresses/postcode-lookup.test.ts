import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createLogger } from '../../logging/logger.ts';
import { createBuiltInPostcodeLookup } from './built-in-postcode-lookup.ts';
import { createHttpPostcodeLookup, FIND_PATH, RETRIEVE_PATH } from './http-postcode-lookup.ts';
import { createPostcodeLookupService } from './postcode-lookup.service.ts';

/**
 * The postcode lookup: the built-in demo streets, and the HTTP adapter against a small real HTTP
 * server started here that answers like a find/retrieve service, including its refusals, its
 * failures and its silences.
 */

type Handler = (url: URL, response: ServerResponse) => void;

interface LookupServer {
  /** The base URL the adapter is configured with. */
  url: string;
  /** Every request's URL, in order. */
  requests: URL[];
  /** What the next requests are answered with (defaults to the happy service below). */
  answer: Handler;
  close(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** A service with one street at RG1 4AB: two houses. */
const happy: Handler = (url, response) => {
  if (url.pathname.endsWith(FIND_PATH)) {
    if (url.searchParams.get('Container') === 'GB|RM|ENG|4AB-RG1') {
      return json(response, 200, {
        Items: [
          {
            Id: 'GB|RM|A|101',
            Type: 'Address',
            Text: '1 Acacia Avenue',
            Description: 'Reading, RG1 4AB',
          },
          {
            Id: 'GB|RM|A|103',
            Type: 'Address',
            Text: '3 Acacia Avenue',
            Description: 'Reading, RG1 4AB',
          },
        ],
      });
    }
    return json(response, 200, {
      Items: [
        {
          Id: 'GB|RM|ENG|4AB-RG1',
          Type: 'Postcode',
          Text: 'RG1 4AB',
          Description: 'Acacia Avenue, Reading - 2 Addresses',
        },
      ],
    });
  }
  if (url.pathname.endsWith(RETRIEVE_PATH)) {
    if (url.searchParams.get('Id') !== 'GB|RM|A|101') return json(response, 200, { Items: [] });
    return json(response, 200, {
      Items: [
        {
          Id: 'GB|RM|A|101',
          DomesticId: '12345678',
          Line1: '1 Acacia Avenue',
          Line2: '',
          City: 'Reading',
          ProvinceName: 'Berkshire',
          PostalCode: 'RG1 4AB',
          CountryIso2: 'GB',
          Extra: 'ignored',
        },
      ],
    });
  }
  json(response, 404, { Message: 'no such endpoint' });
};

async function startLookupServer(): Promise<LookupServer> {
  const requests: URL[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const state: { answer: Handler } = { answer: happy };
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://lookup.test');
    requests.push(url);
    state.answer(url, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/Capture/Interactive/`,
    requests,
    get answer() {
      return state.answer;
    },
    set answer(handler: Handler) {
      state.answer = handler;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const log = createLogger('silent');

describe('the HTTP lookup adapter, against a real HTTP server', () => {
  let lookupServer: LookupServer;
  beforeAll(async () => {
    lookupServer = await startLookupServer();
  });
  afterAll(() => lookupServer.close());

  const service = (timeoutMs = 2_000) =>
    createPostcodeLookupService({
      provider: createHttpPostcodeLookup({ url: lookupServer.url, key: 'AA11-BB22' }),
      timeoutMs,
      log,
    });

  it('proves find sends the key, text and container and maps groups and addresses', async () => {
    lookupServer.answer = happy;
    const found = await service().find('rg1 4ab');
    expect(found).toEqual({
      outcome: 'ok',
      value: [
        {
          id: 'GB|RM|ENG|4AB-RG1',
          label: 'RG1 4AB',
          description: 'Acacia Avenue, Reading - 2 Addresses',
          type: 'RESULT_SET',
        },
      ],
    });
    const sent = lookupServer.requests.at(-1);
    expect(sent?.pathname).toBe(`/Capture/Interactive/${FIND_PATH}`);
    expect(sent?.searchParams.get('Key')).toBe('AA11-BB22');
    expect(sent?.searchParams.get('Text')).toBe('rg1 4ab');
    expect(sent?.searchParams.has('Container')).toBe(false);

    const expanded = await service().find('rg1 4ab', { container: 'GB|RM|ENG|4AB-RG1' });
    expect(expanded.outcome === 'ok' && expanded.value.map((s) => [s.id, s.type])).toEqual([
      ['GB|RM|A|101', 'ADDRESS'],
      ['GB|RM|A|103', 'ADDRESS'],
    ]);
    expect(lookupServer.requests.at(-1)?.searchParams.get('Container')).toBe('GB|RM|ENG|4AB-RG1');
  });

  it('proves retrieve maps the fields (the domestic id as the UDPRN), and an unknown id is null', async () => {
    lookupServer.answer = happy;
    expect(await service().retrieve('GB|RM|A|101')).toEqual({
      outcome: 'ok',
      value: {
        line1: '1 Acacia Avenue',
        line2: '',
        line3: '',
        town: 'Reading',
        region: 'Berkshire',
        country: 'GB',
        postalCode: 'RG1 4AB',
        uniqueDomesticAddressReferenceNumber: '12345678',
      },
    });
    expect(lookupServer.requests.at(-1)?.pathname).toBe(`/Capture/Interactive/${RETRIEVE_PATH}`);
    expect(await service().retrieve('GB|RM|A|999')).toEqual({ outcome: 'ok', value: null });
  });

  it('proves refusals, failures, nonsense and silence are all "unavailable", never a throw', async () => {
    const cases: [string, Handler][] = [
      [
        'a refusal (bad key)',
        (_url, response) =>
          json(response, 200, { Items: [{ Error: '2', Description: 'Unknown key', Cause: 'x' }] }),
      ],
      ['a server error', (_url, response) => json(response, 500, { Message: 'down' })],
      [
        'not JSON',
        (_url, response) => {
          response.writeHead(200, { 'content-type': 'text/html' });
          response.end('<html>maintenance</html>');
        },
      ],
      ['an unknown shape', (_url, response) => json(response, 200, { results: [] })],
    ];
    for (const [what, handler] of cases) {
      lookupServer.answer = handler;
      expect(await service().find('RG1'), what).toEqual({ outcome: 'unavailable' });
      expect(await service().retrieve('GB|RM|A|101'), what).toEqual({ outcome: 'unavailable' });
    }
  });

  it('proves a service that does not answer in time is unavailable after the timeout, not later', async () => {
    lookupServer.answer = () => {
      // Never answers.
    };
    const started = performance.now();
    expect(await service(200).find('RG1')).toEqual({ outcome: 'unavailable' });
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(190);
    expect(took).toBeLessThan(1_500);
  });

  it('proves the shop uses it when configured: the suggestions call answers from the service', async () => {
    lookupServer.answer = happy;
    const t = await createTestApp({
      env: {
        POSTCODE_LOOKUP_PROVIDER: 'http',
        POSTCODE_LOOKUP_URL: lookupServer.url,
        POSTCODE_LOOKUP_KEY: 'AA11-BB22',
      },
    });
    let shopper: TestAccount | undefined;
    try {
      shopper = await createTestAccount(t.database);
      const session = await t.app.identityService.startSession(shopper.id);
      const cookie = `session=${session.secret}`;
      const found = await t.app.inject({
        url: '/api/address-lookup/v1/suggestions?text=RG1%204AB&container=GB%7CRM%7CENG%7C4AB-RG1',
        headers: { cookie },
      });
      expect(found.statusCode).toBe(200);
      expect(found.json().suggestions).toHaveLength(2);
      const picked = await t.app.inject({
        url: '/api/address-lookup/v1/suggestions/GB%7CRM%7CA%7C101',
        headers: { cookie },
      });
      expect(picked.json()).toMatchObject({
        line1: '1 Acacia Avenue',
        uniqueDomesticAddressReferenceNumber: '12345678',
      });
    } finally {
      await shopper?.remove();
      await t.close();
    }
  });
});

describe('the built-in lookup (demo streets)', () => {
  const lookup = createBuiltInPostcodeLookup();

  it('proves a sector narrows the district’s streets and words find streets by name or town', async () => {
    const district = await lookup.find('SW4');
    expect(district.length).toBe(15);
    const sector = (district[0]?.description ?? '').match(/SW4 (\d)/)?.[1];
    const bySector = await lookup.find(`sw4 ${sector}`);
    expect(bySector.length).toBeGreaterThan(0);
    expect(bySector.length).toBeLessThan(district.length);
    expect(bySector.every((s) => s.description.includes(`SW4 ${sector}`))).toBe(true);
    const street = district[0]?.label ?? '';
    const byName = await lookup.find(`${street} london`);
    expect(byName.map((s) => s.id)).toContain(district[0]?.id);
    expect(await lookup.find('zz')).toEqual([]);
  });

  it('proves words after a postcode narrow its houses', async () => {
    const all = await lookup.find('RG1 4AB');
    const first = all.find((s) => /^\d+ /.test(s.label));
    const number = first?.label.split(' ')[0] ?? '';
    const narrowed = await lookup.find(`RG1 4AB ${number}`);
    expect(narrowed.map((s) => s.id)).toContain(first?.id);
    expect(narrowed.length).toBeLessThan(all.length);
  });

  it('proves ids it did not make expand to nothing and retrieve nothing', async () => {
    for (const id of [
      '',
      'DEMO',
      'DEMO|RG14AB|1|2',
      'GB|RM|A|1',
      'DEMO|ZE10AA|0',
      'DEMO|RG14AB|999',
      'DEMO|RG14AB|-1',
    ]) {
      expect(await lookup.retrieve(id), id).toBeNull();
    }
    expect(await lookup.find('RG1', { container: 'DEMO|RG14AB|1' })).toEqual([]);
    expect(await lookup.find('RG1', { container: 'elsewhere' })).toEqual([]);
    expect((await lookup.find('RG1', { container: 'DEMO|RG14AB' })).length).toBeGreaterThan(5);
  });
});
