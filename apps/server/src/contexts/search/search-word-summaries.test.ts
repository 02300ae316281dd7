import { rebuildSearchIndex } from '@grocer/db/search-index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoCatalogueApp, type DemoCatalogueApp } from './demo-catalogue-app.fixture.ts';
import type { SearchResults } from './search.contract.ts';

let t: DemoCatalogueApp;

beforeAll(async () => {
  t = await createDemoCatalogueApp('search_word_summaries');
});
afterAll(() => t.close());

/** Fresh answers only: the result cache would hide which way the answer was worked out. */
async function search(query: Record<string, string>): Promise<SearchResults> {
  const response = await t.app.inject({
    url: '/api/search/v1/products',
    query,
    headers: { 'cache-control': 'no-cache' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchResults;
}

/** Each query's answer, asked one after another so each sees the state before it. */
async function searchAll(queries: Record<string, string>[]): Promise<SearchResults[]> {
  const answers = [];
  for (const query of queries) answers.push(await search(query));
  return answers;
}

/** Removes every precomputed ranking, list and count: searches then read the documents. */
async function dropSummaries(): Promise<void> {
  await t.database.db.execute(sql`DELETE FROM search_word_ranks`);
  await t.database.db.execute(sql`DELETE FROM search_word_counts`);
}

async function rowCount(table: string): Promise<number> {
  const result = await t.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * Words found in 2,000 or more of the 6,000 demo products, two in fewer than the 500 that
 * earn summaries at this size, and misspellings (searched as their corrections).
 */
const TERMS = [
  'hillside',
  'cool',
  'dried',
  'store',
  'food',
  'salmon',
  'ketchup',
  'dreid',
  'hilside',
];
const VARIANTS: Record<string, string>[] = [
  {},
  { filterTags: 'offers' },
  { filterTags: 'dietary:vegetarian' },
  { filterTags: 'dietary:vegan,offers' },
  { filterTags: 'available:entertaining' },
  { start: '48' },
  { start: '960', size: '48' },
  { size: '200' },
  { sortBy: 'PRICE_LOW_2_HIGH' },
  { sortBy: 'PRICE_HIGH_2_LOW', filterTags: 'offers' },
  { sortBy: 'A_2_Z', start: '48' },
  { sortBy: 'TOP_RATED', filterTags: 'dietary:vegetarian' },
];

/** What a shopper sees of an answer, leaving out the echo of what they typed. */
const seen = ({ criteria: _criteria, ...rest }: SearchResults) => rest;

describe('misspelt words', () => {
  it('proves a misspelling no product holds finds and ranks exactly what its correction does', async () => {
    const pairs = [
      ['dreid', 'dried'],
      ['foood', 'food'],
      ['hilside', 'hillside'],
    ];
    for (const [typo, word] of pairs) {
      const variants: Record<string, string>[] = [
        {},
        { filterTags: 'dietary:vegetarian' },
        { start: '48' },
      ];
      for (const variant of variants) {
        const typed = await search({ searchTerm: typo as string, ...variant });
        const meant = await search({ searchTerm: word as string, ...variant });
        expect(typed.totalMatches, typo).toBeGreaterThan(0);
        expect(seen(typed), typo).toEqual(seen(meant));
      }
    }
  });
});

describe('one-word searches for frequent words', () => {
  it('proves a frequent word answers the same products, order, totals and counts with or without its precomputed ranking and counts', async () => {
    expect(await rowCount('search_word_ranks')).toBeGreaterThan(0);
    expect(await rowCount('search_word_counts')).toBeGreaterThan(0);
    const queries = TERMS.flatMap((searchTerm) => VARIANTS.map((v) => ({ searchTerm, ...v })));
    const brandDrillDowns = await Promise.all(
      TERMS.map(async (searchTerm) => {
        const brand = (await search({ searchTerm })).filters.find((f) =>
          f.filterTag.startsWith('brand:'),
        );
        return { searchTerm, filterTags: brand?.filterTag ?? '' };
      }),
    );
    const all = [...queries, ...brandDrillDowns];
    const withSummaries = await searchAll(all);
    await dropSummaries();
    const withoutSummaries = await searchAll(all);

    expect(withSummaries.some((r) => r.totalMatches >= 2_000)).toBe(true);
    expect(withoutSummaries).toEqual(withSummaries);
  });
});

describe('synonym searches', () => {
  it('proves a synonym answers the same products, order, totals and counts with or without the precomputed ranking and counts of its group', async () => {
    // The demo catalogue is small: summarise words and synonyms in 150 or more products.
    await rebuildSearchIndex(t.database.db, { frequentWordDocuments: 150 });
    const synonymRanks = await t.database.db.execute(
      sql`SELECT count(DISTINCT word)::int AS n FROM search_word_ranks WHERE word LIKE '%|%'`,
    );
    expect((synonymRanks as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(2);
    const terms = ['crisps', 'biscuits', 'yogurt', 'yoghurt', 'prawns', 'crips', 'sweets'];
    const variants: Record<string, string>[] = [
      {},
      { filterTags: 'offers' },
      { filterTags: 'dietary:vegetarian' },
      { start: '48' },
      { sortBy: 'TOP_RATED' },
      { sortBy: 'PRICE_LOW_2_HIGH', filterTags: 'offers' },
    ];
    const queries = terms.flatMap((searchTerm) => variants.map((v) => ({ searchTerm, ...v })));
    const withSummaries = await searchAll(queries);
    await dropSummaries();
    const withoutSummaries = await searchAll(queries);

    expect(withSummaries.some((r) => r.totalMatches >= 150)).toBe(true);
    expect(withoutSummaries).toEqual(withSummaries);
  });
});

describe('filters worked out in memory', () => {
  it('proves filtered searches answer the same with the in-memory set bits as from the set tables, and a newer build is never filtered with the old ids', async () => {
    const queries: Record<string, string>[] = [
      { searchTerm: 'chicken', filterTags: 'offers' },
      { searchTerm: 'chicken', filterTags: 'dietary:gluten-free' },
      { searchTerm: 'cheese', filterTags: 'dietary:vegetarian,offers' },
      { searchTerm: 'wine', filterTags: 'available:delivery' },
      { searchTerm: 'hillside', filterTags: 'dietary:vegan', start: '48' },
      { searchTerm: 'crisps', filterTags: 'offers', sortBy: 'PRICE_LOW_2_HIGH' },
    ];
    const category = (await search({ searchTerm: 'milk' })).categoryFilters[0]?.categoryId;
    expect(category).toBeDefined();
    queries.push({ searchTerm: 'milk', category: category as string, filterTags: 'offers' });
    const withBits = await searchAll(queries);
    expect(withBits.every((r) => r.totalMatches > 0)).toBe(true);
    expect(withBits.some((r) => r.filters.some((f) => f.group === 'Offers' && f.count > 0))).toBe(
      true,
    );

    // The process checks the build at most every 2 s: until then it holds the old build's
    // sets, and the statements must ask the set tables instead.
    await t.database.db.execute(
      sql`UPDATE search_index_builds SET generation = generation + 1 WHERE id = 1`,
    );
    const fromTables = await searchAll(queries);
    expect(fromTables).toEqual(withBits);
  });
});
