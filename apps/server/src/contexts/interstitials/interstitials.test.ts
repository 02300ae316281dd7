import { byFrequency, purchaseFrequency } from '@grocer/domain/favourites/purchase-frequency';
import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { CatalogueEngine } from '../catalogue/catalogue.contract.ts';
import { productsToShop, writePastOrders } from '../favourites/favourites.fixture.ts';
import type { InterstitialsView } from './interstitials.contract.ts';
import { createInterstitialSources, createInterstitialsService } from './interstitials.service.ts';

/**
 * The interstitials (issue 28, decision 0093) over a real trolley, real past orders and hearts:
 * a missed offer asks for the items that trigger it; before you go and missed favourites never
 * suggest a product in the trolley or one that cannot be bought; a slow source is left out and a
 * slow gather shows nothing; bad input and another shopper's trolley.
 */

let t: TestApp;
let slow: TestApp;
const accountsMade: TestAccount[] = [];
let shop: Awaited<ReturnType<typeof productsToShop>> = [];

beforeAll(async () => {
  t = await createTestApp();
  shop = await productsToShop(t.database, 8);
});

afterAll(async () => {
  for (const account of accountsMade) await account.remove();
  await slow?.close();
  await t.close();
});

async function shopper(app: TestApp = t) {
  const account = await createTestAccount(app.database);
  accountsMade.push(account);
  const session = await app.app.identityService.startSession(account.id);
  const identity: Identity = {
    ...ANONYMOUS,
    customerId: account.id,
    principalId: account.id,
    sessionId: session.sessionId,
  };
  const token = app.app.identityService.issueAccessToken(identity).accessToken;
  const orderId = (await app.app.services.trolley.currentOrderId(identity)) as string;
  const call = (options: InjectOptions) =>
    app.app.inject({
      ...options,
      headers: { authorization: `Bearer ${token}`, ...options.headers },
    });
  return { id: account.id, identity, orderId, call };
}

const line = (i: number) => {
  const p = shop[i] as (typeof shop)[number];
  return { lineNumber: p.lineNumber, productId: p.productId };
};
const one = (i: number, amount = 1) => ({ ...line(i), quantity: { amount, uom: 'C62' as const } });

/** An available product, sold each, whose only offer is a live X for Y of a set of three. */
async function threeForTwo(app: TestApp) {
  const found = (await app.database.db.execute(
    sql`SELECT p.line_number, p.id, pr.id AS promotion_id FROM promotion_products pp
      JOIN promotions pr ON pr.id = pp.promotion_id
      JOIN products p ON p.id = pp.product_id
      JOIN promotion_groups g ON g.promotion_id = pr.id
      WHERE pr.discount_type = 'X_FOR_Y' AND g.threshold = 3 AND NOT pr.hidden
        AND pr.start_date <= now() AND pr.expiry_date > now() + interval '3 days'
        AND p.availability = 'AVAILABLE' AND p.uoms @> '["C62"]'::jsonb
        AND NOT pr.loyalty_only
        AND (SELECT count(*) FROM promotion_products o WHERE o.product_id = p.id) = 1
      ORDER BY p.line_number LIMIT 1`,
  )) as unknown as { rows: { line_number: string; id: string; promotion_id: number }[] };
  const row = found.rows[0];
  if (!row) throw new Error('seed has no live 3-item X for Y offer');
  return { lineNumber: row.line_number, productId: row.id, promotionId: row.promotion_id };
}

const url = (orderId: string, query = '') =>
  `/api/interstitials/v1/interstitials/${orderId}${query}`;

