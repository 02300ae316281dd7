import type { Database, Db } from '@grocer/db/client';
import { rebuildSearchIndex } from '@grocer/db/search-index';
import type { ProductListing } from '@grocer/domain/catalogue/catalogue.types';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { SearchResults } from '../search/search.contract.ts';
import type { OfferSummary } from './offers.contract.ts';

let t: TestApp;
let unlisted: Awaited<ReturnType<typeof addUnlistedOffers>>;
/** The app's clock: the real time unless a test moves it. */
let clock: number | null = null;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock ?? Date.now()) });
  unlisted = await addUnlistedOffers(t.database);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject(url);
const products = async (query: string) => {
  const response = await get(`/api/offers/v1/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProductListing;
};
const offers = async (query = '') => {
  const response = await get(`/api/offers/v1/offers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { offers: OfferSummary[] }).offers;
};

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Products on a live offer (of one type), as the tables say, optionally under one category. */
async function liveOfferProductCount(
  database: Database,
  options: { offerType?: string; categoryId?: string } = {},
): Promise<number> {
  const at = new Date().toISOString();
  const [found] = await rows<{ n: number }>(
    database,
    sql`SELECT count(DISTINCT pp.product_id)::int AS n FROM promotion_products pp
      JOIN promotions pr ON pr.id = pp.promotion_id
      WHERE pr.start_date <= ${at}::timestamptz AND pr.expiry_date > ${at}::timestamptz
        AND NOT pr.hidden
        AND (${options.offerType ?? null}::text IS NULL OR pr.type_code = ${options.offerType ?? null})
        AND (${options.categoryId ?? null}::text IS NULL OR pp.product_id IN (
          SELECT product_id FROM product_categories WHERE category_id = ${options.categoryId ?? null}))`,
  );
  return found?.n ?? 0;
}

/**
 * Adds a hidden, an expired and a not-yet-started offer, each on two products that have no other
 * promotion (idempotent, so a shared PostgreSQL tolerates reruns). None of them is live now. The
 * search read model is rebuilt in the same transaction, as after any catalogue change: on a
 * shared PostgreSQL other test files see the offers and search's offer sets change together, so
 * one that moves its clock to an offer's dates finds search agreeing with the tables.
 */
async function addUnlistedOffers(database: Database) {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const offers = [
    { id: 990_001, name: 'Test hidden offer', start: now - day, end: now + 30 * day, hidden: true },
    {
      id: 990_002,
      name: 'Test expired offer',
      start: now - 30 * day,
      end: now - day,
      hidden: false,
    },
    {
      id: 990_003,
      name: 'Test future offer',
      start: now + day,
      end: now + 30 * day,
      hidden: false,
    },
  ];
  const spare = await rows<{ id: string; line_number: string; name: string }>(
    database,
    sql`SELECT p.id, p.line_number, p.name FROM products p
      WHERE NOT EXISTS (SELECT 1 FROM promotion_products pp
        WHERE pp.product_id = p.id AND pp.promotion_id < 990000)
      ORDER BY p.line_number LIMIT 6`,
  );
  if (spare.length < 6) throw new Error('seed has too few products without promotions');
  await database.db.transaction(async (tx) => {
    for (const [i, offer] of offers.entries()) {
      await tx.execute(
        sql`INSERT INTO promotions (id, type_code, name, description, discount_type, discount_value,
            start_date, expiry_date, hidden)
          VALUES (${offer.id}, 'MULTIBUY', ${offer.name}, ${offer.name}, 'X_FOR_Y', 2,
            ${new Date(offer.start).toISOString()}::timestamptz,
            ${new Date(offer.end).toISOString()}::timestamptz, ${offer.hidden})
          ON CONFLICT (id) DO NOTHING`,
      );
      for (const product of spare.slice(i * 2, i * 2 + 2)) {
        await tx.execute(
          sql`INSERT INTO promotion_products (promotion_id, product_id)
            VALUES (${offer.id}, ${product.id}) ON CONFLICT DO NOTHING`,
        );
      }
    }
    await rebuildSearchIndex(tx as unknown as Db);
  });
  return {
    offerIds: offers.map((o) => o.id),
    lineNumbers: spare.map((p) => p.line_number),
    added: offers.map((offer, i) => ({
      offerId: offer.id,
      products: spare.slice(i * 2, i * 2 + 2),
    })),
  };
}

