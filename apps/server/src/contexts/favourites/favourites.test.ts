import { ANONYMOUS, type Identity } from '@grocer/domain/identity/identity';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, type TestAccount } from '../../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { FavouritesView } from './favourites.contract.ts';
import { productsToShop, writePastOrders } from './favourites.fixture.ts';

/**
 * The favourites page's call (spec doc 3 §7: GET favourites/{customerOrderId}; decision 0079)
 * over real orders, branch receipts and hearts: frequency, forgotten products, includes, sorts,
 * filters and paging; its bad input and another shopper's trolley; GraphQL alike; Bought in store.
 */

let t: TestApp;
const accountsMade: TestAccount[] = [];
const DAY_MS = 24 * 60 * 60 * 1000;
let shop: Awaited<ReturnType<typeof productsToShop>> = [];

beforeAll(async () => {
  t = await createTestApp();
  shop = await productsToShop(t.database, 8);
});

afterAll(async () => {
  for (const account of accountsMade) await account.remove();
  await t.close();
});

async function shopper() {
  const account = await createTestAccount(t.database);
  accountsMade.push(account);
  const session = await t.app.identityService.startSession(account.id);
  const identity: Identity = {
    ...ANONYMOUS,
    customerId: account.id,
    principalId: account.id,
    sessionId: session.sessionId,
  };
  const token = t.app.identityService.issueAccessToken(identity).accessToken;
  const orderId = (await t.app.services.trolley.currentOrderId(identity)) as string;
  const call = (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });
  return { id: account.id, identity, token, orderId, call };
}

const product = (i: number) => shop[i] as (typeof shop)[number];
const line = (i: number) => ({
  lineNumber: product(i).lineNumber,
  productId: product(i).productId,
});

/**
 * A shopper who bought A in five orders (two at a time in the last three), B in the first two (then forgot it), C once, D in three
 * branch visits, and hearted E then F; G was in a cancelled order only.
 */