describe('GET interstitials/{customerOrderId}', () => {
  it('proves a missed offer asks for one more, and once added the offer is no longer missed', async () => {
    const s = await shopper();
    const offer = await threeForTwo(t);
    const trolley = t.app.services.trolley;
    await trolley.addItem(s.identity, s.orderId, {
      lineNumber: offer.lineNumber,
      productId: offer.productId,
      quantity: { amount: 2, uom: 'C62' },
    });
    const response = await s.call({ method: 'GET', url: url(s.orderId) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const view = response.json<InterstitialsView>();
    const missed = view.interstitials.find((i) => i.id === 'missed-offers');
    expect(missed?.offers).toEqual([
      expect.objectContaining({
        promotionId: offer.promotionId,
        itemsNeeded: 1,
        lineNumbers: [offer.lineNumber],
        text: expect.stringMatching(/^Add 1 more to get /),
      }),
    ]);
    expect(missed?.products.map((p) => p.lineNumber)).toEqual([offer.lineNumber]);
    expect(view.steps[0]).toEqual({
      id: 'missed-offers',
      label: 'Missed offers',
      valid: true,
      current: false,
      visited: false,
    });

    await trolley.addItem(s.identity, s.orderId, {
      lineNumber: offer.lineNumber,
      productId: offer.productId,
      quantity: { amount: 3, uom: 'C62' },
    });
    const after = await t.app.services.interstitials.interstitials(s.identity, s.orderId);
    expect(after.steps[0]?.valid).toBe(false);
  });

  it('proves before you go and missed favourites never suggest a product in the trolley or one that cannot be bought', async () => {
    const s = await shopper();
    // Orders that bought 0 with 1, 2 and 3; 4 in three shops; 5 hearted.
    await writePastOrders(t.database, s.id, [
      { daysAgo: 30, lines: [line(0), line(1), line(2), line(4)] },
      { daysAgo: 20, lines: [line(0), line(1), line(3), line(4)] },
      { daysAgo: 10, lines: [line(0), line(2), line(4)] },
    ]);
    await t.app.services.favourites.add(s.id, line(5).lineNumber);
    await t.app.services.trolley.addItem(s.identity, s.orderId, one(0));
    await t.app.services.trolley.addItem(s.identity, s.orderId, one(2));
    // Product 3 cannot be bought now.
    await t.database.db.execute(
      sql`UPDATE products SET availability = 'SOLD_OUT_ONLINE' WHERE line_number = ${line(3).lineNumber}`,
    );
    try {
      const view = await t.app.services.interstitials.interstitials(
        s.identity,
        s.orderId,
        'missed-favourites',
      );
      const beforeYouGo = view.interstitials.find((i) => i.id === 'before-you-go');
      const favourites = view.interstitials.find((i) => i.id === 'missed-favourites');
      expect(beforeYouGo?.products.map((p) => p.lineNumber)).toEqual([
        line(4).lineNumber,
        line(1).lineNumber,
      ]);
      expect(favourites?.products.map((p) => p.lineNumber)).toEqual([line(5).lineNumber]);
      const suggested = view.interstitials.flatMap((i) => i.products.map((p) => p.lineNumber));
      expect(suggested).not.toContain(line(0).lineNumber);
      expect(suggested).not.toContain(line(2).lineNumber);
      expect(suggested).not.toContain(line(3).lineNumber);
      // Manager's specials are shop-wide: another test file may run one meanwhile (they share
      // one database on PostgreSQL), so that step is left out here.
      expect(
        view.steps
          .filter((step) => step.id !== 'managers-special')
          .map((step) => [step.id, step.valid, step.current, step.visited]),
      ).toEqual([
        ['missed-offers', false, false, false],
        ['before-you-go', true, false, true],
        ['missed-favourites', true, true, false],
      ]);
    } finally {
      await t.database.db.execute(
        sql`UPDATE products SET availability = 'AVAILABLE' WHERE line_number = ${line(3).lineNumber}`,
      );
    }
  });

  it('proves a gathering reads the shopper’s purchases once, and missed favourites follow the favourites context’s own purchase frequency', async () => {
    const s = await shopper();
    await writePastOrders(t.database, s.id, [
      { daysAgo: 40, lines: [line(0), line(4), line(6)] },
      { daysAgo: 25, lines: [line(1), line(4), line(6)] },
      { daysAgo: 5, lines: [line(4), line(7)] },
    ]);
    await t.app.services.trolley.addItem(s.identity, s.orderId, one(1));
    const real = t.app.services.favourites;
    let reads = 0;
    const counting = {
      purchases: (customerId: number) => {
        reads += 1;
        return real.purchases(customerId);
      },
      lineNumbers: (customerId: number) => real.lineNumbers(customerId),
    };
    const now = () => new Date();
    // The app's own catalogue engine (its services list it as the narrower contract).
    const catalogue = t.app.services.catalogue as typeof t.app.services.catalogue &
      Pick<CatalogueEngine, 'managersSpecials'>;
    expect(typeof catalogue.managersSpecials?.running).toBe('function');
    const service = createInterstitialsService({
      trolley: t.app.services.trolley,
      sources: createInterstitialSources({
        catalogue,
        trolley: t.app.services.trolley,
        favourites: counting,
        now,
      }),
    });
    const view = await service.interstitials(s.identity, s.orderId, 'missed-favourites');
    expect(reads).toBe(1);
    // The frequency worked out from that one read is the favourites context's own answer.
    const fromRead = [...purchaseFrequency(await real.purchases(s.id), now()).values()].sort(
      byFrequency,
    );
    expect(fromRead).toEqual(await real.purchaseFrequency(s.id));
    // And the answer is the app's own (the module's sources).
    const app = await t.app.services.interstitials.interstitials(
      s.identity,
      s.orderId,
      'missed-favourites',
    );
    const kinds = (v: InterstitialsView) =>
      v.interstitials
        .filter((i) => i.id === 'before-you-go' || i.id === 'missed-favourites')
        .map((i) => [i.id, i.products.map((p) => p.lineNumber)]);
    expect(kinds(view)).toEqual(kinds(app));
    expect(kinds(view).length).toBeGreaterThan(0);
  });

  it('proves bad input is a 400, a stranger a 401 and another shopper’s trolley a 404', async () => {
    const s = await shopper();
    const other = await shopper();
    expect((await s.call({ method: 'GET', url: url('abc') })).statusCode).toBe(400);
    const badStep = await s.call({ method: 'GET', url: url(s.orderId, '?stepId=nope') });
    expect(badStep.statusCode).toBe(400);
    expect(badStep.json().message).toMatch(/stepId/);
    expect((await t.app.inject({ method: 'GET', url: url(s.orderId) })).statusCode).toBe(401);
    const theirs = await s.call({ method: 'GET', url: url(other.orderId) });
    expect(theirs.statusCode).toBe(404);
    expect((await s.call({ method: 'GET', url: url('999999999999') })).statusCode).toBe(404);
  });
});

describe('a slow source', () => {
  it('proves a source later than its response time is left out and the rest are shown', async () => {
    const never = () => new Promise<never>(() => {});
    slow = await createTestApp({
      database: t.database,
      interstitials: {
        sources: (real) => ({ ...real, beforeYouGo: never }),
        responseMs: 50,
        deadlineMs: 5000,
      },
    });
    const s = await shopper(slow);
    await writePastOrders(slow.database, s.id, [{ daysAgo: 5, lines: [line(0), line(1)] }]);
    await slow.app.services.favourites.add(s.id, line(6).lineNumber);
    await slow.app.services.trolley.addItem(s.identity, s.orderId, one(0));
    const started = Date.now();
    const view = await slow.app.services.interstitials.interstitials(s.identity, s.orderId);
    expect(Date.now() - started).toBeLessThan(2000);
    // Manager's specials are shop-wide (see above).
    expect(view.interstitials.map((i) => i.id).filter((id) => id !== 'managers-special')).toEqual([
      'missed-favourites',
    ]);
    expect(view.complete).toBe(true);
  });

  it('proves a gather past its deadline answers no steps, so the shopper goes on to checkout', async () => {
    const never = () => new Promise<never>(() => {});
    const late = await createTestApp({
      database: t.database,
      interstitials: {
        sources: () => ({
          missedOffers: never,
          managersSpecials: never,
          beforeYouGo: never,
          missedFavourites: never,
        }),
        responseMs: 5000,
        deadlineMs: 100,
      },
    });
    try {
      const s = await shopper(late);
      await late.app.services.trolley.addItem(s.identity, s.orderId, one(1));
      const response = await s.call({ method: 'GET', url: url(s.orderId) });
      expect(response.statusCode).toBe(200);
      const view = response.json<InterstitialsView>();
      expect(view.complete).toBe(false);
      expect(view.interstitials).toEqual([]);
      expect(view.steps.every((step) => !step.valid)).toBe(true);
    } finally {
      await late.close();
    }
  });
});
