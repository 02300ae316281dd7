import { addresses as addressesTable } from '@grocer/db/schema/addresses';
import { MAX_ADDRESSES } from '@grocer/domain/address/address-book-rules';
import { ANONYMOUS } from '@grocer/domain/identity/identity';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { AddressUsageSource } from './addresses.contract.ts';

/**
 * The address book over REST and GraphQL (decision 0027), on a real database. Orders and slots do
 * not exist yet, so "in use" comes from a usage source this file hands the app, standing where
 * the slot and order contexts will: it answers from a set the tests fill.
 */

let t: TestApp;
const accountsMade: TestAccount[] = [];
/** Address ids an order in progress or a booked slot uses, as the slot context would answer. */
const inUse = new Map<number, Set<number>>();
/** How many times the address book asked what is in use. */
let usageAsked = 0;
const usage: AddressUsageSource = {
  async inUseAddressIds(customerId) {
    usageAsked += 1;
    return inUse.get(customerId) ?? new Set();
  },
};

beforeAll(async () => {
  t = await createTestApp({ addressUsage: [usage] });
});

afterAll(async () => {
  for (const account of accountsMade) await account.remove();
  await t.close();
});

const call = (options: InjectOptions) => t.app.inject(options);

async function account(role: 'customer' | 'staff' = 'customer'): Promise<TestAccount> {
  const made = await createTestAccount(t.database, { role });
  accountsMade.push(made);
  return made;
}

interface Browser {
  send(
    method: InjectOptions['method'],
    url: string,
    payload?: object,
    headers?: object,
  ): Promise<LightMyRequestResponse>;
  graphql(query: string, variables?: object): Promise<LightMyRequestResponse>;
  addAddress(input: object): Promise<{
    address: Record<string, unknown> | null;
    failures: { message: string; type: string }[] | null;
  }>;
  list(query?: string): Promise<Record<string, unknown>[]>;
}

