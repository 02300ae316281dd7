import type { Product, ProductListing, Taxonomy } from '@grocer/domain/catalogue/catalogue.types';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryWithChildren,
  defaultBranch,
  hideOnePromotion,
  lineNumbers,
  liveWasNow,
  mealDeal,
  pageableCategory,
} from '../../../test/catalogue-facts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject(url);
const browse = async (query: string) => {
  const response = await get(`/api/content/v2/browse?${query}`);
  return { response, listing: response.json() as ProductListing };
};

describe('GET /api/taxonomy-entity/v1/taxonomy/groceries', () => {
  it('proves the groceries tree is keyed by id from root 10051 with browse URLs and a 5-minute cache header', async () => {
    const response = await get('/api/taxonomy-entity/v1/taxonomy/groceries');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const taxonomy = response.json() as Taxonomy;
    expect(taxonomy.rootId).toBe('10051');
    const root = taxonomy.categories[taxonomy.rootId]!;
    expect(root.parentId).toBeNull();
    for (const childId of root.categoryIds) {
      const child = taxonomy.categories[childId]!;
      expect(child.parentId).toBe(root.id);
      expect(child.url).toMatch(/^\/ecom\/shop\/browse\/groceries\/[a-z0-9_]+$/);
    }
    // Only the groceries tree: the entertaining root is a separate call.
    expect(Object.values(taxonomy.categories).some((c) => c.url.includes('/entertaining'))).toBe(
      false,
    );
  });

  it('proves the entertaining tree is served separately', async () => {
    const response = await get('/api/taxonomy-entity/v1/taxonomy/entertaining');
    expect(response.statusCode).toBe(200);
    const taxonomy = response.json() as Taxonomy;
    expect(taxonomy.categories[taxonomy.rootId]!.url).toBe('/ecom/shop/browse/entertaining');
  });

  it('proves an unknown taxonomy name is a 400 naming the parameter', async () => {
    const response = await get('/api/taxonomy-entity/v1/taxonomy/garden');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/params\.root/);
  });
});

