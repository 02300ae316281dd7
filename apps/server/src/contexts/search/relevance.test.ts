import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoCatalogueApp, type DemoCatalogueApp } from './demo-catalogue-app.fixture.ts';
import {
  RELEVANCE_CASES,
  RELEVANCE_PASS_THRESHOLD,
  type RelevanceCase,
} from './relevance.cases.ts';

let t: DemoCatalogueApp;

beforeAll(async () => {
  t = await createDemoCatalogueApp('search_relevance');
});
afterAll(() => t.close());

/** The first five names a search shows, and whether they are what the case expects. */
async function judge(c: RelevanceCase): Promise<{ names: string[]; passed: boolean }> {
  const response = await t.app.inject({
    url: '/api/search/v1/products',
    query: { searchTerm: c.query, size: '5' },
  });
  expect(response.statusCode).toBe(200);
  const names = (response.json() as { products: { name: string }[] }).products.map((p) => p.name);
  const hits = names.filter((name) => c.expect.test(name)).length;
  const first = names[0];
  const passed =
    hits >= (c.inTop5 ?? 3) && (!c.first || (first !== undefined && c.first.test(first)));
  return { names, passed };
}

describe('relevance suite', () => {
  it(`proves at least ${RELEVANCE_PASS_THRESHOLD * 100}% of the shopper queries put the expected products in the top five`, async () => {
    const failures: string[] = [];
    const byKind = new Map<string, { passed: number; total: number }>();
    for (const c of RELEVANCE_CASES) {
      const { names, passed } = await judge(c);
      const tally = byKind.get(c.kind) ?? { passed: 0, total: 0 };
      byKind.set(c.kind, { passed: tally.passed + Number(passed), total: tally.total + 1 });
      if (!passed) failures.push(`'${c.query}' (${c.kind}): ${names.join(' | ')}`);
    }
    const passed = RELEVANCE_CASES.length - failures.length;
    const rate = passed / RELEVANCE_CASES.length;
    const kinds = [...byKind].map(([kind, k]) => `${kind} ${k.passed}/${k.total}`).join(', ');
    console.log(
      `relevance: ${passed}/${RELEVANCE_CASES.length} passed (${(rate * 100).toFixed(1)}%) — ${kinds}` +
        (failures.length > 0 ? `\n  misses:\n  ${failures.join('\n  ')}` : ''),
    );
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(60);
    expect(rate).toBeGreaterThanOrEqual(RELEVANCE_PASS_THRESHOLD);
  });

  it('proves every query a shopper reported finds what they meant, each on its own', async () => {
    const reported = RELEVANCE_CASES.filter((c) => c.reported);
    expect(reported.length).toBeGreaterThan(0);
    const misses: string[] = [];
    for (const c of reported) {
      const { names, passed } = await judge(c);
      if (!passed) misses.push(`'${c.query}' (${c.reported}): ${names.join(' | ') || '(nothing)'}`);
    }
    expect(misses).toEqual([]);
  });
});
