import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const YEAR = 365 * 24 * 60 * 60 * 1000;

describe('search input named like an object property', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('proves a category named constructor, __proto__, toString… is a 400 naming the field, as an unknown one is', async () => {
    for (const category of [
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      'valueOf',
      'isPrototypeOf',
      '999999',
    ]) {
      const response = await t.app.inject({
        url: '/api/search/v1/products',
        query: { searchTerm: 'milk', category },
      });
      expect(response.statusCode, category).toBe(400);
      expect(response.json().message, category).toBe(
        `Invalid query.category: no category ${category}`,
      );
    }
  });
});

describe('search filters that match nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('proves a brand no longer stocked finds nothing rather than failing', async () => {
    for (const slug of ['no-such-brand', 'constructor', '__proto__']) {
      const response = await t.app.inject({
        url: '/api/search/v1/products',
        query: { searchTerm: 'milk', filterTags: `brand:${slug}` },
      });
      expect(response.statusCode, slug).toBe(200);
      expect(response.json(), slug).toMatchObject({ totalMatches: 0, products: [] });
    }
    const control = await t.app.inject({
      url: '/api/search/v1/products',
      query: { searchTerm: 'milk', filterTags: 'brand:a\u0000b' },
    });
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toMatch(/^Invalid query\.filterTags/);
  });
});

/**
 * The clock moves on a few years between two identical searches, so every offer has ended: an
 * answer computed afresh finds nothing on offer, while the short result cache still holds the
 * first answer. Whether `Cache-Control: no-cache` reaches past that cache is then plain to see.
 */
describe('Cache-Control: no-cache on search', () => {
  async function offersTerm(t: TestApp): Promise<string> {
    const { rows } = (await t.database.db.execute(
      sql`SELECT p.name FROM promotion_products pp
        JOIN promotions pr ON pr.id = pp.promotion_id
        JOIN products p ON p.id = pp.product_id
        WHERE NOT pr.hidden AND pr.start_date <= now() AND pr.expiry_date > now()
        ORDER BY p.line_number LIMIT 1`,
    )) as unknown as { rows: { name: string }[] };
    const name = rows[0]?.name;
    if (!name) throw new Error('the test catalogue has no product on a live offer');
    return name;
  }

  async function searchTwice(allow: string) {
    let at = Date.now();
    const t = await createTestApp({
      env: { ALLOW_CLIENT_NO_CACHE: allow },
      now: () => new Date(at),
    });
    try {
      const query = { searchTerm: await offersTerm(t), filterTags: 'offers' };
      const first = await t.app.inject({ url: '/api/search/v1/products', query });
      // A refusal says what it was, so a failure here names its cause.
      expect(first.statusCode, `${query.searchTerm}: ${first.body.slice(0, 300)}`).toBe(200);
      at += 5 * YEAR;
      const again = await t.app.inject({
        url: '/api/search/v1/products',
        query,
        headers: { 'cache-control': 'no-cache' },
      });
      // A 500 names the error the server logged, not only its reference.
      const errors = t.logs.filter((line) => Number(line.level) >= 50);
      expect(again.statusCode, `${again.body.slice(0, 300)} ${JSON.stringify(errors)}`).toBe(200);
      return { first: first.json().totalMatches, again: again.json().totalMatches };
    } finally {
      await t.close();
    }
  }

  it('proves a client cannot make the server skip its search cache unless configuration allows it', async () => {
    const refused = await searchTwice('false');
    expect(refused.first).toBeGreaterThan(0);
    expect(refused.again).toBe(refused.first);
  });

  it('proves with ALLOW_CLIENT_NO_CACHE=true (benches) no-cache gets an answer computed afresh', async () => {
    const allowed = await searchTwice('true');
    expect(allowed.first).toBeGreaterThan(0);
    expect(allowed.again).toBe(0);
  });
});