describe('GET /api/products/v1/products/:lineNumbers', () => {
  it('proves SUMMARY products come back in the order asked, without descriptions, unknown ones left out', async () => {
    const [a, b] = await lineNumbers(t.database, 2);
    const response = await get(
      `/api/products/v1/products/${b},999999999,${a}?view=SUMMARY&trolleyId=42`,
    );
    expect(response.statusCode).toBe(200);
    const { products } = response.json() as { products: Product[] };
    expect(products.map((p) => p.lineNumber)).toEqual([b, a]);
    expect(products.every((p) => p.description === '')).toBe(true);
  });

  it('proves unknown line numbers give an empty list, not an error', async () => {
    const response = await get('/api/products/v1/products/999999998,999999999');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ products: [] });
  });

  it('proves 100 line numbers are allowed and 101 are a 400 TOO_MANY_LINE_NUMBERS', async () => {
    const lines = await lineNumbers(t.database, 101);
    const hundred = await get(`/api/products/v1/products/${lines.slice(0, 100).join(',')}`);
    expect(hundred.statusCode).toBe(200);
    expect(hundred.json().products).toHaveLength(100);
    const tooMany = await get(`/api/products/v1/products/${lines.join(',')}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('TOO_MANY_LINE_NUMBERS');
  });

  it('proves a line number that is not digits is a 400, and an unknown query key too', async () => {
    const bad = await get('/api/products/v1/products/100001,12ab');
    expect(bad.json().message).toContain('12ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(bad.json().message).toMatch(/digits/);
    const unknownKey = await get('/api/products/v1/products/100001?colour=red');
    expect(unknownKey.statusCode).toBe(400);
  });

  it('proves a live promotion is attached with its was-price and expiry as the database has it', async () => {
    const now = new Date();
    const deal = await liveWasNow(t.database, now);
    const { products } = (await get(`/api/products/v1/products/${deal.line_number}`)).json() as {
      products: Product[];
    };
    const promotion = products[0]!.promotions.find((p) => p.promotionId === deal.promotion_id);
    expect(promotion).toMatchObject({
      promotionTypeCode: 'WAS_NOW',
      hidden: false,
      wasDisplayPrice: { amount: deal.was, currencyCode: 'GBP' },
    });
    expect(promotion!.promotionExpiryDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(new Date(promotion!.promotionExpiryDate).getTime()).toBeGreaterThan(now.getTime());
  });

  it('proves promotions outside their dates are not attached (clock moved before and after)', async () => {
    const deal = await liveWasNow(t.database, new Date());
    for (const moment of ['2000-01-01T00:00:00Z', '2999-01-01T00:00:00Z']) {
      const moved = await createTestApp({ now: () => new Date(moment) });
      try {
        const response = await moved.app.inject(`/api/products/v1/products/${deal.line_number}`);
        expect(response.json().products[0].promotions, moment).toEqual([]);
      } finally {
        await moved.close();
      }
    }
  });

  it('proves a promotion starts and ends on the second, even while the product is held in memory', async () => {
    const deal = await liveWasNow(t.database, new Date());
    const found = (
      (await t.database.db.execute(
        sql`SELECT start_date, expiry_date FROM promotions WHERE id = ${deal.promotion_id}`,
      )) as unknown as { rows: { start_date: string | Date; expiry_date: string | Date }[] }
    ).rows[0]!;
    const start = new Date(found.start_date).getTime();
    const expiry = new Date(found.expiry_date).getTime();
    let clock = start - 1_000;
    const moved = await createTestApp({ now: () => new Date(clock) });
    const promotionIds = async () =>
      (
        (await moved.app.inject(`/api/products/v1/products/${deal.line_number}`)).json() as {
          products: Product[];
        }
      ).products[0]!.promotions.map((p) => p.promotionId);
    try {
      expect(await promotionIds()).not.toContain(deal.promotion_id);
      clock = start + 1_000; // two seconds later: the same row, now with the promotion live
      expect(await promotionIds()).toContain(deal.promotion_id);
      clock = expiry - 1_000;
      expect(await promotionIds()).toContain(deal.promotion_id);
      clock = expiry + 1_000; // two seconds later: gone
      expect(await promotionIds()).not.toContain(deal.promotion_id);
    } finally {
      await moved.close();
    }
  });

  it('proves a hidden promotion is not attached', async () => {
    // Hidden before this app first reads the product (rows are then held for 30 seconds).
    const { lineNumber } = await hideOnePromotion(t.database);
    const { products } = (await get(`/api/products/v1/products/${lineNumber}`)).json() as {
      products: Product[];
    };
    expect(products[0]!.promotions).toEqual([]);
  });

  it('proves a meal deal carries its groups in order', async () => {
    const deal = await mealDeal(t.database);
    const { products } = (await get(`/api/products/v1/products/${deal.lineNumber}`)).json() as {
      products: Product[];
    };
    const promotion = products[0]!.promotions.find((p) => p.promotionId === deal.promotionId);
    expect(promotion).toMatchObject({
      promotionTypeCode: 'MEAL_DEAL',
      discountType: 'TOTAL_PRICE',
      groups: deal.groups,
    });
  });
});

describe('GET /api/products/v1/products/id/:productId', () => {
  it('proves a known product comes back in full with its category chain and money in pence', async () => {
    const [line] = await lineNumbers(t.database, 1);
    const { products } = (await get(`/api/products/v1/products/${line}`)).json() as {
      products: Product[];
    };
    const id = products[0]!.id;
    const response = await get(`/api/products/v1/products/id/${id}`);
    expect(response.statusCode).toBe(200);
    const product = response.json() as Product;
    expect(product.id).toBe(id);
    expect(product.description).not.toBe('');
    expect(product.pricing.displayPrice.currencyCode).toBe('GBP');
    expect(Number.isInteger(product.pricing.displayPrice.amount)).toBe(true);
    // Root first, down to the product's own category, each a browse URL.
    expect(product.categories[0]!.url).toMatch(/^\/ecom\/shop\/browse\/(groceries|entertaining)$/);
    expect(product.categories.length).toBeGreaterThan(1);
  });

  it('proves an unknown id is a 404 PRODUCT_NOT_FOUND and a malformed one a 400', async () => {
    const unknown = await get('/api/products/v1/products/id/000000-0-0');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PRODUCT_NOT_FOUND');
    const malformed = await get(`/api/products/v1/products/id/${encodeURIComponent("1'; drop")}`);
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /api/content/v2/browse', () => {
  it('proves a category lists its own and its descendants’ products with breadcrumbs and visible, non-empty sub-categories', async () => {
    const { parent, children } = await categoryWithChildren(t.database);
    const { response, listing } = await browse(`categoryPath=${parent.path}`);
    expect(response.statusCode).toBe(200);
    expect(listing.totalMatches).toBe(parent.total);
    expect(listing.start).toBe(0);
    expect(listing.size).toBe(48);
    expect(listing.products).toHaveLength(Math.min(48, parent.total));
    expect(listing.criteria).toEqual({ sortBy: 'MOST_POPULAR' });
    expect(listing.breadcrumbs.map((b) => b.name)).toEqual(['Groceries', parent.name]);
    expect(listing.subCategories).toEqual(
      children
        .filter((child) => !child.hidden_in_nav && child.n > 0)
        .map((child) => ({
          categoryId: child.id,
          name: child.name,
          url: expect.stringMatching(new RegExp(`^/ecom/shop/browse/${parent.path}/[a-z0-9_]+$`)),
          expectedResults: child.n,
        })),
    );
  });

  it('proves paths match case-insensitively and tolerate stray slashes, and ids work too', async () => {
    const category = await pageableCategory(t.database);
    const shouted = `/${category.path.toUpperCase()}/`;
    const upper = await browse(`categoryPath=${encodeURIComponent(shouted)}`);
    expect(upper.response.statusCode).toBe(200);
    expect(upper.listing.totalMatches).toBe(category.n);
    const byId = await browse(`categoryId=${category.id}&size=5`);
    expect(byId.listing.totalMatches).toBe(category.n);
    expect(byId.listing.products).toHaveLength(5);
  });

  it('proves paging arithmetic: pages do not overlap, cover everything, and hasMore ends on the last page', async () => {
    const category = await pageableCategory(t.database);
    const size = 7;
    const seen: string[] = [];
    let start = 0;
    let hasMore = true;
    let pages = 0;
    while (hasMore) {
      const { listing } = await browse(`categoryId=${category.id}&start=${start}&size=${size}`);
      expect(listing.start).toBe(start);
      expect(listing.products.length).toBe(Math.min(size, category.n - start));
      seen.push(...listing.products.map((p) => p.id));
      start += listing.products.length;
      hasMore = start < listing.totalMatches;
      pages++;
    }
    expect(pages).toBe(Math.ceil(category.n / size));
    expect(new Set(seen).size).toBe(category.n);
    const past = await browse(`categoryId=${category.id}&start=${category.n + 10}&size=7`);
    expect(past.listing.products).toEqual([]);
    expect(past.listing.totalMatches).toBe(category.n);
  });

  it('proves each sort order orders the whole category', async () => {
    const category = await pageableCategory(t.database);
    const all = async (sortBy: string) =>
      (await browse(`categoryId=${category.id}&size=200&sortBy=${sortBy}`)).listing.products;
    const prices = (products: Product[]) => products.map((p) => p.pricing.displayPrice.amount);
    const lowHigh = prices(await all('PRICE_LOW_2_HIGH'));
    expect(lowHigh).toEqual([...lowHigh].sort((a, b) => a - b));
    const highLow = prices(await all('PRICE_HIGH_2_LOW'));
    expect(highLow).toEqual([...highLow].sort((a, b) => b - a));
    const names = (await all('A_2_Z')).map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const ratings = (await all('TOP_RATED')).map((p) => p.reviews.averageRating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const popular = await all('MOST_POPULAR');
    expect(popular).toHaveLength(category.n);
  });

  it('proves an unknown category is a 404 CATEGORY_NOT_FOUND', async () => {
    const { response } = await browse('categoryPath=groceries/no_such_aisle');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('CATEGORY_NOT_FOUND');
  });

  it('proves bad paging and sort parameters are 400s naming the field', async () => {
    const { id } = await pageableCategory(t.database);
    const cases: [string, RegExp][] = [
      [`categoryId=${id}&size=201`, /query\.size/],
      [`categoryId=${id}&size=0`, /query\.size/],
      [`categoryId=${id}&start=-1`, /query\.start/],
      [`categoryId=${id}&size=ten`, /query\.size: must be a whole number/],
      [`categoryId=${id}&sortBy=CHEAPEST`, /query\.sortBy/],
      [`categoryId=${id}&colour=red`, /colour/],
      ['start=0', /categoryPath/],
      [`categoryPath=${'a'.repeat(301)}`, /query\.categoryPath/],
    ];
    for (const [query, message] of cases) {
      const { response } = await browse(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(message);
    }
  });
});

describe('GET /api/branch/v3/branches', () => {
  it('proves branches are listed default first, and one is fetched by id or 404s', async () => {
    const expected = await defaultBranch(t.database);
    const list = await get('/api/branch/v3/branches');
    expect(list.statusCode).toBe(200);
    const { branches } = list.json() as { branches: { id: number; defaultBranch: boolean }[] };
    expect(branches[0]).toMatchObject({ id: expected.id, defaultBranch: true });
    const one = await get(`/api/branch/v3/branches/${expected.id}`);
    expect(one.json()).toMatchObject({ id: expected.id, postcode: expected.postcode });
    expect((await get('/api/branch/v3/branches/999999999')).statusCode).toBe(404);
    expect((await get('/api/branch/v3/branches/abc')).statusCode).toBe(400);
  });
});
