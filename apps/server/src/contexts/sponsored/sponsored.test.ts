import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { analyticsEvents } from '@grocer/db/schema/analytics';
import { adChanges } from '@grocer/db/schema/sponsored';
import { sqlRows } from '@grocer/db/sql-rows';
import { ALL_ALLOWED, type CookieConsent } from '@grocer/domain/consent/cookie-consent';
import type { Identity } from '@grocer/domain/identity/identity';
import { adBannerDraftSchema } from '@grocer/domain/sponsored/ad-banner';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestAccount,
  identityOfAccount,
  type TestAccount,
} from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { AnalyticsRepository } from '../analytics/analytics.repository.ts';
import { createAnalyticsService } from '../analytics/analytics.service.ts';
import { SponsoredRepository } from './sponsored.repository.ts';
import { createSponsoredService } from './sponsored.service.ts';

/**
 * Sponsored products and mega-menu banners (issue 28, decision 0096) over HTTP on a real
 * database: staff add and remove banners and placements, each recorded with who and when; the
 * adtech banners call answers each category asked with its banner and tracking addresses; a
 * placement shows on the product as isSponsored and its sponsorshipId; bad input is a 400 that
 * changes nothing; customers are refused the console's calls; the ad order post and the banners'
 * tracking calls give up after their 2 s and never hold the shopper. Every row is the test's own
 * and removed afterwards.
 */

let t: TestApp;
let clock = new Date();
let staff: TestAccount;
let shopper: TestAccount;
let staffToken: string;
let shopperToken: string;
let staffIdentity: Identity;
const sessions: string[] = [];
let lineNumbers: string[] = [];
let categoryId: string;
const bannerIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  staff = await createTestAccount(t.database, { role: 'staff', firstName: 'Adaline' });
  shopper = await createTestAccount(t.database);
  for (const [account, role] of [
    [staff, 'staff'],
    [shopper, 'customer'],
  ] as const) {
    const session = await t.app.identityService.startSession(account.id);
    sessions.push(session.sessionId);
    const identity = { ...identityOfAccount(account.id, role), sessionId: session.sessionId };
    const token = t.app.identityService.issueAccessToken(identity).accessToken;
    if (role === 'staff') {
      staffToken = token;
      staffIdentity = identity;
    } else shopperToken = token;
  }
  // Two products no placement names yet, far apart so another test's picks are unlikely.
  lineNumbers = (
    await sqlRows<{ line_number: string }>(
      t.database.db,
      sql`SELECT line_number FROM products WHERE NOT is_sponsored AND availability = 'AVAILABLE'
          ORDER BY md5(line_number || ${String(Date.now())}) LIMIT 2`,
    )
  ).map((row) => row.line_number);
  const taxonomy = await t.app.services.catalogue.getTaxonomy();
  categoryId = taxonomy.categories[taxonomy.rootId]?.categoryIds[0] ?? '10051';
});

afterAll(async () => {
  for (const id of bannerIds) {
    await t.app.services.sponsored.removeBanner(staffIdentity, Number(id)).catch(() => undefined);
  }
  for (const placement of await t.app.services.sponsored.listPlacements(staffIdentity)) {
    if (lineNumbers.includes(placement.lineNumber)) {
      await t.app.services.sponsored.removePlacement(staffIdentity, placement.id);
    }
  }
  await t.database.db.delete(adChanges).where(eq(adChanges.staffId, staff.id));
  for (const id of sessions) await t.app.identityService.endSession(id, 'signed-out');
  await staff.remove();
  await shopper.remove();
  await t.close();
});

function call(token: string | null, method: InjectOptions['method'], url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
}

const banner = (overrides: Record<string, unknown> = {}) => ({
  categoryId,
  offerHeading: 'New',
  heading: 'Summer berries',
  subheading: 'Picked this week',
  linkUrl: `/ecom/buylist/${lineNumbers.join(',')}`,
  linkText: 'Shop the berries',
  altText: 'A bowl of berries',
  imageSrc: '/ecom/assets/icons/strawberry.svg',
  lineNumbers,
  impressionUrls: ['https://ads.example/i/1'],
  clickUrls: ['https://ads.example/c/1'],
  vendor: 'Orchard Co',
  ...overrides,
});

const menuBanners = (categories: string[], headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/adtech/v2/banners',
    headers,
    payload: { type: 'mega-menu', categories, style: 'traffic_driver', trolleyId: '1' },
  });

