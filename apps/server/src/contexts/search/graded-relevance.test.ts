import { ndcgAtK } from '@grocer/domain/search/ndcg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoCatalogueApp, type DemoCatalogueApp } from './demo-catalogue-app.fixture.ts';
import {
  CLASS_FLOOR,
  GRADED_CASES,
  type GradedCase,
  gradeName,
  OVERALL_FLOOR,
  QUERY_CLASSES,
  type QueryClass,
} from './graded-relevance.cases.ts';

const K = 5;
const MIN_CASES = 120;
/** GRADED_VERBOSE=1 logs every query's top five with their grades. */
const VERBOSE = process.env.GRADED_VERBOSE === '1';

let t: DemoCatalogueApp;
let catalogueNames: string[];

beforeAll(async () => {
  t = await createDemoCatalogueApp('search_graded');
  const result = await t.database.db.execute(sql`SELECT name FROM products`);
  catalogueNames = (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
});
afterAll(() => t.close());

interface Scored {
  c: GradedCase;
  score: number;
  top: { name: string; grade: number }[];
}

async function topNames(query: string): Promise<string[]> {
  const response = await t.app.inject({
    url: '/api/search/v1/products',
    query: { searchTerm: query, size: String(K) },
  });
  expect(response.statusCode, `search for '${query}'`).toBe(200);
  return (response.json() as { products: { name: string }[] }).products.map((p) => p.name);
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

function describeTop(s: Scored): string {
  const shown = s.top.map((p) => `${p.grade} ${p.name}`).join(' | ');
  return `'${s.c.query}' (${s.c.queryClass}) ${s.score.toFixed(3)}: ${shown || '(nothing)'}`;
}

describe('graded relevance suite', () => {
  it(`proves the mean NDCG@${K} of the shopper queries, overall and in every query class, stays at or above its floor`, async () => {
    expect(GRADED_CASES.length).toBeGreaterThanOrEqual(MIN_CASES);
    expect(new Set(GRADED_CASES.map((c) => c.query)).size, 'queries are unique').toBe(
      GRADED_CASES.length,
    );
    expect(catalogueNames.length).toBeGreaterThan(0);

    const scored: Scored[] = [];
    for (const c of GRADED_CASES) {
      for (const [grade, pattern] of c.judgments) {
        expect(
          catalogueNames.some((name) => pattern.test(name)),
          `'${c.query}': grade ${grade} ${pattern} names a product in the catalogue`,
        ).toBe(true);
      }
      const available = catalogueNames.map((name) => gradeName(c.judgments, name));
      // ndcgAtK throws when nothing in the catalogue has a grade above 0: such a case is a mistake.
      expect(
        available.some((g) => g > 0),
        `'${c.query}' has something to find`,
      ).toBe(true);
      const top = (await topNames(c.query)).map((name) => ({
        name,
        grade: gradeName(c.judgments, name),
      }));
      const score = ndcgAtK(
        top.map((p) => p.grade),
        available,
        K,
      );
      scored.push({ c, score, top });
    }

    const byClass = new Map<QueryClass, number>();
    for (const queryClass of QUERY_CLASSES) {
      const scores = scored.filter((s) => s.c.queryClass === queryClass).map((s) => s.score);
      expect(scores.length, `cases of class '${queryClass}'`).toBeGreaterThan(0);
      byClass.set(queryClass, mean(scores));
    }
    const overall = mean(scored.map((s) => s.score));
    const lowest = [...scored].sort((a, b) => a.score - b.score).slice(0, 15);
    const classes = [...byClass]
      .map(([queryClass, score]) => {
        const n = scored.filter((s) => s.c.queryClass === queryClass).length;
        return `${queryClass} ${score.toFixed(3)} (${n})`;
      })
      .join(', ');
    console.log(
      `graded relevance: mean NDCG@${K} ${overall.toFixed(3)} over ${scored.length} queries — ${classes}` +
        `\n  lowest:\n  ${lowest.map(describeTop).join('\n  ')}` +
        (VERBOSE ? `\n  every query:\n  ${scored.map(describeTop).join('\n  ')}` : ''),
    );

    expect(overall).toBeGreaterThanOrEqual(OVERALL_FLOOR);
    for (const [queryClass, score] of byClass) {
      expect(score, `mean NDCG@${K} of '${queryClass}'`).toBeGreaterThanOrEqual(
        CLASS_FLOOR[queryClass],
      );
    }
  });
});
