import { rebuildSearchIndex } from '@grocer/db/search-index';
import {
  brandFamily,
  FIRST_ROW,
  PER_KIND_AND_FAMILY,
  VARIETY_WINDOW,
} from '@grocer/domain/search/varied-first-row';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueService } from '../catalogue/catalogue.service.ts';
import {
  createDemoCatalogueApp,
  DEMO_NOW,
  type DemoCatalogueApp,
} from './demo-catalogue-app.fixture.ts';
import type { SearchResults, TermSuggestions } from './search.contract.ts';
import { createSearchRepository } from './search.repository.ts';
import { createSearchService } from './search.service.ts';

let t: DemoCatalogueApp;

beforeAll(async () => {
  t = await createDemoCatalogueApp('search_api');
});
afterAll(() => t.close());

async function search(query: Record<string, string | string[]>): Promise<SearchResults> {
  const response = await t.app.inject({ url: '/api/search/v1/products', query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchResults;
}

async function suggest(term: string): Promise<TermSuggestions> {
  const response = await t.app.inject({ url: '/api/term-suggest/v1/terms', query: { term } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TermSuggestions;
}

const names = (results: SearchResults) => results.products.map((p) => p.name);

describe('GET /api/search/v1/products', () => {
  it('proves a search answers Product DTOs with totals, paging, criteria and filters', async () => {
    const results = await search({ searchTerm: 'semi skimmed milk' });
    expect(results.start).toBe(0);
    expect(results.size).toBe(48);
    expect(results.totalMatches).toBeGreaterThanOrEqual(results.products.length);
    expect(results.products.length).toBeGreaterThan(5);
    expect(results.products[0]).toMatchObject({
      lineNumber: expect.any(String),
      pricing: { displayPrice: { amount: expect.any(Number), currencyCode: 'GBP' } },
    });
    expect(results.criteria).toEqual({
      searchTerm: 'semi skimmed milk',
      sortBy: 'RELEVANCE',
      filterTags: [],
      category: null,
    });
    expect(results.filters.map((f) => f.group)).toContain('Brands');
  });

  it("proves the first row shows at most two of a kind from one brand family, a product's sizes side by side, and a shopper paging through sees every product once", async () => {
    const deep = String(VARIETY_WINDOW + 10);
    for (const searchTerm of ['milk', 'bread', 'beer', 'chocolate']) {
      const whole = await search({ searchTerm, size: deep });
      const row = whole.products.slice(0, FIRST_ROW);
      const rowNames = row.map((p) => p.name);
      for (const [n, name] of rowNames.entries()) {
        // A product's sizes sit side by side, and never more of them than the limit.
        if (rowNames.indexOf(name) !== n) expect(rowNames[n - 1], searchTerm).toBe(name);
        expect(rowNames.filter((other) => other === name).length).toBeLessThanOrEqual(
          PER_KIND_AND_FAMILY,
        );
      }
      const perKindAndFamily = new Map<string, number>();
      for (const p of row) {
        const key = `${p.categories.at(-1)?.id} ${brandFamily(p.brandName)}`;
        perKindAndFamily.set(key, (perKindAndFamily.get(key) ?? 0) + 1);
      }
      expect(Math.max(...perKindAndFamily.values()), searchTerm).toBeLessThanOrEqual(
        PER_KIND_AND_FAMILY,
      );
      // Pages of a row each, then one that straddles the end of the variety window.
      const paged = [];
      for (let start = 0; start < Number(deep); start += FIRST_ROW) {
        const page = await search({ searchTerm, size: String(FIRST_ROW), start: String(start) });
        paged.push(...page.products);
      }
      expect(
        paged.map((p) => p.id),
        searchTerm,
      ).toEqual(whole.products.map((p) => p.id));
      const from = VARIETY_WINDOW - 3;
      const straddling = await search({ searchTerm, size: '7', start: String(from) });
      expect(straddling.products.map((p) => p.id)).toEqual(
        whole.products.slice(from, from + 7).map((p) => p.id),
      );
    }
  });

  it('proves a word naming a kind of product leads with the plain kind that sells most, and modified kinds only when asked for', async () => {
    const top = async (searchTerm: string) =>
      names(await search({ searchTerm, size: '5' })).join(' | ');
    expect(await top('milk')).not.toMatch(/condensed|evaporated|chocolate|milkshake/i);
    expect(await top('milk')).toMatch(/semi skimmed milk/i);
    expect(await top('beer')).toMatch(/lager|pilsner/i);
    expect(await top('beer')).not.toMatch(/wheat beer/i);
    expect(await top('sugar')).toMatch(/^[^|]*granulated sugar/i);
    expect(await top('cheese')).toMatch(/^[^|]*cheddar/i);
    expect(await top('milk chocolate')).not.toMatch(/dairy free/i);
    expect(await top('dairy free chocolate')).toMatch(/^[^|]*dairy free/i);
    expect(await top('goats cheese')).toMatch(/^[^|]*goats cheese/i);
    expect(await top('condensed milk')).toMatch(/^[^|]*condensed milk/i);
  });

  it('proves misspelt words still find the product they meant', async () => {
    const top = names(await search({ searchTerm: 'chedar' })).slice(0, 5);
    expect(top.filter((n) => !/cheddar/i.test(n))).toEqual([]);
    expect(names(await search({ searchTerm: 'semi skimed milk' }))[0]).toMatch(
      /semi skimmed milk/i,
    );
  });

  it('proves a synonym kept as data finds the British name', async () => {
    expect(names(await search({ searchTerm: 'zucchini' }))[0]).toMatch(/courgettes/i);
    expect(names(await search({ searchTerm: 'shrimp' }))[0]).toMatch(/prawns/i);
  });

  it('proves every in-stock product ranks before any unavailable one', async () => {
    const first = await search({ searchTerm: 'cheese', size: '200' });
    const rest = await search({ searchTerm: 'cheese', size: '200', start: '200' });
    const availability = [...first.products, ...rest.products].map((p) => p.availability);
    expect(availability.length).toBe(first.totalMatches);
    const firstUnavailable = availability.findIndex((a) => a !== 'AVAILABLE');
    expect(firstUnavailable).toBeGreaterThan(0);
    expect(availability.slice(firstUnavailable)).not.toContain('AVAILABLE');
  });

  it('proves the Offers filter keeps only products on a live offer, as many as its count said', async () => {
    const before = await search({ searchTerm: 'chocolate' });
    const offers = before.filters.find((f) => f.filterTag === 'offers');
    expect(offers?.count).toBeGreaterThan(0);
    const after = await search({ searchTerm: 'chocolate', filterTags: 'offers', size: '200' });
    expect(after.totalMatches).toBe(offers?.count);
    expect(after.products.filter((p) => p.promotions.length === 0)).toEqual([]);
    expect(after.filters.find((f) => f.filterTag === 'offers')?.applied).toBe(true);
  });

  it('proves a brand filter narrows to its count while the other brands keep theirs', async () => {
    const before = await search({ searchTerm: 'milk' });
    const brands = before.filters.filter((f) => f.group === 'Brands');
    const [chosen, other] = brands;
    if (!chosen || !other) throw new Error('expected at least two brands for milk');
    const after = await search({ searchTerm: 'milk', filterTags: chosen.filterTag, size: '200' });
    expect(after.totalMatches).toBe(chosen.count);
    expect(after.products.filter((p) => p.brandName !== chosen.name)).toEqual([]);
    const otherAfter = after.filters.find((f) => f.filterTag === other.filterTag);
    expect(otherAfter).toMatchObject({ count: other.count, applied: false });
    // Two brands together give both brands' products (a group is "any of").
    const both = await search({
      searchTerm: 'milk',
      filterTags: [chosen.filterTag, other.filterTag],
    });
    expect(both.totalMatches).toBe(chosen.count + other.count);
  });

  it('proves Dietary lists only values on at least 10 results and filters by the tag', async () => {
    const results = await search({ searchTerm: 'chocolate' });
    const dietary = results.filters.filter((f) => f.group === 'Dietary');
    expect(dietary.length).toBeGreaterThan(0);
    expect(dietary.filter((f) => f.count < 10)).toEqual([]);
    const vegetarian = await search({
      searchTerm: 'chocolate',
      filterTags: 'dietary:vegetarian',
      size: '200',
    });
    expect(vegetarian.totalMatches).toBe(
      dietary.find((f) => f.filterTag === 'dietary:vegetarian')?.count,
    );
    expect(vegetarian.products.filter((p) => !p.productTags.includes('Vegetarian'))).toEqual([]);
  });

  it("proves 'Available in' is one choice and entertaining keeps only entertaining lines", async () => {
    const entertaining = await search({ searchTerm: 'cake', filterTags: 'available:entertaining' });
    expect(entertaining.totalMatches).toBeGreaterThan(0);
    expect(entertaining.products.filter((p) => !['E', 'L'].includes(p.productType))).toEqual([]);
    const response = await t.app.inject({
      url: '/api/search/v1/products',
      query: { searchTerm: 'cake', filterTags: 'available:delivery,available:entertaining' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/query\.filterTags/);
  });

  it('proves a category narrows to its expected count, with breadcrumbs and its children as filters', async () => {
    const all = await search({ searchTerm: 'milk' });
    const top = all.categoryFilters.find((c) => c.name === 'Fresh & Chilled');
    if (!top) throw new Error('milk should be found under Fresh & Chilled');
    const narrowed = await search({ searchTerm: 'milk', category: top.categoryId });
    expect(narrowed.totalMatches).toBe(top.expectedResults);
    expect(narrowed.breadcrumbs.map((b) => b.name)).toEqual(['Groceries', 'Fresh & Chilled']);
    expect(narrowed.categoryFilters[0]).toMatchObject({
      categoryId: top.categoryId,
      applied: true,
    });
    const children = narrowed.categoryFilters.slice(1);
    expect(children.length).toBeGreaterThan(0);
    expect(children.reduce((sum, c) => sum + c.expectedResults, 0)).toBe(narrowed.totalMatches);
  });

  it('proves the sorts order by price, name and rating', async () => {
    const low = (await search({ searchTerm: 'cheese', sortBy: 'PRICE_LOW_2_HIGH' })).products;
    const prices = low.map((p) => p.pricing.displayPrice.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = (await search({ searchTerm: 'cheese', sortBy: 'PRICE_HIGH_2_LOW' })).products;
    expect(high[0]?.pricing.displayPrice.amount).toBeGreaterThanOrEqual(Math.max(...prices));
    const az = (await search({ searchTerm: 'cheese', sortBy: 'A_2_Z' })).products.map((p) =>
      p.name.toLowerCase(),
    );
    expect(az).toEqual([...az].sort());
    const rated = (await search({ searchTerm: 'cheese', sortBy: 'TOP_RATED' })).products;
    const ratings = rated.map((p) => p.reviews.averageRating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('proves start and size page through the same order', async () => {
    const ten = names(await search({ searchTerm: 'bread', size: '10' }));
    const second = names(await search({ searchTerm: 'bread', size: '5', start: '5' }));
    expect(second).toEqual(ten.slice(5, 10));
  });

  it('proves the term is cleaned server-side as the spec says', async () => {
    const results = await search({ searchTerm: '  <b>milk</b>;  ' });
    expect(results.criteria.searchTerm).toBe('b milk b');
    expect(results.totalMatches).toBeGreaterThan(0);
  });

  it('proves over-long or malformed input is a 400 naming the field, never a 500', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ searchTerm: 'x'.repeat(501) }, 'query.searchTerm'],
      [{}, 'query.searchTerm'],
      [{ searchTerm: '   ' }, 'query.searchTerm'],
      [{ searchTerm: 'milk', sortBy: 'CHEAPEST' }, 'query.sortBy'],
      [{ searchTerm: 'milk', size: '0' }, 'query.size'],
      [{ searchTerm: 'milk', size: '5000' }, 'query.size'],
      [{ searchTerm: 'milk', start: '-1' }, 'query.start'],
      [{ searchTerm: 'milk', category: "1'; drop table" }, 'query.category'],
      [{ searchTerm: 'milk', category: '999999' }, 'query.category'],
      [{ searchTerm: 'milk', filterTags: 'colour:red' }, 'query.filterTags'],
      [{ searchTerm: 'milk', filterTags: 'dietary:carnivore' }, 'query.filterTags'],
      [{ searchTerm: 'milk', page: '2' }, 'query'],
    ];
    for (const [query, field] of cases) {
      const response = await t.app.inject({ url: '/api/search/v1/products', query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message, JSON.stringify(query)).toContain(field);
    }
  });
});

describe('result cache', () => {
  it('proves a repeated search is answered from the short cache unless the client sends no-cache', async () => {
    const query = { searchTerm: 'granola' };
    const first = await search(query);
    expect(first.totalMatches).toBeGreaterThan(0);
    await t.database.db.execute(
      sql`DELETE FROM search_documents WHERE document @@ to_tsquery('english', 'granola')`,
    );
    try {
      expect((await search(query)).totalMatches).toBe(first.totalMatches);
      const fresh = await t.app.inject({
        url: '/api/search/v1/products',
        query,
        headers: { 'cache-control': 'no-cache' },
      });
      expect(fresh.json().totalMatches).toBe(0);
    } finally {
      await rebuildSearchIndex(t.database.db);
    }
  });
});

describe('GET /api/term-suggest/v1/terms', () => {
  it('proves typed prefixes suggest terms with counts and matching categories', async () => {
    const cheddar = await suggest('chedd');
    expect(cheddar.terms[0]?.term).toMatch(/^cheddar/);
    expect(cheddar.terms[0]).toMatchObject({ count: expect.any(Number) });
    const milk = await suggest('milk');
    expect(milk.categories.map((c) => c.name)).toContain('Milk');
    expect(milk.categories[0]?.url).toMatch(/^\/ecom\/shop\/browse\//);
  });

  it('proves a misspelt or American word still suggests what the shop calls it', async () => {
    expect((await suggest('bananna')).terms.map((s) => s.term)).toContain('bananas');
    expect((await suggest('zucchini')).terms.map((s) => s.term).join(' ')).toMatch(/courgette/);
  });

  it('proves nothing is suggested below the minimum length, and bad input is a 400', async () => {
    expect(await suggest('m')).toEqual({ terms: [], categories: [] });
    const missing = await t.app.inject({ url: '/api/term-suggest/v1/terms' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('query.term');
    const long = await t.app.inject({
      url: '/api/term-suggest/v1/terms',
      query: { term: 'y'.repeat(501) },
    });
    expect(long.statusCode).toBe(400);
  });

  it('proves a word with a character outside the basic plane (emoji, old scripts) is answered, not a 500', async () => {
    // Spelling variants once cut such characters in two, which PostgreSQL refuses as JSON.
    expect(await suggest('ab\u{107b9}')).toEqual({ terms: [], categories: [] });
    expect((await search({ searchTerm: 'milk\u{1f95b}x' })).products).toBeInstanceOf(Array);
  });

  it('proves suggestions kept in memory are exactly those the SQL tiers give', async () => {
    const inDatabase = createSearchService({
      repository: createSearchRepository(t.database.db),
      catalogue: createCatalogueService(t.database.db, () => DEMO_NOW),
      now: () => DEMO_NOW,
      maxSuggestionsInMemory: 0,
    });
    // Prefixes, typos, synonyms, phrases, accents and text found only by similarity.
    const typed = ['ch', 'mi', 'che', 'chedd', 'cheddar ch', 'bananna', 'zucchini', 'semi ski'];
    typed.push('red wi', 'wine', 'coffe', 'tea', 'prawn', 'spage', 'ground b', 'chips & ');
    typed.push('creme fr', 'crème', 'houmous', 'icecream', 'sour dough', 'xqzv', 'apple j');
    for (const term of typed) {
      const fromMemory = await t.app.inject({
        url: '/api/term-suggest/v1/terms',
        query: { term },
        headers: { 'cache-control': 'no-cache' },
      });
      expect(fromMemory.json(), term).toEqual(await inDatabase.suggest(term, { fresh: true }));
    }
  });
});
