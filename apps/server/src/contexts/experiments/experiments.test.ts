import { experiments as experimentsTable } from '@grocer/db/schema/experiments';
import {
  ALL_ALLOWED,
  consentSetCookies,
  NONE_ALLOWED,
} from '@grocer/domain/consent/cookie-consent';
import {
  ALL_CONTROL,
  type ExperimentKey,
  PREVIEW_COOKIE,
  VISITOR_COOKIE,
} from '@grocer/domain/experiments/experiment-catalogue';
import type { Identity } from '@grocer/domain/identity/identity';
import { GrowthBookClient } from '@growthbook/growthbook';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestAccount,
  identityOfAccount,
  type TestAccount,
} from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PAGE_CACHE_HEADER } from '../../web/page-cache.ts';
import { ExperimentsRepository } from './experiments.repository.ts';
import { createExperimentsService, inlineExperiment, variationOf } from './experiments.service.ts';

/**
 * Experiments (decision 0072) through the real app: staff create, start and stop runs; visitors
 * are bucketed by the id they allowed, the same each time, with GrowthBook's hashing; without
 * consent everyone sees the control; a preview forces a variation; the decide call answers the
 * caller's decisions; and the page cache keeps one copy of a shared page per assignment.
 */

/** Only this file starts runs of these (experiments-processes.test.ts has its own). */
const KEYS: ExperimentKey[] = ['grocery_header', 'alternative_main_menu'];

let t: TestApp;
let staffAccount: TestAccount;
let shopper: TestAccount;
let staff: Identity;

const removeRuns = () =>
  t.database.db.delete(experimentsTable).where(inArray(experimentsTable.key, KEYS));

beforeAll(async () => {
  t = await createTestApp();
  await removeRuns();
  staffAccount = await createTestAccount(t.database, { role: 'staff', firstName: 'Esther' });
  shopper = await createTestAccount(t.database);
  staff = identityOfAccount(staffAccount.id, 'staff');
});

afterAll(async () => {
  await removeRuns();
  await t.app.services.experiments.reload();
  await shopper.remove();
  await staffAccount.remove();
  await t.close();
});

const experiments = () => t.app.services.experiments;
const consentCookies = (consent: typeof ALL_ALLOWED) =>
  consentSetCookies(consent, false)
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ');

/** A visitor id in the wanted variation of the running `key` (searched, not assumed). */
function visitorIn(key: ExperimentKey, variation: 'control' | 'variant'): string {
  for (let i = 0; i < 10_000; i += 1) {
    const id = `visitor-${variation}-${i}`;
    if (experiments().assign({ id })[key] === variation) return id;
  }
  throw new Error(`no visitor found in ${key}.${variation}`);
}

describe('bucketing with GrowthBook', () => {
  const client = new GrowthBookClient();
  const run = (variantPercent: number, coveragePercent = 100) =>
    inlineExperiment({
      id: 1,
      key: 'grocery_header',
      settings: { variantPercent, coveragePercent },
    });

  it('puts the same visitor in the same variation every time, with a fresh client too', () => {
    const experiment = run(50);
    for (let i = 0; i < 200; i += 1) {
      const id = `sticky-${i}`;
      const first = variationOf(client, experiment, id);
      expect(variationOf(client, experiment, id)).toBe(first);
      expect(variationOf(new GrowthBookClient(), experiment, id)).toBe(first);
    }
  });

  it('splits 100,000 visitors within 1% of the weights, and leaves out those beyond the coverage', () => {
    const thirty = run(30);
    const half = run(50, 50);
    let variant = 0;
    let inHalf = 0;
    const n = 100_000;
    for (let i = 0; i < n; i += 1) {
      const id = `split-${i}`;
      if (variationOf(client, thirty, id) === 'variant') variant += 1;
      if (variationOf(client, half, id) !== null) inHalf += 1;
    }
    expect(Math.abs(variant / n - 0.3)).toBeLessThan(0.01);
    expect(Math.abs(inHalf / n - 0.5)).toBeLessThan(0.01);
  });

  it('buckets each run afresh: a new run of the same experiment has its own seed', () => {
    const first = inlineExperiment({
      id: 1,
      key: 'grocery_header',
      settings: { variantPercent: 50, coveragePercent: 100 },
    });
    const second = inlineExperiment({
      id: 2,
      key: 'grocery_header',
      settings: { variantPercent: 50, coveragePercent: 100 },
    });
    let differ = 0;
    for (let i = 0; i < 1_000; i += 1) {
      if (variationOf(client, first, `run-${i}`) !== variationOf(client, second, `run-${i}`))
        differ += 1;
    }
    expect(differ).toBeGreaterThan(300);
  });
});