/** A browser holding the session cookie and the CSRF header its changes carry. */
async function browserFor(sessionSecret: string): Promise<Browser> {
  const cookie = `session=${sessionSecret}`;
  const csrf = (await call({ url: '/api/auth/v1/csrf', headers: { cookie } })).json().token;
  const browser: Browser = {
    send: (method, url, payload, headers = {}) =>
      call({
        method,
        url,
        ...(payload === undefined ? {} : { payload }),
        headers: { cookie, 'x-csrf-token': csrf, ...headers },
      }),
    graphql: (query, variables = {}) =>
      call({
        method: 'POST',
        url: '/api/graphql',
        payload: { query, variables },
        headers: { cookie, 'x-csrf-token': csrf },
      }),
    async addAddress(input) {
      const response = await browser.graphql(ADD_ADDRESS, { input });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.addAddress;
    },
    async list(query = '') {
      const response = await browser.send('GET', `/api/addresses/v2/addresses${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  };
  return browser;
}

async function signedIn(shopper: TestAccount): Promise<Browser> {
  return browserFor((await t.app.identityService.startSession(shopper.id)).secret);
}

const ADD_ADDRESS = /* GraphQL */ `
  mutation Add($input: AddAddressInput!) {
    addAddress(input: $input) {
      address {
        id isContactAddress line1 line2 line3 town region country postalCode addressStatus created
        addressee { title firstName lastName contactNumber modified }
        delivery { customerNote }
        uniqueDomesticAddressReferenceNumber
      }
      failures { message type }
    }
  }
`;

const home = {
  line1: '12 Acacia Avenue',
  town: 'Reading',
  region: 'Berkshire',
  postalCode: 'rg1 1aa',
  title: 'Mrs',
  firstName: 'Jane',
  lastName: 'Marsh',
  contactNumber: '07700 900-123',
  customerNote: 'Side gate',
  version: 2,
};
const work = { ...home, line1: '1 Station Road', postalCode: 'RG1 1AB', customerNote: '' };

async function storedRows(customerId: number) {
  return t.database.db
    .select()
    .from(addressesTable)
    .where(eq(addressesTable.customerId, customerId));
}

describe('who may call', () => {
  it('proves a stranger gets 401 from every address call, and the answers are no-store', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/addresses/v2/addresses', undefined],
      ['GET', '/api/addresses/v2/addresses/1', undefined],
      ['OPTIONS', '/api/addresses/v2/addresses/1', undefined],
      ['PUT', '/api/addresses/v2/addresses/1', { line1: 'x', postalCode: 'RG1 1AA' }],
      ['DELETE', '/api/addresses/v2/addresses/1', undefined],
      ['PUT', '/api/addresses/v2/addresses/1/addressee', { firstName: 'a', lastName: 'b' }],
      ['PATCH', '/api/addresses/v2/addresses/1/delivery', { customerNote: 'x' }],
      ['PATCH', '/api/accounts/v1/profile', { contactAddressId: 1 }],
      ['GET', '/api/address-lookup/v1/suggestions?text=RG1', undefined],
      ['GET', '/api/address-lookup/v1/suggestions/DEMO%7CRG11AA%7C0', undefined],
    ] as const) {
      const response = await call({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const added = await call({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: ADD_ADDRESS, variables: { input: home } },
    });
    expect(added.json().data.addAddress).toEqual({
      address: null,
      failures: [{ message: 'Sign in to manage your addresses.', type: 'UNAUTHENTICATED' }],
    });
  });

  it("proves another customer's address is 404 on every call, and stays as it was", async () => {
    const owner = await account();
    const stranger = await account();
    const mine = await signedIn(owner);
    const theirs = await signedIn(stranger);
    const { address } = await mine.addAddress(home);
    await theirs.addAddress(work);
    const url = `/api/addresses/v2/addresses/${address?.id}`;
    for (const [method, path, payload] of [
      ['GET', url, undefined],
      ['OPTIONS', url, undefined],
      ['PUT', url, { line1: 'Stolen', postalCode: 'RG1 1AA' }],
      ['DELETE', url, undefined],
      ['PUT', `${url}/addressee`, { firstName: 'Eve', lastName: 'Mallory' }],
      ['PATCH', `${url}/delivery`, { customerNote: 'Leave it with me' }],
      ['PATCH', '/api/accounts/v1/profile', { contactAddressId: address?.id }],
    ] as const) {
      const response = await theirs.send(method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().code).toBe('ADDRESS_NOT_FOUND');
    }
    expect(await mine.list()).toEqual([address]);
    expect((await theirs.list()).map((a) => a.line1)).toEqual(['1 Station Road']);
  });

  it('proves a subject-id header must name the customer the session acts for (else 403, nothing changes)', async () => {
    const shopper = await account();
    const other = await account();
    const browser = await signedIn(shopper);
    const { address } = await browser.addAddress(home);
    const url = `/api/addresses/v2/addresses/${address?.id}/delivery`;
    for (const subject of [String(other.id), 'nobody', '']) {
      const refused = await browser.send(
        'PATCH',
        url,
        { customerNote: 'Changed' },
        {
          'x-subject-id': subject,
        },
      );
      expect(refused.statusCode, subject).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
    expect((await browser.list())[0]).toMatchObject({ delivery: { customerNote: 'Side gate' } });
    const allowed = await browser.send(
      'PATCH',
      url,
      { customerNote: 'Changed' },
      {
        'x-subject-id': String(shopper.id),
      },
    );
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().delivery).toEqual({ customerNote: 'Changed' });
  });

  it('proves cookie callers need the CSRF header to change anything; bearer callers do not', async () => {
    const shopper = await account();
    const session = await t.app.identityService.startSession(shopper.id);
    const refused = await call({
      method: 'POST',
      url: '/api/graphql',
      headers: { cookie: `session=${session.secret}` },
      payload: { query: ADD_ADDRESS, variables: { input: home } },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CSRF_TOKEN_INVALID');
    expect(await storedRows(shopper.id)).toEqual([]);
    const { accessToken } = t.app.identityService.issueAccessToken({
      ...ANONYMOUS,
      customerId: shopper.id,
      principalId: shopper.id,
      sessionId: session.sessionId,
    });
    const byToken = await call({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { query: ADD_ADDRESS, variables: { input: home } },
    });
    expect(byToken.json().data.addAddress.address).toMatchObject({ line1: '12 Acacia Avenue' });
  });
});

describe('adding addresses (GraphQL addAddress, version 2)', () => {
  it('proves the first address becomes the contact address, stored as the form normalises it', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    const { address, failures } = await browser.addAddress(home);
    expect(failures).toBeNull();
    expect(address).toMatchObject({
      isContactAddress: true,
      line1: '12 Acacia Avenue',
      line2: '',
      town: 'Reading',
      country: 'GB',
      postalCode: 'RG1 1AA',
      addressStatus: 'UNVERIFIED',
      addressee: {
        title: 'Mrs',
        firstName: 'Jane',
        lastName: 'Marsh',
        contactNumber: '07700900123',
      },
      delivery: { customerNote: 'Side gate' },
      uniqueDomesticAddressReferenceNumber: null,
    });
    const second = await browser.addAddress({ ...work, setContactAddress: false });
    expect(second.address?.isContactAddress).toBe(false);
  });

  it('proves setContactAddress moves the contact address, and the book lists it first', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    const first = (await browser.addAddress(home)).address;
    const second = (await browser.addAddress(work)).address;
    const third = (
      await browser.addAddress({ ...work, line1: '3 Mill Lane', setContactAddress: true })
    ).address;
    expect(third?.isContactAddress).toBe(true);
    const ids = (list: Record<string, unknown>[]) => list.map((a) => a.id);
    // Same creation time is possible on a fast machine: ties go by id, like the creation order.
    expect(ids(await browser.list())).toEqual([third?.id, second?.id, first?.id]);
    expect(ids(await browser.list('?sortBy=-created'))).toEqual([third?.id, second?.id, first?.id]);
    expect(ids(await browser.list('?sortBy=created'))).toEqual([third?.id, first?.id, second?.id]);
    const contacts = (await storedRows(shopper.id)).filter((row) => row.isContact);
    expect(contacts.map((row) => row.id)).toEqual([third?.id]);
    const graphqlList = await browser.graphql(
      '{ addresses(sortBy: "created") { addresses { id isContactAddress } failures { type } } }',
    );
    expect(graphqlList.json().data.addresses).toEqual({
      addresses: [
        { id: third?.id, isContactAddress: true },
        { id: first?.id, isContactAddress: false },
        { id: second?.id, isContactAddress: false },
      ],
      failures: null,
    });
    const badSort = await browser.graphql(
      '{ addresses(sortBy: "name") { failures { type message } } }',
    );
    expect(badSort.json().data.addresses.failures).toEqual([
      { type: 'VALIDATION_FAILED', message: expect.stringContaining('sortBy') },
    ]);
  });

  it('proves bad input is refused with a failure naming the field, and nothing is stored', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    const cases: [object, string][] = [
      [{ ...home, line1: 'x'.repeat(61) }, 'line1: Must be no more than 60 characters'],
      [{ ...home, postalCode: 'SW1A' }, 'postalCode: Invalid UK postcode'],
      [{ ...home, country: 'XX' }, 'country: Please select a country'],
      [{ ...home, firstName: '' }, 'firstName: Please enter your first name'],
      [{ ...home, contactNumber: '0118' }, 'contactNumber: Must be at least 10 digits'],
      [{ ...home, version: 1 }, 'version: must be 2'],
      [{ ...home, suggestionId: 'not an id!' }, 'suggestionId: must be a suggestion id'],
    ];
    for (const [input, message] of cases) {
      const { address, failures } = await browser.addAddress(input);
      expect(address).toBeNull();
      expect(failures).toEqual([
        { type: 'VALIDATION_FAILED', message: expect.stringContaining(message) },
      ]);
    }
    expect(await storedRows(shopper.id)).toEqual([]);
  });

  it('proves the book holds at most MAX_ADDRESSES addresses', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    for (let i = 0; i < MAX_ADDRESSES; i++) {
      const { failures } = await browser.addAddress({ ...work, line1: `${i + 1} Station Road` });
      expect(failures).toBeNull();
    }
    const full = await browser.addAddress({ ...work, line1: 'One too many' });
    expect(full).toEqual({
      address: null,
      failures: [
        { type: 'UNPROCESSABLE', message: expect.stringContaining(`${MAX_ADDRESSES} addresses`) },
      ],
    });
    expect(await storedRows(shopper.id)).toHaveLength(MAX_ADDRESSES);
  });
});

describe('the postcode lookup (built-in demo streets)', () => {
  it('proves a district gives streets to expand, a street its houses, a house its fields', async () => {
    const browser = await signedIn(await account());
    const district = await browser.send('GET', '/api/address-lookup/v1/suggestions?text=rg1');
    expect(district.statusCode).toBe(200);
    expect(district.headers['cache-control']).toBe('no-store');
    const streets = district.json().suggestions as {
      id: string;
      type: string;
      description: string;
    }[];
    expect(streets.length).toBeGreaterThan(5);
    for (const street of streets) {
      expect(street.type).toBe('RESULT_SET');
      expect(street.description).toMatch(/^Reading, RG1 \d[A-Z]{2} - \d+ addresses$/);
    }
    const expanded = await browser.send(
      'GET',
      `/api/address-lookup/v1/suggestions?text=rg1&container=${encodeURIComponent(streets[0]?.id ?? '')}`,
    );
    const houses = expanded.json().suggestions as { id: string; type: string; label: string }[];
    expect(houses.length).toBeGreaterThan(5);
    expect(houses.every((house) => house.type === 'ADDRESS')).toBe(true);
    const picked = await browser.send(
      'GET',
      `/api/address-lookup/v1/suggestions/${encodeURIComponent(houses[0]?.id ?? '')}`,
    );
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({
      town: 'Reading',
      region: 'Berkshire',
      country: 'GB',
      postalCode: expect.stringMatching(/^RG1 \d[A-Z]{2}$/),
      uniqueDomesticAddressReferenceNumber: expect.stringMatching(/^\d{8}$/),
    });
    expect(`${picked.json().line1}, ${picked.json().line2}`).toContain(
      houses[0]?.label.split(', ')[0],
    );
  });

  it('proves a full postcode gives its houses directly, and the unknown gives nothing or 404', async () => {
    const browser = await signedIn(await account());
    const full = (
      await browser.send('GET', '/api/address-lookup/v1/suggestions?text=RG14AB')
    ).json();
    expect(full.suggestions.length).toBeGreaterThan(5);
    expect(full.suggestions[0]).toMatchObject({ type: 'ADDRESS', description: 'Reading, RG1 4AB' });
    const elsewhere = await browser.send(
      'GET',
      '/api/address-lookup/v1/suggestions?text=ZE1%200AA',
    );
    expect(elsewhere.json()).toEqual({ suggestions: [] });
    const unknown = await browser.send(
      'GET',
      '/api/address-lookup/v1/suggestions/DEMO%7CZE10AA%7C0',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('SUGGESTION_NOT_FOUND');
    for (const query of [
      'text=',
      'text=%3Cscript%3E',
      `text=${'a'.repeat(101)}`,
      'text=RG1&container=a%20b',
      'text=RG1&x=1',
    ]) {
      const refused = await browser.send('GET', `/api/address-lookup/v1/suggestions?${query}`);
      expect(refused.statusCode, query).toBe(400);
    }
  });

  it('proves a picked suggestion is stored as a known delivery point, and a retyped one as typed', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    const houses = (
      await browser.send('GET', '/api/address-lookup/v1/suggestions?text=RG1%204AB')
    ).json().suggestions as { id: string }[];
    const id = houses[1]?.id ?? '';
    const fields = (
      await browser.send('GET', `/api/address-lookup/v1/suggestions/${encodeURIComponent(id)}`)
    ).json();
    const { uniqueDomesticAddressReferenceNumber: udprn, ...place } = fields;
    const picked = await browser.addAddress({
      ...place,
      firstName: 'Jane',
      lastName: 'Marsh',
      suggestionId: id,
      version: 2,
    });
    expect(picked.address).toMatchObject({
      addressStatus: 'ACTIVE',
      uniqueDomesticAddressReferenceNumber: udprn,
    });
    const retyped = await browser.addAddress({
      ...place,
      line1: `${place.line1} (rear)`,
      firstName: 'Jane',
      lastName: 'Marsh',
      suggestionId: id,
    });
    expect(retyped.address).toMatchObject({
      addressStatus: 'UNVERIFIED',
      uniqueDomesticAddressReferenceNumber: null,
    });
    const unknown = await browser.addAddress({ ...home, suggestionId: 'DEMO|ZE10AA|0' });
    expect(unknown).toEqual({
      address: null,
      failures: [
        { type: 'UNPROCESSABLE', message: expect.stringContaining("couldn't find that address") },
      ],
    });
    expect(await storedRows(shopper.id)).toHaveLength(2);
  });

  it('proves a lookup service that does not answer is 503 with retry-after, and adding still works', async () => {
    // Nothing listens on port 9 of this machine: every call fails at once.
    const down = await createTestApp({
      database: t.database,
      env: { POSTCODE_LOOKUP_PROVIDER: 'http', POSTCODE_LOOKUP_URL: 'http://127.0.0.1:9/lookup/' },
    });
    try {
      const shopper = await account();
      const session = await down.app.identityService.startSession(shopper.id);
      const cookie = `session=${session.secret}`;
      for (const url of [
        '/api/address-lookup/v1/suggestions?text=RG1',
        '/api/address-lookup/v1/suggestions/GB%7CRM%7CA%7C1',
      ]) {
        const response = await down.app.inject({ url, headers: { cookie } });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
      }
      const csrf = (await down.app.inject({ url: '/api/auth/v1/csrf', headers: { cookie } })).json()
        .token;
      const added = await down.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { cookie, 'x-csrf-token': csrf },
        payload: {
          query: ADD_ADDRESS,
          variables: { input: { ...home, suggestionId: 'GB|RM|A|1' } },
        },
      });
      expect(added.json().data.addAddress.address).toMatchObject({
        line1: '12 Acacia Avenue',
        addressStatus: 'UNVERIFIED',
      });
    } finally {
      await down.close();
    }
  });
});

describe('editing an address', () => {
  it('proves PUT changes the place (and it is no longer a known delivery point), GET shows it', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    const { address } = await browser.addAddress(home);
    const url = `/api/addresses/v2/addresses/${address?.id}`;
    const changed = await browser.send('PUT', url, {
      line1: '14 Acacia Avenue',
      line2: 'Caversham',
      town: 'Reading',
      country: 'je',
      postalCode: 'je2 3ab',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.headers['cache-control']).toBe('no-store');
    expect(changed.json()).toMatchObject({
      id: address?.id,
      line1: '14 Acacia Avenue',
      line2: 'Caversham',
      region: '',
      country: 'JE',
      postalCode: 'JE2 3AB',
      addressStatus: 'UNVERIFIED',
      isContactAddress: true,
      addressee: address?.addressee,
    });
    expect((await browser.send('GET', url)).json()).toEqual(changed.json());
  });

  it('proves over-long lines, a bad postcode, an unknown country or key are 400 naming the field, and nothing is stored', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    const { address } = await browser.addAddress(home);
    const url = `/api/addresses/v2/addresses/${address?.id}`;
    const cases: [string, object, string][] = [
      [url, { line1: 'x'.repeat(61), postalCode: 'RG1 1AA' }, 'body.line1'],
      [url, { line1: '1 Mill Lane', line3: 'y'.repeat(61), postalCode: 'RG1 1AA' }, 'body.line3'],
      [url, { line1: '1 Mill Lane', postalCode: 'RG1' }, 'body.postalCode'],
      [url, { line1: '1 Mill Lane', country: 'US', postalCode: 'RG1 1AA' }, 'body.postalCode'],
      [url, { line1: '1 Mill Lane', country: 'XX', postalCode: 'RG1 1AA' }, 'body.country'],
      [url, { line1: '1 Mill Lane', postalCode: 'RG1 1AA', firstName: 'Jo' }, 'body'],
      [`${url}/addressee`, { firstName: 'J@ne', lastName: 'Marsh' }, 'body.firstName'],
      [`${url}/addressee`, { firstName: 'Jane', lastName: 'x'.repeat(51) }, 'body.lastName'],
      [`${url}/addressee`, { firstName: 'Jane', lastName: 'Marsh', title: 'King' }, 'body.title'],
      [
        `${url}/addressee`,
        { firstName: 'Jane', lastName: 'Marsh', contactNumber: '12' },
        'body.contactNumber',
      ],
      [`${url}/delivery`, { customerNote: 'n'.repeat(251) }, 'body.customerNote'],
      [`${url}/delivery`, { customerNote: '<b>hi</b>' }, 'body.customerNote'],
    ];
    for (const [path, payload, field] of cases) {
      const method = path.endsWith('/delivery') ? 'PATCH' : 'PUT';
      const refused = await browser.send(method, path, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
      expect(refused.json().issues[0].field, JSON.stringify(payload)).toBe(field);
      expect(refused.json().message).toContain(`Invalid ${field}`);
    }
    const bad = await browser.send('GET', '/api/addresses/v2/addresses/abc');
    expect(bad.statusCode).toBe(400);
    expect((await browser.send('GET', '/api/addresses/v2/addresses?sortBy=name')).statusCode).toBe(
      400,
    );
    expect((await browser.send('GET', url)).json()).toEqual(address);
  });

  it('proves the addressee and the note change on their own; an unchanged addressee keeps its date', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    const { address } = await browser.addAddress(home);
    const url = `/api/addresses/v2/addresses/${address?.id}`;
    const same = await browser.send('PUT', `${url}/addressee`, {
      title: 'Mrs',
      firstName: 'Jane',
      lastName: 'Marsh',
      contactNumber: '07700900123',
    });
    expect(same.json()).toEqual(address);
    const renamed = await browser.send('PUT', `${url}/addressee`, {
      firstName: 'Janet',
      lastName: 'Marsh',
      contactNumber: '+44 7700 900123',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().addressee).toMatchObject({
      title: '',
      firstName: 'Janet',
      contactNumber: '+447700900123',
    });
    expect(renamed.json().addressee.modified >= String(address?.created)).toBe(true);
    expect(renamed.json().line1).toBe('12 Acacia Avenue');
    const noted = await browser.send('PATCH', `${url}/delivery`, { customerNote: 'Ring twice' });
    expect(noted.json()).toMatchObject({
      delivery: { customerNote: 'Ring twice' },
      addressee: renamed.json().addressee,
    });
  });
});

describe('deleting addresses and choosing the contact address', () => {
  it('proves OPTIONS says what may be done, and DELETE is 423 with the reason or 204', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    const contact = (await browser.addAddress(home)).address;
    const contactUrl = `/api/addresses/v2/addresses/${contact?.id}`;

    const only = await browser.send('OPTIONS', contactUrl);
    expect(only.statusCode).toBe(200);
    expect(only.headers.allow).toBe('GET, OPTIONS, PUT');
    expect(only.json()).toEqual({
      allow: ['GET', 'OPTIONS', 'PUT'],
      edit: true,
      delete: false,
      deleteBlock: 'FINAL_ADDRESS',
    });
    const final = await browser.send('DELETE', contactUrl);
    expect(final.statusCode).toBe(423);
    expect(final.json()).toMatchObject({
      code: 'ADDRESS_LOCKED',
      reason: 'FINAL_ADDRESS',
      message: 'Your address book must contain at least one address.',
    });

    const other = (await browser.addAddress(work)).address;
    const otherUrl = `/api/addresses/v2/addresses/${other?.id}`;
    const contactNow = await browser.send('DELETE', contactUrl);
    expect(contactNow.statusCode).toBe(423);
    expect(contactNow.json()).toMatchObject({ code: 'ADDRESS_LOCKED', reason: 'CONTACT_ADDRESS' });
    expect((await browser.send('OPTIONS', contactUrl)).json().deleteBlock).toBe('CONTACT_ADDRESS');

    const deletable = await browser.send('OPTIONS', otherUrl);
    expect(deletable.headers.allow).toBe('GET, OPTIONS, PUT, DELETE');
    expect(deletable.json()).toMatchObject({ edit: true, delete: true, deleteBlock: null });
    const deleted = await browser.send('DELETE', otherUrl);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await browser.send('GET', otherUrl)).statusCode).toBe(404);
    expect((await browser.send('DELETE', otherUrl)).statusCode).toBe(404);
    expect((await browser.list()).map((a) => a.id)).toEqual([contact?.id]);
  });

  it('proves the book’s entries carry what OPTIONS says of each address, asking what is in use once', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    await browser.addAddress(home);
    const used = (await browser.addAddress(work)).address;
    const spare = (await browser.addAddress(home)).address;
    inUse.set(shopper.id, new Set([Number(used?.id)]));
    try {
      const session = await t.app.identityService.startSession(shopper.id);
      const { identity } = await t.app.identityService.resolve({
        sessionSecret: session.secret,
        bearerToken: null,
      });
      usageAsked = 0;
      const entries = await t.app.services.addresses.entries(identity);
      expect(usageAsked).toBe(1);
      expect(entries.map((entry) => entry.address)).toEqual(await browser.list());
      for (const { address, permissions } of entries) {
        const { allow: _allow, ...options } = (
          await browser.send('OPTIONS', `/api/addresses/v2/addresses/${address.id}`)
        ).json();
        expect(permissions, `address ${address.id}`).toEqual(options);
      }
      expect(entries.find((entry) => entry.address.id === spare?.id)?.permissions.delete).toBe(
        true,
      );
      expect(await t.app.services.addresses.entries(ANONYMOUS)).toEqual([]);
    } finally {
      inUse.delete(shopper.id);
    }
  });

  it('proves an address an order or slot uses cannot be edited or deleted (423 ACTIVE_TROLLEY_ORDER)', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    await browser.addAddress(home);
    const used = (await browser.addAddress(work)).address;
    const url = `/api/addresses/v2/addresses/${used?.id}`;
    inUse.set(shopper.id, new Set([Number(used?.id)]));
    try {
      const options = await browser.send('OPTIONS', url);
      expect(options.headers.allow).toBe('GET, OPTIONS');
      expect(options.json()).toMatchObject({
        edit: false,
        delete: false,
        deleteBlock: 'ACTIVE_TROLLEY_ORDER',
      });
      for (const [method, path, payload] of [
        ['DELETE', url, undefined],
        ['PUT', url, { line1: '2 Station Road', postalCode: 'RG1 1AB' }],
        ['PUT', `${url}/addressee`, { firstName: 'Sam', lastName: 'Okafor' }],
        ['PATCH', `${url}/delivery`, { customerNote: 'Back door' }],
      ] as const) {
        const refused = await browser.send(method, path, payload);
        expect(refused.statusCode, `${method} ${path}`).toBe(423);
        expect(refused.json()).toMatchObject({
          code: 'ADDRESS_LOCKED',
          reason: 'ACTIVE_TROLLEY_ORDER',
        });
      }
      expect((await browser.send('GET', url)).json()).toEqual(used);
      // It may still become the contact address: that changes nothing the order delivers to.
      const contact = await browser.send('PATCH', '/api/accounts/v1/profile', {
        contactAddressId: used?.id,
      });
      expect(contact.statusCode).toBe(200);
    } finally {
      inUse.delete(shopper.id);
    }
    expect(
      (await browser.send('PUT', `${url}/addressee`, { firstName: 'Sam', lastName: 'Okafor' }))
        .statusCode,
    ).toBe(200);
  });

  it('proves PATCH accounts/profile moves the contact address; unknown ids and bad bodies change nothing', async () => {
    const shopper = await account();
    const browser = await signedIn(shopper);
    const first = (await browser.addAddress(home)).address;
    const second = (await browser.addAddress(work)).address;
    const moved = await browser.send('PATCH', '/api/accounts/v1/profile', {
      contactAddressId: second?.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers['cache-control']).toBe('no-store');
    expect(moved.json()).toEqual({ contactAddressId: second?.id });
    expect((await browser.list()).map((a) => [a.id, a.isContactAddress])).toEqual([
      [second?.id, true],
      [first?.id, false],
    ]);
    const again = await browser.send('PATCH', '/api/accounts/v1/profile', {
      contactAddressId: second?.id,
    });
    expect(again.json()).toEqual({ contactAddressId: second?.id });
    for (const payload of [
      {},
      { contactAddressId: '1' },
      { contactAddressId: 0 },
      { contactAddressId: 1.5 },
      { contactAddressId: 1, x: 1 },
    ]) {
      const refused = await browser.send('PATCH', '/api/accounts/v1/profile', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await browser.send('PATCH', '/api/accounts/v1/profile', {
      contactAddressId: 999_999_999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'ADDRESS_NOT_FOUND',
      issues: [{ field: 'body.contactAddressId' }],
    });
    const contacts = (await storedRows(shopper.id)).filter((row) => row.isContact);
    expect(contacts.map((row) => row.id)).toEqual([second?.id]);
  });
});

describe('staff signed on as a customer', () => {
  it("proves staff manage the customer's book and every change goes to the audit log", async () => {
    const staff = await account('staff');
    const customer = await account();
    const signOn = await t.app.identityService.startSession(staff.id, { customerId: customer.id });
    const asStaff = await browserFor(signOn.secret);
    const subject = { 'x-subject-id': String(customer.id) };

    const first = (await asStaff.addAddress(home)).address;
    const second = (await asStaff.addAddress(work)).address;
    const secondUrl = `/api/addresses/v2/addresses/${second?.id}`;
    expect(
      (
        await asStaff.send(
          'PUT',
          secondUrl,
          { line1: '2 Station Road', town: 'Reading', region: 'Berkshire', postalCode: 'RG1 1AB' },
          subject,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await asStaff.send(
          'PATCH',
          '/api/accounts/v1/profile',
          { contactAddressId: second?.id },
          subject,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await asStaff.send('DELETE', `/api/addresses/v2/addresses/${first?.id}`, undefined, subject))
        .statusCode,
    ).toBe(204);
    // A change that changes nothing is not an action.
    expect(
      (await asStaff.send('PATCH', `${secondUrl}/delivery`, { customerNote: '' }, subject))
        .statusCode,
    ).toBe(200);

    const audit = await t.app.identityService.startSession(staff.id);
    const { accessToken } = t.app.identityService.issueAccessToken({
      customerId: staff.id,
      principalId: staff.id,
      permissions: ['staff:view-customers', 'staff:sign-on-as-customer', 'staff:save-trolley'],
      defaultBranchId: 651,
      sessionId: audit.sessionId,
    });
    const view = await call({
      url: `/api/staff/v1/customers/${customer.id}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const actions = (view.json().audit as { action: string; detail: object; staffId: number }[])
      .filter((entry) => entry.action !== 'signed-on')
      .reverse();
    expect(actions).toEqual([
      expect.objectContaining({
        staffId: staff.id,
        action: 'address-added',
        detail: { addressId: first?.id, contactAddress: true },
      }),
      expect.objectContaining({
        action: 'address-added',
        detail: { addressId: second?.id, contactAddress: false },
      }),
      expect.objectContaining({
        action: 'address-changed',
        detail: { addressId: second?.id, fields: ['line1'] },
      }),
      expect.objectContaining({
        action: 'contact-address-changed',
        detail: { addressId: second?.id, previousAddressId: first?.id },
      }),
      expect.objectContaining({ action: 'address-deleted', detail: { addressId: first?.id } }),
    ]);
  });

  it('proves a customer’s own changes are not staff actions', async () => {
    const customer = await account();
    const browser = await signedIn(customer);
    await browser.addAddress(home);
    const entries = await t.database.db.execute(
      // The audit log is the staff context's; reading it here is the test's own check.
      sql`select count(*)::int as n from staff_audit_log where customer_id = ${customer.id}`,
    );
    expect((entries as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