describe('mega-menu banners', () => {
  it('proves a banner staff add is the menu’s for its category, with its tracking, until removed; each change recorded', async () => {
    const added = await call(staffToken, 'POST', '/api/staff/v1/ad-banners', banner());
    expect(added.statusCode).toBe(201);
    const { banner: made } = added.json() as { banner: { id: string } };
    bannerIds.push(made.id);

    const menu = await menuBanners([categoryId, 'nosuchcategory'], {
      'x-correlation-id': '3f0c8a4e-8a8e-4f7a-9d55-0b7c4f6f7a11',
    });
    expect(menu.statusCode).toBe(200);
    const answer = menu.json() as { banners: Record<string, unknown[]> };
    expect(Object.keys(answer.banners).sort()).toEqual([categoryId, 'nosuchcategory'].sort());
    expect(answer.banners.nosuchcategory).toEqual([]);
    expect(answer.banners[categoryId]?.[0]).toEqual({
      id: made.id,
      textArea: {
        offerHeading: 'New',
        heading: 'Summer berries',
        subheading: 'Picked this week',
        link: {
          url: `/ecom/buylist/${lineNumbers.join(',')}`,
          altText: 'A bowl of berries',
          text: 'Shop the berries',
        },
      },
      image: { src: '/ecom/assets/icons/strawberry.svg' },
      products: lineNumbers,
      marketingBadge: null,
      tracking: {
        impressionUrls: ['https://ads.example/i/1'],
        clickUrls: ['https://ads.example/c/1'],
        vendor: 'Orchard Co',
      },
    });

    const removed = await call(staffToken, 'DELETE', `/api/staff/v1/ad-banners/${made.id}`);
    expect(removed.statusCode).toBe(204);
    const after = (await menuBanners([categoryId])).json() as {
      banners: Record<string, unknown[]>;
    };
    expect(after.banners[categoryId]?.some((b) => (b as { id: string }).id === made.id)).toBe(
      false,
    );
    const again = await call(staffToken, 'DELETE', `/api/staff/v1/ad-banners/${made.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'AD_BANNER_NOT_FOUND' });

    const changes = (await call(staffToken, 'GET', '/api/staff/v1/ad-changes')).json() as {
      changes: { action: string; ref: string; staffName: string; detail: object }[];
    };
    const mine = changes.changes.filter(
      (change) => change.ref === made.id && change.action.startsWith('banner-'),
    );
    expect(mine.map((change) => change.action)).toEqual(['banner-removed', 'banner-added']);
    expect(mine[0]).toMatchObject({
      staffName: expect.stringContaining('Adaline'),
      detail: { heading: 'Summer berries', categoryId, vendor: 'Orchard Co' },
    });
  });

  it('proves bad input is a 400 naming what is wrong, and stores nothing', async () => {
    const before = (await call(staffToken, 'GET', '/api/staff/v1/ad-banners')).json() as {
      banners: unknown[];
    };
    for (const [body, field] of [
      [banner({ linkUrl: 'https://elsewhere.example/' }), 'body.linkUrl'],
      [banner({ impressionUrls: ['http://ads.example/i'] }), 'body.impressionUrls.0'],
      [banner({ altText: '' }), 'body.altText'],
      [banner({ heading: '' }), 'body.heading'],
      [{ ...banner(), surprise: true }, 'body'],
    ] as const) {
      const refused = await call(staffToken, 'POST', '/api/staff/v1/ad-banners', body);
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as { message: string }).message).toContain(`Invalid ${field}`);
    }
    const after = (await call(staffToken, 'GET', '/api/staff/v1/ad-banners')).json() as {
      banners: unknown[];
    };
    expect(after.banners.length).toBe(before.banners.length);

    expect((await menuBanners([])).statusCode).toBe(400);
    expect((await menuBanners(['a b'])).statusCode).toBe(400);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/adtech/v2/banners',
      payload: { type: 'homepage', categories: [categoryId] },
    });
    expect(wrongType.statusCode).toBe(400);
    const badHeader = await menuBanners([categoryId], { 'x-correlation-id': 'not-a-uuid' });
    expect(badHeader.statusCode).toBe(400);
    expect((await call(staffToken, 'DELETE', '/api/staff/v1/ad-banners/abc')).statusCode).toBe(400);
  });

  it('proves the console’s calls refuse strangers (401) and customers (403), changing nothing', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/staff/v1/ad-banners', undefined],
      ['POST', '/api/staff/v1/ad-banners', banner()],
      ['DELETE', '/api/staff/v1/ad-banners/1', undefined],
      ['GET', '/api/staff/v1/sponsored-placements', undefined],
      [
        'POST',
        '/api/staff/v1/sponsored-placements',
        { lineNumber: '1', sponsorshipId: 'x', vendor: 'v' },
      ],
      ['DELETE', '/api/staff/v1/sponsored-placements/1', undefined],
      ['GET', '/api/staff/v1/ad-changes', undefined],
    ] as const) {
      expect((await call(null, method, url, body)).statusCode).toBe(401);
      expect((await call(shopperToken, method, url, body)).statusCode).toBe(403);
    }
    await expect(
      t.app.services.sponsored.listBanners(identityOfAccount(shopper.id, 'customer')),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('sponsored placements', () => {
  const productOf = async (lineNumber: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/products/v1/products/${lineNumber}`,
    });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { products: { isSponsored: boolean; sponsorshipId: string | null }[] })
      .products[0];
  };

  it('proves a placement makes the product sponsored with its id wherever it is read, and ending it undoes that', async () => {
    const [lineNumber] = lineNumbers as [string];
    const added = await call(staffToken, 'POST', '/api/staff/v1/sponsored-placements', {
      lineNumber,
      sponsorshipId: 'summer-berries-1',
      vendor: 'Orchard Co',
    });
    expect(added.statusCode).toBe(201);
    const placement = added.json() as { id: number; productName: string | null };
    expect(placement.productName).not.toBeNull();

    // Product rows are kept for half a minute (decision 0013): a reader sees it after that.
    clock = new Date(clock.getTime() + 31_000);
    expect(await productOf(lineNumber)).toMatchObject({
      isSponsored: true,
      sponsorshipId: 'summer-berries-1',
    });

    const twice = await call(staffToken, 'POST', '/api/staff/v1/sponsored-placements', {
      lineNumber,
      sponsorshipId: 'another',
      vendor: 'Orchard Co',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'PRODUCT_ALREADY_SPONSORED' });

    const removed = await call(
      staffToken,
      'DELETE',
      `/api/staff/v1/sponsored-placements/${placement.id}`,
    );
    expect(removed.statusCode).toBe(204);
    clock = new Date(clock.getTime() + 31_000);
    expect(await productOf(lineNumber)).toMatchObject({ isSponsored: false, sponsorshipId: null });
    const changes = (await call(staffToken, 'GET', '/api/staff/v1/ad-changes')).json() as {
      changes: { action: string; ref: string }[];
    };
    expect(
      changes.changes
        .filter((c) => c.ref === String(placement.id) && c.action.startsWith('placement-'))
        .map((c) => c.action),
    ).toEqual(['placement-removed', 'placement-added']);
  });

  it('proves an unknown product is a 404 and a bad sponsorship id a 400, with nothing stored', async () => {
    const unknown = await call(staffToken, 'POST', '/api/staff/v1/sponsored-placements', {
      lineNumber: '999999999999',
      sponsorshipId: 'camp-1',
      vendor: 'Orchard Co',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    const bad = await call(staffToken, 'POST', '/api/staff/v1/sponsored-placements', {
      lineNumber: lineNumbers[1],
      sponsorshipId: 'has spaces',
      vendor: 'Orchard Co',
    });
    expect(bad.statusCode).toBe(400);
    const listed = (await call(staffToken, 'GET', '/api/staff/v1/sponsored-placements')).json() as {
      placements: { lineNumber: string }[];
    };
    expect(listed.placements.map((p) => p.lineNumber)).not.toContain(lineNumbers[1]);
    expect(
      (await call(staffToken, 'DELETE', '/api/staff/v1/sponsored-placements/999999999')).statusCode,
    ).toBe(404);
  });
});

describe('partner calls with a 2 s timeout', () => {
  /** A partner that takes every request and never answers. */
  async function silentPartner(): Promise<{
    server: Server;
    url: string;
    seen: IncomingMessage[];
  }> {
    const seen: IncomingMessage[] = [];
    const server = createServer((request) => {
      seen.push(request);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { server, url: `http://127.0.0.1:${port}/orders`, seen };
  }

  it('proves the sponsored ad order post never holds the shopper: the purchase is taken at once and the silent partner is given up and logged', async () => {
    const partner = await silentPartner();
    const app = await createTestApp({ env: { AD_ORDER_URL: partner.url }, database: t.database });
    const client = `sp-${Date.now().toString(36)}`;
    try {
      const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
      const answer = await fetch(`${address}/api/analytics/v1/events`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie:
            'consent-functional=true; consent-analytics=true; consent-advertising=true; consent-experimental=true',
        },
        body: JSON.stringify({
          client_id: client,
          events: [
            {
              session_id: 's-1',
              channel: 'web',
              page_location: 'https://shop.example/ecom/order-confirmation/1',
              event_name: 'purchase',
              params: { order_id: '1', amount: '£12.50' },
            },
          ],
        }),
      });
      expect(answer.status).toBe(202);
      // The partner was asked, has not answered, and the call is given up after its 2 s.
      await expect.poll(() => partner.seen.length, { timeout: 5_000 }).toBe(1);
      await expect
        .poll(
          () =>
            app.logs.some(
              (line) => line.msg === 'partner call failed' && line.partner === 'ad-order',
            ),
          { timeout: 6_000, interval: 200 },
        )
        .toBe(true);
    } finally {
      await app.app.services.analytics.flush();
      await t.database.db.delete(analyticsEvents).where(eq(analyticsEvents.clientId, client));
      partner.server.closeAllConnections();
      partner.server.close();
      await app.close();
    }
  }, 15_000);

  it('proves a banner’s tracking calls go to its vendor’s addresses and a silent one is given up and logged', async () => {
    const asked: string[] = [];
    const warnings: unknown[] = [];
    const vendor = ((url: string, init: RequestInit) => {
      asked.push(url);
      if (url.includes('/silent')) {
        return new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      }
      return Promise.resolve(new Response(null, { status: 204 }));
    }) as typeof fetch;
    const repository = new SponsoredRepository(t.database.db);
    const service = createSponsoredService({
      repository,
      catalogue: t.app.services.catalogue,
      sponsorship: { setSponsorship: async () => true },
      customers: { namesOf: async () => new Map() },
      now: () => clock,
      log: { warn: (...args: unknown[]) => warnings.push(args) },
      fetch: vendor,
      trackingTimeoutMs: 50,
    });
    const made = await service.addBanner(
      staffIdentity,
      adBannerDraftSchema.parse(
        banner({ impressionUrls: ['https://ads.example/i/ok', 'https://ads.example/silent'] }),
      ),
    );
    bannerIds.push(made.banner.id);
    await service.trackBanner('impression', made.banner.id);
    expect(asked).toEqual(['https://ads.example/i/ok', 'https://ads.example/silent']);
    expect(warnings).toHaveLength(1);
    await service.trackBanner('click', made.banner.id);
    expect(asked.at(-1)).toBe('https://ads.example/c/1');
    // An unknown banner asks nobody.
    await service.trackBanner('click', '999999999');
    expect(asked).toHaveLength(3);
  });

  it('proves the collector passes a banner’s impression and click on only with advertising consent, and keeps them in the shop under stub mocking', async () => {
    const tracked: string[] = [];
    const stubbed: unknown[] = [];
    const analyticsWith = (stubs: boolean) => {
      const analytics = createAnalyticsService({
        repository: {} as AnalyticsRepository,
        now: () => clock,
        log: { warn: () => {}, info: (...args: unknown[]) => stubbed.push(args) } as never,
        retentionDays: 400,
        partners: {
          personalisation: null,
          adOrders: null,
          adTracking: {
            trackBanner: async (kind, bannerId) => {
              tracked.push(`${kind} ${bannerId}`);
            },
          },
        },
      });
      return (consent: CookieConsent, name: 'ad_banner_impression' | 'ad_banner_click') =>
        analytics.collect({
          batch: {
            client_id: 'c-1',
            events: [
              {
                session_id: 's-1',
                channel: 'web',
                page_location: 'https://shop.example/ecom/',
                event_name: name,
                params: { banner_id: '7', category_id: categoryId },
              },
            ],
          },
          customerId: -1,
          consent,
          clientAddress: '198.51.100.1',
          stubs,
        }).outcome;
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const collect = analyticsWith(false);
    expect(collect(ALL_ALLOWED, 'ad_banner_impression')).toBe('accepted');
    expect(collect(ALL_ALLOWED, 'ad_banner_click')).toBe('accepted');
    expect(collect({ ...ALL_ALLOWED, advertising: false }, 'ad_banner_click')).toBe('refused');
    await settle();
    expect(tracked).toEqual(['impression 7', 'click 7']);

    expect(analyticsWith(true)(ALL_ALLOWED, 'ad_banner_click')).toBe('accepted');
    await settle();
    expect(tracked).toHaveLength(2);
    expect(stubbed).toEqual([
      [{ partner: 'ad-tracking', kind: 'click', bannerId: '7' }, 'partner call stubbed'],
    ]);
  });
});
