import type { AddressInfo } from 'node:net';
import { DEFAULT_BRANCH_ID, seedDemoBranchOpeningHours } from '@grocer/db/demo/branches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { BranchDetails, NearbyBranch, StoreOrigin } from './catalogue.contract.ts';

/**
 * Find a store over real HTTP (decision 0075), on the seeded demo branches. Nothing is written
 * but the demo branches' opening hours, where a database seeded before them has none.
 */
let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoBranchOpeningHours(t.database.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t?.close();
});

interface Found {
  location: string;
  origin: StoreOrigin | null;
  branches: NearbyBranch[];
}

async function get(path: string, query: Record<string, string> = {}) {
  const url = new URL(path, origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const findAStore = (query: Record<string, string>) => get('/api/branch/v3/find-a-store', query);

function expectNearestFirst(branches: readonly NearbyBranch[]) {
  for (let i = 1; i < branches.length; i++) {
    expect(branches[i - 1]?.distanceMiles).toBeLessThanOrEqual(
      branches[i]?.distanceMiles as number,
    );
  }
}

describe('GET /api/branch/v3/find-a-store', () => {
  it('proves a postcode in a branch’s district lists that branch first, then the next nearest', async () => {
    const { status, body } = await findAStore({ location: 'rg1 4ab' });
    expect(status, JSON.stringify(body)).toBe(200);
    const found = body as unknown as Found;
    expect(found.origin).toMatchObject({
      label: 'RG1 4AB',
      precision: 'district',
      outward: 'RG1',
    });
    expect(found.branches).toHaveLength(10);
    const [reading, next] = found.branches;
    expect(reading).toMatchObject({
      id: DEFAULT_BRANCH_ID,
      town: 'Reading',
      name: 'Kings Wharf',
      slug: 'reading-kings-wharf',
      distanceMiles: 0,
    });
    expect(reading?.services).toEqual(['GROCERY', 'CLICK_AND_COLLECT', 'ENTERTAINING']);
    expect(reading?.openingHours?.map((day) => day.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    // Bracknell and Henley are each about ten miles from Reading; Edinburgh is not near.
    expect(next?.distanceMiles).toBeGreaterThan(5);
    expect(next?.distanceMiles).toBeLessThan(15);
    expect(found.branches.map((branch) => branch.town)).not.toContain('Edinburgh');
    expectNearestFirst(found.branches);
  });

  it('proves a postcode with no branch in its district is measured from its area’s post town', async () => {
    const { status, body } = await findAStore({ location: 'LS6 2AB', size: '3' });
    expect(status).toBe(200);
    const found = body as unknown as Found;
    expect(found.origin).toMatchObject({ precision: 'area', area: 'LS', postTown: 'Leeds' });
    expect(found.branches).toHaveLength(3);
    expect(found.branches[0]).toMatchObject({ town: 'Leeds' });
    expectNearestFirst(found.branches);
  });

  it('proves a town is found by the beginning of its name', async () => {
    const { status, body } = await findAStore({ location: 'henley' });
    expect(status).toBe(200);
    const found = body as unknown as Found;
    expect(found.origin).toMatchObject({ label: 'Henley-on-Thames', precision: 'place' });
    expect(found.branches[0]).toMatchObject({ town: 'Henley-on-Thames' });
  });

  it('proves a place we do not know answers no branches rather than an error', async () => {
    const { status, body } = await findAStore({ location: 'Narnia' });
    expect(status).toBe(200);
    expect(body).toEqual({ location: 'Narnia', origin: null, branches: [] });
  });

  it('proves bad input is a 400 and a postcode that is not a UK one a 422, each with its message', async () => {
    const refusals: [Record<string, string>, number, string][] = [
      [{ location: '   ' }, 400, 'Please enter your postcode or town'],
      [{ location: 'x'.repeat(61) }, 400, 'Must be no more than 60 characters'],
      [{ location: '<script>alert(1)</script>' }, 400, 'Invalid postcode or town'],
      [{ location: 'RG1 4A' }, 422, 'Invalid UK postcode'],
      [{ location: 'AA1 1AA' }, 422, 'Invalid UK postcode'],
    ];
    for (const [query, status, message] of refusals) {
      const answer = await findAStore(query);
      expect(answer.status, JSON.stringify(query)).toBe(status);
      expect(answer.body.message).toBe(message);
    }
    const malformed: Record<string, string>[] = [
      {},
      { location: 'Reading', size: '0' },
      { location: 'Reading', size: '51' },
      { location: 'Reading', radius: '5' },
      { location: 'x'.repeat(2_000) },
    ];
    for (const query of malformed) {
      const answer = await findAStore(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.message).toMatch(/\w/);
    }
  });
});

describe('GET /api/branch/v3/find-a-store/{slug}', () => {
  it('proves a branch’s page details are found by the slug the search gave', async () => {
    const { body } = await findAStore({ location: 'Edinburgh', size: '1' });
    const [edinburgh] = (body as unknown as Found).branches;
    const page = await get(`/api/branch/v3/find-a-store/${edinburgh?.slug}`);
    expect(page.status).toBe(200);
    const branch = page.body as unknown as BranchDetails;
    expect(branch).toMatchObject({
      slug: 'edinburgh-morningside',
      town: 'Edinburgh',
      name: 'Morningside',
      postcode: expect.stringMatching(/^EH10 /),
    });
    // Scotland has no Sunday trading limit: open longer than six hours.
    expect(branch.openingHours?.find((day) => day.day === 'sunday')).toEqual({
      day: 'sunday',
      opens: '09:00',
      closes: '18:00',
    });
    expect(branch).not.toHaveProperty('distanceMiles');
  });

  it('proves an unknown branch is a 404 and a malformed slug a 400', async () => {
    const unknown = await get('/api/branch/v3/find-a-store/atlantis-sunken-parade');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'BRANCH_NOT_FOUND' });
    for (const slug of ['Reading_Kings', 'reading--x', 'x'.repeat(121)]) {
      expect((await get(`/api/branch/v3/find-a-store/${slug}`)).status, slug).toBe(400);
    }
  });
});