async function regularShopper() {
  const s = await shopper();
  const [A, B, C, D, E, F, G] = [line(0), line(1), line(2), line(3), line(4), line(5), line(6)];
  await writePastOrders(t.database, s.id, [
    { daysAgo: 60, lines: [A, B] },
    { daysAgo: 50, lines: [A, B] },
    { daysAgo: 40, lines: [{ ...A, amount: 2 }, C] },
    { daysAgo: 30, lines: [{ ...A, amount: 2 }] },
    { daysAgo: 20, lines: [{ ...A, amount: 2 }] },
    { daysAgo: 15, lines: [G], status: 'CANCELLED' },
  ]);
  for (const [i, days] of [10, 25, 35].entries()) {
    await t.app.services.branchPurchases.record(s.id, {
      receiptId: `receipt-${s.id}-${i}`,
      branchId: 651,
      purchasedAt: new Date(Date.now() - days * DAY_MS),
      lines: [{ ...D, quantity: { amount: 1, uom: 'C62' }, pricePence: 150 }],
    });
  }
  await t.app.services.favourites.add(s.id, E.lineNumber);
  await new Promise((resolve) => setTimeout(resolve, 5));
  await t.app.services.favourites.add(s.id, F.lineNumber);
  const url = (query = '') => `/api/favourites/v1/favourites/${s.orderId}${query}`;
  const get = async (query = '') => {
    const response = await s.call({ url: url(query) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FavouritesView;
  };
  return { ...s, A, B, C, D, E, F, G, url, get };
}

const lines = (products: { lineNumber: string }[]) => products.map((p) => p.lineNumber);

describe('GET favourites/{customerOrderId} (v1)', () => {
  it('proves Frequently bought lists the most bought first, online and in branches together, then hearted products, and B is forgotten', async () => {
    const s = await regularShopper();
    const view = await s.get('?sortBy=PURCHASE_FREQUENCY');
    expect(lines(view.summary.products)).toEqual(lines([s.A, s.D, s.B, s.C, s.F, s.E]));
    expect(view.summary).toMatchObject({ totalMatches: 6, start: 0, size: 48, hasMore: false });
    const a = view.summary.products[0];
    expect(a?.purchaseFrequency).toMatchObject({
      timesBought: 5,
      boughtOnline: true,
      boughtInBranch: false,
    });
    expect(view.summary.products[1]?.purchaseFrequency).toMatchObject({
      timesBought: 3,
      boughtInBranch: true,
    });
    expect(view.summary.products.find((p) => p.lineNumber === s.E.lineNumber)).toMatchObject({
      userSelected: true,
      purchaseFrequency: null,
    });
    // B was in the first two orders and not in the last three.
    expect(lines(view.forgottenProducts)).toEqual([s.B.lineNumber]);
    expect(view.criteria).toMatchObject({ sortBy: 'PURCHASE_FREQUENCY', offerflag: false });
  });

  it('proves includes keep only their own reasons, and the categories narrow the summary', async () => {
    const s = await regularShopper();
    expect(lines((await s.get('?includes=user-selected')).summary.products).sort()).toEqual(
      [s.E.lineNumber, s.F.lineNumber].sort(),
    );
    expect(lines((await s.get('?includes=bought-in-branch')).summary.products)).toEqual([
      s.D.lineNumber,
    ]);
    const online = await s.get('?includes=bought-online,user-selected&sortBy=PURCHASE_FREQUENCY');
    expect(lines(online.summary.products)).toEqual(lines([s.A, s.B, s.C, s.F, s.E]));

    const all = await s.get();
    expect(all.criteria.sortBy).toBe('CATEGORY');
    expect(all.categories.reduce((sum, category) => sum + category.count, 0)).toBe(6);
    const aisle = product(0).aisleId;
    const narrowed = await s.get(`?categoryIds=${aisle}`);
    expect(narrowed.summary.products.length).toBe(
      all.categories.find((category) => category.categoryId === aisle)?.count,
    );
    expect(narrowed.summary.products.every((p) => p.categories.some((c) => c.id === aisle))).toBe(
      true,
    );
    expect((await s.get('?ignoreCategories=true')).categories).toEqual([]);
  });

  it('proves pages of the summary follow one another without repeats (Load more)', async () => {
    const s = await regularShopper();
    const first = await s.get('?sortBy=PURCHASE_FREQUENCY&size=4');
    expect(first.summary).toMatchObject({ totalMatches: 6, hasMore: true });
    const second = await s.get('?sortBy=PURCHASE_FREQUENCY&size=4&start=4');
    expect(second.summary.hasMore).toBe(false);
    expect([...lines(first.summary.products), ...lines(second.summary.products)]).toEqual(
      lines([s.A, s.D, s.B, s.C, s.F, s.E]),
    );
  });

  it('proves a stranger gets 401, another shopper’s trolley 404 and bad parameters 400, naming the parameter', async () => {
    const s = await regularShopper();
    const other = await shopper();
    expect((await t.app.inject({ url: s.url() })).statusCode).toBe(401);
    const theirs = await other.call({ url: s.url() });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('NOT_FOUND');
    for (const [query, field] of [
      ['?sortBy=NAME', 'sortBy'],
      ['?size=0', 'size'],
      ['?size=1000', 'size'],
      ['?start=-1', 'start'],
      ['?includes=bought-by-mum', 'includes'],
      ['?categoryIds=../etc', 'categoryIds'],
      ['?offerflag=yes', 'offerflag'],
      ['?colour=red', ''],
    ] as const) {
      const response = await s.call({ url: s.url(query) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(field);
    }
    expect((await s.call({ url: '/api/favourites/v1/favourites/not-an-order' })).statusCode).toBe(
      400,
    );
    const experience = await s.call({ url: s.url(), headers: { experience: 'something-else' } });
    expect(experience.statusCode).toBe(400);
    expect(experience.json().message).toContain('my-favourites-chosen-for-you');
    const rightExperience = await s.call({
      url: s.url(),
      headers: { experience: 'my-favourites-chosen-for-you' },
    });
    expect(rightExperience.statusCode).toBe(200);
  });

  it('proves the GraphQL query answers what REST does, and another shopper’s trolley NOT_FOUND', async () => {
    const s = await regularShopper();
    const other = await shopper();
    const query = (orderId: string, token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          query: `query ($id: String!) { favourites(customerOrderId: $id, sortBy: "PURCHASE_FREQUENCY", includes: ["bought-online", "bought-in-branch", "user-selected"]) {
            favourites { summary { totalMatches products { product { lineNumber name } userSelected purchaseFrequency { timesBought } } }
              forgottenProducts { product { lineNumber } } }
            failures { type } } }`,
          variables: { id: orderId },
        },
      });
    const mine = (await query(s.orderId, s.token)).json().data.favourites;
    expect(mine.failures).toBeNull();
    expect(mine.favourites.summary.totalMatches).toBe(6);
    expect(
      mine.favourites.summary.products.map(
        (p: { product: { lineNumber: string } }) => p.product.lineNumber,
      ),
    ).toEqual(lines([s.A, s.D, s.B, s.C, s.F, s.E]));
    expect(mine.favourites.forgottenProducts).toEqual([
      { product: { lineNumber: s.B.lineNumber } },
    ]);
    const theirs = (await query(s.orderId, other.token)).json().data.favourites;
    expect(theirs).toEqual({ favourites: null, failures: [{ type: 'NOT_FOUND' }] });
  });
});

describe('Bought in store', () => {
  it('proves the products bought in branches are listed latest first with their aisles, and a receipt recorded twice counts once', async () => {
    const s = await shopper();
    const [A, B] = [line(0), line(3)];
    const receipt = (id: string, days: number, bought: (typeof A)[]) => ({
      receiptId: `${s.id}-${id}`,
      branchId: 651,
      purchasedAt: new Date(Date.now() - days * DAY_MS),
      lines: bought.map((l) => ({ ...l, quantity: { amount: 1, uom: 'C62' }, pricePence: 99 })),
    });
    await t.app.services.branchPurchases.record(s.id, receipt('r1', 20, [A, B]));
    await t.app.services.branchPurchases.record(s.id, receipt('r1', 20, [A, B]));
    await t.app.services.branchPurchases.record(s.id, receipt('r2', 3, [A]));
    const response = await s.call({ url: '/api/bought-in-store/v1/products' });
    expect(response.statusCode).toBe(200);
    const listing = response.json();
    expect(listing.products.map((p: { lineNumber: string }) => p.lineNumber)).toEqual([
      A.lineNumber,
      B.lineNumber,
    ]);
    expect(listing.products[0]).toMatchObject({ timesBought: 2 });
    expect(listing.products[1]).toMatchObject({ timesBought: 1 });
    expect(listing.categoryId).toBeNull();
    const aisle = product(0).aisleId;
    expect(listing.categories.map((c: { categoryId: string }) => c.categoryId)).toContain(aisle);
    const narrowed = (
      await s.call({ url: `/api/bought-in-store/v1/products?categoryId=${aisle}` })
    ).json();
    expect(narrowed.categoryId).toBe(aisle);
    expect(
      narrowed.products.every((p: { categories: { id: string }[] }) =>
        p.categories.some((c) => c.id === aisle),
      ),
    ).toBe(true);
    expect((await t.app.inject({ url: '/api/bought-in-store/v1/products' })).statusCode).toBe(401);
    expect((await s.call({ url: '/api/bought-in-store/v1/products?size=0' })).statusCode).toBe(400);
    // Nobody else sees them.
    const other = await shopper();
    expect((await other.call({ url: '/api/bought-in-store/v1/products' })).json().products).toEqual(
      [],
    );
  });
});
