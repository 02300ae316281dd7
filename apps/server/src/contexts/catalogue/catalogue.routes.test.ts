import type { Product, ProductListing, Taxonomy } from '@grocer/domain/catalogue/catalogue.types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE } from '../../../test/fixture-catalogue.ts';
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
    expect(taxonomy.rootId).toBe(FIXTURE.groceriesRootId);
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
    const response = await get(
      '/api/products/v1/products/100007,999999,100001?view=SUMMARY&trolleyId=42',
    );
    expect(response.statusCode).toBe(200);
    const { products } = response.json() as { products: Product[] };
    expect(products.map((p) => p.lineNumber)).toEqual(['100007', '100001']);
    expect(products.every((p) => p.description === '')).toBe(true);
  });

  it('proves unknown line numbers give an empty list, not an error', async () => {
    const response = await get('/api/products/v1/products/999998,999999');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ products: [] });
  });

  it('proves 100 line numbers are allowed and 101 are a 400 TOO_MANY_LINE_NUMBERS', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => String(100001 + i)).join(',');
    const hundred = await get(`/api/products/v1/products/${lines(100)}`);
    expect(hundred.statusCode).toBe(200);
    const tooMany = await get(`/api/products/v1/products/${lines(101)}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('TOO_MANY_LINE_NUMBERS');
  });

  it('proves a line number that is not digits is a 400, and an unknown query key too', async () => {
    const bad = await get('/api/products/v1/products/100001,12ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(bad.json().message).toMatch(/digits/);
    const unknownKey = await get('/api/products/v1/products/100001?colour=red');
    expect(unknownKey.statusCode).toBe(400);
  });

  it('proves live promotions are attached with the was-price, and expired, hidden and future ones are not', async () => {
    const lines = [
      FIXTURE.liveWasNowLine,
      FIXTURE.expiredPromoLine,
      FIXTURE.hiddenPromoLine,
      FIXTURE.futurePromoLine,
    ];
    const { products } = (await get(`/api/products/v1/products/${lines.join(',')}`)).json() as {
      products: Product[];
    };
    const byLine = new Map(products.map((p) => [p.lineNumber, p]));
    expect(byLine.get(FIXTURE.liveWasNowLine)!.promotions).toEqual([
      expect.objectContaining({
        promotionTypeCode: 'WAS_NOW',
        hidden: false,
        wasDisplayPrice: { amount: 250, currencyCode: 'GBP' },
        promotionExpiryDate: '2099-01-01T00:00:00.000Z',
      }),
    ]);
    expect(byLine.get(FIXTURE.expiredPromoLine)!.promotions).toEqual([]);
    expect(byLine.get(FIXTURE.hiddenPromoLine)!.promotions).toEqual([]);
    expect(byLine.get(FIXTURE.futurePromoLine)!.promotions).toEqual([]);
  });

  it('proves a meal deal carries its groups in order and the loyalty-only flag', async () => {
    const { products } = (await get('/api/products/v1/products/100005')).json() as {
      products: Product[];
    };
    expect(products[0]!.promotions[0]).toMatchObject({
      promotionTypeCode: 'MEAL_DEAL',
      discountType: 'TOTAL_PRICE',
      myWaitrosePromotion: true,
      wasDisplayPrice: null,
      groups: [
        { name: 'Main', threshold: 1 },
        { name: 'Side', threshold: 1 },
      ],
    });
  });
});

describe('GET /api/products/v1/products/id/:productId', () => {
  it('proves a known product comes back in full with its category chain and money in pence', async () => {
    const { products } = (await get('/api/products/v1/products/100001')).json() as {
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
    expect(product.categories.map((c) => c.id)).toEqual(['10051', '300', '301']);
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
    const { response, listing } = await browse('categoryPath=groceries/fresh_and_chilled');
    expect(response.statusCode).toBe(200);
    expect(listing.totalMatches).toBe(FIXTURE.freshProducts);
    expect(listing.start).toBe(0);
    expect(listing.size).toBe(48);
    expect(listing.products).toHaveLength(FIXTURE.freshProducts);
    expect(listing.criteria).toEqual({ sortBy: 'MOST_POPULAR' });
    expect(listing.breadcrumbs.map((b) => b.name)).toEqual(['Groceries', 'Fresh & Chilled']);
    // Staff Picks is hidden and Empty Shelf has nothing: both left out.
    expect(listing.subCategories).toEqual([
      {
        categoryId: '301',
        name: 'Milk',
        url: '/ecom/shop/browse/groceries/fresh_and_chilled/milk',
        expectedResults: 30,
      },
      {
        categoryId: '302',
        name: 'Cheese',
        url: '/ecom/shop/browse/groceries/fresh_and_chilled/cheese',
        expectedResults: 10,
      },
    ]);
  });

  it('proves paths match case-insensitively and tolerate stray slashes, and ids work too', async () => {
    const upper = await browse('categoryPath=/Groceries/Fresh_And_Chilled/MILK/');
    expect(upper.response.statusCode).toBe(200);
    expect(upper.listing.pageTitle).toBe('Fresh Milk');
    const byId = await browse(`categoryId=${FIXTURE.milkCategoryId}&size=5`);
    expect(byId.listing.totalMatches).toBe(FIXTURE.milkProducts);
  });

  it('proves paging arithmetic: pages do not overlap, cover everything, and hasMore ends on the last page', async () => {
    const size = 7;
    const seen: string[] = [];
    let start = 0;
    let hasMore = true;
    let pages = 0;
    while (hasMore) {
      const { listing } = await browse(`categoryId=301&start=${start}&size=${size}`);
      expect(listing.start).toBe(start);
      expect(listing.products.length).toBe(Math.min(size, FIXTURE.milkProducts - start));
      seen.push(...listing.products.map((p) => p.id));
      start += listing.products.length;
      hasMore = start < listing.totalMatches;
      pages++;
    }
    expect(pages).toBe(Math.ceil(FIXTURE.milkProducts / size));
    expect(new Set(seen).size).toBe(FIXTURE.milkProducts);
    const past = await browse('categoryId=301&start=60&size=7');
    expect(past.listing.products).toEqual([]);
    expect(past.listing.totalMatches).toBe(FIXTURE.milkProducts);
  });

  it('proves each sort order orders the whole category', async () => {
    const all = async (sortBy: string) =>
      (await browse(`categoryId=301&size=200&sortBy=${sortBy}`)).listing.products;
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
    expect(popular).toHaveLength(FIXTURE.milkProducts);
  });

  it('proves an unknown category is a 404 CATEGORY_NOT_FOUND', async () => {
    const { response } = await browse('categoryPath=groceries/no_such_aisle');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('CATEGORY_NOT_FOUND');
  });

  it('proves bad paging and sort parameters are 400s naming the field', async () => {
    const cases: [string, RegExp][] = [
      ['categoryId=301&size=201', /query\.size/],
      ['categoryId=301&size=0', /query\.size/],
      ['categoryId=301&start=-1', /query\.start/],
      ['categoryId=301&size=ten', /query\.size: must be a whole number/],
      ['categoryId=301&sortBy=CHEAPEST', /query\.sortBy/],
      ['categoryId=301&colour=red', /colour/],
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
    const list = await get('/api/branch/v3/branches');
    expect(list.statusCode).toBe(200);
    const { branches } = list.json() as { branches: { id: number; defaultBranch: boolean }[] };
    expect(branches[0]).toMatchObject({ id: 651, defaultBranch: true });
    const one = await get('/api/branch/v3/branches/651');
    expect(one.json()).toMatchObject({ id: 651, postcode: 'TQ7 1AA' });
    expect((await get('/api/branch/v3/branches/9')).statusCode).toBe(404);
    expect((await get('/api/branch/v3/branches/abc')).statusCode).toBe(400);
  });
});
