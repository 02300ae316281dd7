import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { SearchResults } from './search.contract.ts';

/** The search API on the test catalogue, with a clock the test moves. */
let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

/** A product on exactly one promotion, read straight from the tables. */
async function productOnOneOffer() {
  const result = await t.database.db.execute(sql`
    SELECT p.line_number, p.name, pr.id AS promotion_id, pr.start_date, pr.expiry_date
    FROM products p
    JOIN promotion_products pp ON pp.product_id = p.id
    JOIN promotions pr ON pr.id = pp.promotion_id
    WHERE NOT pr.hidden AND pr.expiry_date > pr.start_date
      AND (SELECT count(*) FROM promotion_products x WHERE x.product_id = p.id) = 1
    ORDER BY p.line_number LIMIT 1`);
  const [found] = (
    result as unknown as {
      rows: {
        line_number: string;
        name: string;
        promotion_id: number;
        start_date: string | Date;
        expiry_date: string | Date;
      }[];
    }
  ).rows;
  if (!found) throw new Error('seed has no product on exactly one promotion');
  return {
    ...found,
    start: new Date(found.start_date).getTime(),
    expiry: new Date(found.expiry_date).getTime(),
  };
}

/** A fresh answer (the whole-answer cache skipped); the product cache still answers. */
async function search(query: Record<string, string>): Promise<SearchResults> {
  const response = await t.app.inject({
    url: '/api/search/v1/products',
    query,
    headers: { 'cache-control': 'no-cache' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchResults;
}

describe('offers on search pages', () => {
  it('proves an offer starts and ends on the millisecond on search results, even while the product is held in memory', async () => {
    const deal = await productOnOneOffer();
    const seenAt = async (at: number) => {
      clock = at;
      const all = await search({ searchTerm: deal.name });
      const product = all.products.find((p) => p.lineNumber === deal.line_number);
      expect(product, `${deal.name} in its own search`).toBeDefined();
      const onOffer = await search({ searchTerm: deal.name, filterTags: 'offers' });
      return {
        badge: product?.promotions.map((p) => p.promotionId),
        inOffersFilter: onOffer.products.some((p) => p.lineNumber === deal.line_number),
      };
    };
    const off = { badge: [], inOffersFilter: false };
    const on = { badge: [deal.promotion_id], inOffersFilter: true };
    // Read first before the start, so the product is kept with its offer still to come.
    expect(await seenAt(deal.start - 1)).toEqual(off);
    expect(await seenAt(deal.start)).toEqual(on);
    expect(await seenAt(deal.expiry - 1)).toEqual(on);
    expect(await seenAt(deal.expiry)).toEqual(off);
    // A clock that goes back again sees the offer again.
    expect(await seenAt(deal.start)).toEqual(on);
  });
});