describe('GET /api/offers/v1/products', () => {
  it('proves the listing holds only products with a live offer, as many as the tables have', async () => {
    const expected = await liveOfferProductCount(t.database);
    const listing = await products('size=200');
    expect(listing.totalMatches).toBe(expected);
    expect(listing.products.length).toBe(Math.min(200, expected));
    for (const product of listing.products) expect(product.promotions.length).toBeGreaterThan(0);
    // Products whose only offers are hidden, expired or not started are left out.
    const lines = new Set(listing.products.map((p) => p.lineNumber));
    for (const line of unlisted.lineNumbers) expect(lines.has(line)).toBe(false);
    expect(listing.pageTitle).toBe('Offers');
    expect(listing.breadcrumbs).toEqual([
      { id: 'offers', name: 'Offers', url: '/ecom/shop/browse/offers' },
    ]);
  });

  it('proves the offer type narrows to products on that type of offer, in either spelling', async () => {
    for (const type of ['WAS_NOW', 'MULTIBUY', 'MEAL_DEAL']) {
      const expected = await liveOfferProductCount(t.database, { offerType: type });
      const listing = await products(`offerType=${type}&size=200`);
      expect(listing.totalMatches, type).toBe(expected);
      expect(expected, `seed has ${type} offers`).toBeGreaterThan(0);
      for (const product of listing.products) {
        expect(product.promotions.map((p) => p.promotionTypeCode)).toContain(type);
      }
    }
    const slug = await products('offerType=was-now&size=1');
    expect(slug.totalMatches).toBe(
      await liveOfferProductCount(t.database, { offerType: 'WAS_NOW' }),
    );
  });

  it('proves the root lists the Groceries aisles that have offers, each count matching its own listing and adding up', async () => {
    const root = await products('size=1');
    expect(root.subCategories.length).toBeGreaterThan(3);
    let sum = 0;
    for (const sub of root.subCategories.slice(0, 4)) {
      const expected = await liveOfferProductCount(t.database, { categoryId: sub.categoryId });
      expect(sub.expectedResults, sub.name).toBe(expected);
      expect(sub.url).toMatch(
        new RegExp(`^/ecom/shop/browse/offers/[a-z0-9_]+_offers\\?categoryId=${sub.categoryId}$`),
      );
    }
    for (const sub of root.subCategories) {
      expect(sub.expectedResults).toBeGreaterThan(0);
      sum += sub.expectedResults;
    }
    // Every product on offer sits under exactly one Groceries aisle in the demo catalogue.
    expect(sum).toBe(await liveOfferProductCount(t.database, { categoryId: '10051' }));
  });

  it('proves a category narrows the listing, names itself in breadcrumbs and title, and its sub-category counts add up', async () => {
    const root = await products('size=1');
    const aisle = root.subCategories.find((s) => s.expectedResults >= 10)!;
    const listing = await products(`categoryId=${aisle.categoryId}&size=200`);
    expect(listing.totalMatches).toBe(aisle.expectedResults);
    for (const product of listing.products) {
      expect(product.categories.map((c) => c.id)).toContain(aisle.categoryId);
      expect(product.promotions.length).toBeGreaterThan(0);
    }
    expect(listing.breadcrumbs.at(-1)).toMatchObject({ id: aisle.categoryId, name: aisle.name });
    expect(listing.pageTitle).toBe(`${aisle.name} Offers`);
    const [hidden] = await rows<{ n: number }>(
      t.database,
      sql`SELECT count(*)::int AS n FROM categories
        WHERE parent_id = ${aisle.categoryId} AND hidden_in_nav`,
    );
    if (hidden?.n === 0) {
      const sum = listing.subCategories.reduce((total, s) => total + s.expectedResults, 0);
      expect(sum).toBe(listing.totalMatches);
    }
    // A sub-category link goes one level deeper, keeping the parent's segment.
    const sub = listing.subCategories[0]!;
    expect(sub.url).toContain(`${new URL(aisle.url, 'http://x').pathname}/`);
    const deeper = await products(`categoryId=${sub.categoryId}`);
    expect(deeper.totalMatches).toBe(sub.expectedResults);
    expect(deeper.breadcrumbs.map((b) => b.id)).toEqual([
      'offers',
      aisle.categoryId,
      sub.categoryId,
    ]);
  });

  it('proves pages follow on without overlap, and a start past the end is empty with the same total', async () => {
    const whole = await products('size=20');
    const first = await products('size=10&start=0');
    const second = await products('size=10&start=10');
    expect([...first.products, ...second.products].map((p) => p.lineNumber)).toEqual(
      whole.products.map((p) => p.lineNumber),
    );
    const past = await products(`start=${whole.totalMatches + 5}`);
    expect(past.products).toEqual([]);
    expect(past.totalMatches).toBe(whole.totalMatches);
    const defaults = await products('');
    expect(defaults.size).toBe(48);
    expect(defaults.products.length).toBe(Math.min(48, defaults.totalMatches));
  });

  it('proves sorting works as in browse (price low to high)', async () => {
    const listing = await products('sortBy=PRICE_LOW_2_HIGH&size=100');
    const prices = listing.products.map((p) => p.pricing.displayPrice.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(listing.criteria.sortBy).toBe('PRICE_LOW_2_HIGH');
  });

  it('proves bad parameters are a 400 naming the field, and an unknown category a 404', async () => {
    const cases: [string, RegExp][] = [
      ['offerType=BOGOF', /query\.offerType/],
      ['size=0', /query\.size/],
      ['size=201', /query\.size/],
      ['start=-1', /query\.start/],
      ['sortBy=CHEAPEST', /query\.sortBy/],
      ['categoryId=%27%3B--', /query\.categoryId/],
      ['colour=red', /colour/],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/offers/v1/products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().message, query).toMatch(field);
    }
    const unknown = await get('/api/offers/v1/products?categoryId=99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CATEGORY_NOT_FOUND');
  });

  it('proves a categoryId named toString, constructor, __proto__… is an unknown category (404), not a 500', async () => {
    for (const id of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const response = await get(`/api/offers/v1/products?categoryId=${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toMatchObject({
        code: 'CATEGORY_NOT_FOUND',
        message: `No category with id ${id}`,
      });
    }
  });
});

describe('GET /api/offers/v1/offers', () => {
  it('proves live offers come with their product counts as the tables have them, the largest first', async () => {
    const list = await offers();
    expect(list.length).toBeGreaterThan(10);
    const counts = list.map((o) => o.productCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const ids = list.map((o) => o.offerId);
    for (const id of unlisted.offerIds) expect(ids).not.toContain(id);
    const [top] = list;
    const [db] = await rows<{ n: number }>(
      t.database,
      sql`SELECT count(*)::int AS n FROM promotion_products WHERE promotion_id = ${top!.offerId}`,
    );
    expect(top!.productCount).toBe(db!.n);
    expect(new Date(top!.expiryDate).getTime()).toBeGreaterThan(Date.now());
  });

  it('proves the offer type narrows the list, and a bad type is a 400', async () => {
    const deals = await offers('?offerType=meal-deal');
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.every((o) => o.typeCode === 'MEAL_DEAL')).toBe(true);
    const bad = await get('/api/offers/v1/offers?offerType=SALE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/query\.offerType/);
  });
});

describe('GET /api/offers/v1/offers/:offerId', () => {
  it('proves one offer lists exactly its products, each carrying that promotion, paged', async () => {
    const [top] = await offers();
    const response = await get(`/api/offers/v1/offers/${top!.offerId}?size=200`);
    expect(response.statusCode).toBe(200);
    const { offer, listing } = response.json() as { offer: OfferSummary; listing: ProductListing };
    expect(offer).toEqual(top);
    expect(listing.totalMatches).toBe(top!.productCount);
    expect(listing.products.length).toBe(top!.productCount);
    for (const product of listing.products) {
      expect(product.promotions.map((p) => p.promotionId)).toContain(top!.offerId);
    }
    const second = await get(`/api/offers/v1/offers/${top!.offerId}?start=1&size=1`);
    expect(second.json().listing.products.map((p: { lineNumber: string }) => p.lineNumber)).toEqual(
      [listing.products[1]!.lineNumber],
    );
  });

  it('proves hidden, expired, not-yet-started and unknown offers are a 404 OFFER_NOT_FOUND', async () => {
    for (const id of [...unlisted.offerIds, 999_999, 999_999_999_999]) {
      const response = await get(`/api/offers/v1/offers/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().code).toBe('OFFER_NOT_FOUND');
    }
  });

  it('proves an offer that was live is a 404 once the clock passes its expiry', async () => {
    const [top] = await offers();
    const later = await createTestApp({
      now: () => new Date(new Date(top!.expiryDate).getTime() + 60_000),
    });
    try {
      const response = await later.app.inject(`/api/offers/v1/offers/${top!.offerId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('OFFER_NOT_FOUND');
    } finally {
      await later.close();
    }
  });

  it('proves a malformed id or paging is a 400 naming the field', async () => {
    const id = await get('/api/offers/v1/offers/abc');
    expect(id.statusCode).toBe(400);
    expect(id.json().message).toMatch(/params\.offerId/);
    const size = await get('/api/offers/v1/offers/50001?size=500');
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toMatch(/query\.size/);
  });
});

describe('offers added to the catalogue, seen by search', () => {
  it('proves search offers a product from the millisecond its added offer starts, as the offer listing does', async () => {
    const search = async (searchTerm: string) => {
      const response = await t.app.inject({
        url: '/api/search/v1/products',
        query: { searchTerm, filterTags: 'offers' },
        headers: { 'cache-control': 'no-cache' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as SearchResults).products.map((p) => p.lineNumber);
    };
    const listed = async (offerId: number) => {
      const response = await get(`/api/offers/v1/offers/${offerId}`);
      if (response.statusCode === 404) return [];
      const listing = (response.json() as { listing: ProductListing }).listing;
      return listing.products.map((p) => p.lineNumber);
    };
    // The expired and the not-yet-started offer (the hidden one is never live).
    for (const { offerId, products } of unlisted.added.slice(1)) {
      // The dates in the tables: a rerun on a shared PostgreSQL keeps the first run's.
      const [dates] = await rows<{ start: string | Date }>(
        t.database,
        sql`SELECT start_date AS start FROM promotions WHERE id = ${offerId}`,
      );
      const start = new Date(dates!.start).getTime();
      const [product] = products;
      try {
        clock = start - 1;
        expect(await listed(offerId)).toEqual([]);
        expect(await search(product!.name), `${offerId} before its start`).not.toContain(
          product!.line_number,
        );
        clock = start;
        expect(await listed(offerId)).toContain(product!.line_number);
        expect(await search(product!.name), `${offerId} at its start`).toContain(
          product!.line_number,
        );
      } finally {
        clock = null;
      }
    }
  });
});