describe('experiments in the console', () => {
  it('proves only staff manage runs, an unknown experiment is not found, one open run per experiment, and a run starts and stops for every visitor', async () => {
    const customer = identityOfAccount(shopper.id, 'customer');
    const input = {
      key: 'alternative_main_menu',
      name: 'Other main menu',
      hypothesis: 'A calendar link in the menu books more slots',
      coveragePercent: 100,
      variantPercent: 50,
    };
    expect(await experiments().create(customer, input)).toEqual({
      outcome: 'refused',
      code: 'FORBIDDEN',
    });
    expect(await experiments().list(customer)).toBeNull();
    expect(await experiments().create(staff, { ...input, key: 'no_such_experiment' })).toEqual({
      outcome: 'refused',
      code: 'NOT_FOUND',
    });

    const created = await experiments().create(staff, input);
    expect(created).toMatchObject({
      outcome: 'changed',
      run: {
        key: 'alternative_main_menu',
        status: 'draft',
        createdByName: expect.stringContaining('Esther'),
      },
    });
    if (created.outcome !== 'changed') throw new Error('not created');
    expect(await experiments().create(staff, input)).toEqual({
      outcome: 'refused',
      code: 'CONFLICT',
    });
    // A draft decides nothing.
    expect(
      experiments().assign({ id: 'visitor-draft-0001' }).alternative_main_menu,
    ).toBeUndefined();

    expect(await experiments().start(customer, created.run.id)).toEqual({
      outcome: 'refused',
      code: 'FORBIDDEN',
    });
    expect(await experiments().start(staff, 2_000_000_000)).toEqual({
      outcome: 'refused',
      code: 'NOT_FOUND',
    });
    const started = await experiments().start(staff, created.run.id);
    expect(started).toMatchObject({ outcome: 'changed', run: { status: 'running' } });
    expect(await experiments().start(staff, created.run.id)).toEqual({
      outcome: 'refused',
      code: 'CONFLICT',
    });
    const inVariant = visitorIn('alternative_main_menu', 'variant');
    const inControl = visitorIn('alternative_main_menu', 'control');
    expect(inVariant).not.toBe(inControl);
    // No id (no consent): not in it.
    expect(experiments().assign({ id: null }).alternative_main_menu).toBeUndefined();

    const stopped = await experiments().stop(staff, created.run.id);
    expect(stopped).toMatchObject({ outcome: 'changed', run: { status: 'stopped' } });
    expect(experiments().assign({ id: inVariant }).alternative_main_menu).toBeUndefined();
    const listed = (await experiments().list(staff))?.find((run) => run.id === created.run.id);
    expect(listed).toMatchObject({
      status: 'stopped',
      stoppedByName: expect.stringContaining('Esther'),
    });
    // Stopped, another run can be made.
    const again = await experiments().create(staff, input);
    expect(again.outcome).toBe('changed');
  });
});

describe('the assignments kept per visitor', () => {
  it('proves each answer equals a fresh evaluation as runs start, change and stop', async () => {
    const service = createExperimentsService({
      repository: new ExperimentsRepository(t.database.db),
      customers: { namesOf: async () => new Map() },
      now: () => new Date(),
    });
    await service.ready;
    for (const run of (await service.list(staff)) ?? []) {
      if (run.key === 'alternative_main_menu' && run.status !== 'stopped') {
        await service.stop(staff, run.id);
      }
    }
    const ids = Array.from({ length: 2_000 }, (_, i) => `memo-visitor-${i}`);
    const mismatches = () =>
      ids.filter(
        (id) =>
          JSON.stringify(service.assign({ id })) !== JSON.stringify(service.evaluate(id)) ||
          JSON.stringify(service.assign({ id })) !== JSON.stringify(service.evaluate(id)),
      );
    const runWith = async (variantPercent: number, coveragePercent: number) => {
      const created = await service.create(staff, {
        key: 'alternative_main_menu',
        name: `memo ${variantPercent}`,
        hypothesis: 'memo',
        coveragePercent,
        variantPercent,
      });
      if (created.outcome !== 'changed') throw new Error('not created');
      await service.start(staff, created.run.id);
      return created.run.id;
    };

    expect(mismatches()).toEqual([]);
    const first = await runWith(30, 100);
    expect(mismatches()).toEqual([]);
    const inFirst = ids.filter((id) => service.assign({ id }).alternative_main_menu === 'variant');
    expect(inFirst.length).toBeGreaterThan(400);
    await service.stop(staff, first);
    expect(mismatches()).toEqual([]);
    expect(ids.filter((id) => service.assign({ id }).alternative_main_menu)).toEqual([]);
    const second = await runWith(70, 50);
    expect(mismatches()).toEqual([]);
    expect(
      ids.filter((id) => service.assign({ id }).alternative_main_menu === undefined).length,
    ).toBeGreaterThan(800);
    await service.stop(staff, second);
    // The forced variations of a preview still win over what is kept.
    expect(
      service.assign({ id: ids[0] as string, forced: { alternative_main_menu: 'variant' } }),
    ).toEqual({
      alternative_main_menu: 'variant',
    });
  });
});

