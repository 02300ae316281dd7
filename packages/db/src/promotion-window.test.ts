import {
  isPromotionLive,
  isPromotionLiveOrComing,
  type PromotionWindow,
} from '@grocer/domain/promotions/promotion-window';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import {
  liveOrComingPromotion,
  livePromotion,
  promotionWindowRangeText,
  rangesAsWindowsJson,
  rangesLiveAt,
  windowsFromJson,
} from './promotion-window.ts';

/** On PostgreSQL when DATABASE_URL is set, on PGlite otherwise; no tables are needed. */
let database: Database;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  database = url ? await openDatabase({ url, poolSize: 1 }) : await openDatabase({});
});
afterAll(() => database.close());

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const BASE = Date.parse('2026-11-22T00:00:00Z');
/** Mostly a few milliseconds either side of BASE, so starts, expiries and instants meet. */
const near = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -3, max: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: -86_400_000, max: 86_400_000 }) },
);
const promotion = fc.record({
  start: near.map((d) => BASE + d),
  expiry: near.map((d) => BASE + d),
  hidden: fc.oneof(
    { weight: 3, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  ),
});
const promotions = fc.array(promotion, { minLength: 1, maxLength: 8 });
const instants = fc.array(
  near.map((d) => BASE + d),
  { minLength: 1, maxLength: 6 },
);

const iso = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** `list` as a VALUES table aliased `pr`, with the promotions table's column names. */
function promotionsTable(list: Required<PromotionWindow>[]): SQL {
  const values = list.map(
    (p, i) => sql`(${i}::int, ${iso(p.start)}, ${iso(p.expiry)}, ${p.hidden}::boolean)`,
  );
  return sql`(VALUES ${sql.join(values, sql`, `)}) AS pr(i, start_date, expiry_date, hidden)`;
}

describe('SQL forms of the promotion window', () => {
  it('proves live, live-or-coming and the window range answer as the domain rule on boundary instants', async () => {
    await fc.assert(
      fc.asyncProperty(promotions, instants, async (list, times) => {
        const perInstant = times.map(
          (at, j) => sql`SELECT ${j}::int AS j, pr.i,
            (${livePromotion(new Date(at))}) AS live,
            (${liveOrComingPromotion(new Date(at))}) AS coming,
            ${rangesLiveAt(sql.raw(promotionWindowRangeText()), new Date(at))} AS in_range
            FROM ${promotionsTable(list)}`,
        );
        const found = await rows<{
          j: number;
          i: number;
          live: boolean;
          coming: boolean;
          in_range: boolean;
        }>(sql.join(perInstant, sql` UNION ALL `));
        expect(found).toHaveLength(list.length * times.length);
        for (const row of found) {
          const p = list[row.i] as Required<PromotionWindow>;
          const at = times[row.j] as number;
          const expected = isPromotionLive(p, at);
          const where = JSON.stringify({ ...p, at });
          expect(row.live, where).toBe(expected);
          expect(row.coming, where).toBe(isPromotionLiveOrComing(p, at));
          expect(row.in_range, where).toBe(expected);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("proves a product's merged offer periods, tested in SQL or read back as windows, are live exactly when one of its promotions is", async () => {
    await fc.assert(
      fc.asyncProperty(promotions, instants, async (list, times) => {
        const live = times.map(
          (at, j) =>
            sql`${rangesLiveAt(sql.raw('o.periods'), new Date(at))} AS ${sql.raw(`live_${j}`)}`,
        );
        const [found] = await rows<Record<string, unknown>>(sql`
          SELECT ${rangesAsWindowsJson(sql.raw('o.periods'))} AS windows, ${sql.join(live, sql`, `)}
          FROM (
            SELECT coalesce(range_agg(${sql.raw(promotionWindowRangeText())}), '{}') AS periods
            FROM ${promotionsTable(list)}
          ) o`);
        const windows = windowsFromJson(found?.windows);
        times.forEach((at, j) => {
          const expected = list.some((p) => isPromotionLive(p, at));
          const where = JSON.stringify({ list, at });
          expect(found?.[`live_${j}`], where).toBe(expected);
          expect(
            windows.some((w) => isPromotionLive(w, at)),
            where,
          ).toBe(expected);
        });
      }),
      { numRuns: 150 },
    );
  });
});