describe('decisions for a visitor', () => {
  let runId: number;
  beforeAll(async () => {
    const created = await experiments().create(staff, {
      key: 'grocery_header',
      name: 'Grocery header',
      hypothesis: 'Fewer partner links keep shoppers on groceries',
      coveragePercent: 100,
      variantPercent: 50,
    });
    if (created.outcome !== 'changed') throw new Error('not created');
    runId = created.run.id;
    await experiments().start(staff, runId);
  });
  afterAll(async () => {
    await experiments().stop(staff, runId);
  });

  const decide = async (cookie?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/experiments/v1/decide',
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    return response.json() as {
      decisions: Record<ExperimentKey, string>;
      assignments: Partial<Record<ExperimentKey, string>>;
    };
  };

  it('decides the control with no assignments without consent, even with a visitor cookie', async () => {
    const visitor = visitorIn('grocery_header', 'variant');
    expect(await decide()).toMatchObject({ decisions: ALL_CONTROL, assignments: {} });
    const refused = await decide(`${consentCookies(NONE_ALLOWED)}; ${VISITOR_COOKIE}=${visitor}`);
    expect(refused.decisions.grocery_header).toBe('control');
    expect(refused.assignments).toEqual({});
  });

  it('decides by the visitor id once experiments are allowed, and a preview forces a variation', async () => {
    const visitor = visitorIn('grocery_header', 'variant');
    const allowed = `${consentCookies(ALL_ALLOWED)}; ${VISITOR_COOKIE}=${visitor}`;
    const decided = await decide(allowed);
    expect(decided.decisions.grocery_header).toBe('variant');
    expect(decided.assignments.grocery_header).toBe('variant');
    expect((await decide(allowed)).decisions).toEqual(decided.decisions);

    const forced = await decide(
      `${allowed}; ${PREVIEW_COOKIE}=grocery_header.control,footer_lazy_load.variant`,
    );
    expect(forced.decisions.grocery_header).toBe('control');
    expect(forced.decisions.footer_lazy_load).toBe('variant');
  });

  it('proves the page cache keeps one copy of a shared page per assignment: visitors in different variations never get each other’s', async () => {
    const url = `/ecom/shared-experiments?run=${Date.now()}`;
    const page = (cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
    const asVisitor = (id: string) => `${consentCookies(ALL_ALLOWED)}; ${VISITOR_COOKIE}=${id}`;
    const variantVisitor = asVisitor(visitorIn('grocery_header', 'variant'));
    const controlVisitor = asVisitor(visitorIn('grocery_header', 'control'));

    const first = await page(variantVisitor);
    expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(first.body).toContain('grocery header: variant');
    const control = await page(controlVisitor);
    expect(control.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(control.body).toContain('grocery header: control');
    const nobody = await page();
    expect(nobody.body).toContain('grocery header: none');

    // Other visitors in the same variations share those copies.
    const otherVariant = await page(
      asVisitor(visitorIn('grocery_header', 'variant').replace('visitor', 'another')),
    );
    const again = await page(variantVisitor);
    expect(again.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(again.body).toContain('grocery header: variant');
    const controlAgain = await page(controlVisitor);
    expect(controlAgain.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(controlAgain.body).toContain('grocery header: control');
    expect(otherVariant.statusCode).toBe(200);
  });

  it('keeps a preview link’s variations in a session cookie for the pages after, until it is turned off', async () => {
    const url = `/ecom/shared-experiments?experimentPreview=grocery_header.variant&run=${Date.now()}`;
    const previewed = await t.app.inject({ url });
    expect(previewed.body).toContain('grocery header: variant');
    const cookie = String(previewed.headers['set-cookie']);
    expect(cookie).toContain(`${PREVIEW_COOKIE}=grocery_header.variant`);
    expect(cookie).not.toContain('Max-Age');

    const next = await t.app.inject({
      url: `/ecom/shared-experiments?run=${Date.now()}-next`,
      headers: { cookie: `${PREVIEW_COOKIE}=grocery_header.variant` },
    });
    expect(next.body).toContain('grocery header: variant');
    const off = await t.app.inject({ url: '/ecom/shared-experiments?experimentPreview=off' });
    expect(String(off.headers['set-cookie'])).toContain(`${PREVIEW_COOKIE}=; Max-Age=0`);
  });
});

describe('a customer’s visitor id', () => {
  it('is the browser’s at their first sign-in with experiments allowed, and every later browser adopts it', async () => {
    const experimentsService = experiments();
    expect(await experimentsService.visitorForCustomer(shopper.id, null)).toBeNull();
    expect(await experimentsService.visitorForCustomer(shopper.id, 'visitor-first-browser')).toBe(
      'visitor-first-browser',
    );
    expect(await experimentsService.visitorForCustomer(shopper.id, 'visitor-second-device')).toBe(
      'visitor-first-browser',
    );
    // Without consent nothing is adopted or handed out.
    expect(await experimentsService.visitorForCustomer(shopper.id, null)).toBeNull();
  });
});
