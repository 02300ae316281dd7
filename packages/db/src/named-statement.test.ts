import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { executeNamed } from './named-statement.ts';

/** On PostgreSQL when DATABASE_URL is set (CI's second stage), on PGlite otherwise. */
let database: Database;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  // One pooled connection, so every run meets the statements that connection prepared before.
  database = url ? await openDatabase({ url, poolSize: 1 }) : await openDatabase({});
});
afterAll(() => database.close());

const wordsLike = (prefix: string, shout: boolean) =>
  sql`SELECT ${shout ? sql`upper(w)` : sql`w`} AS word
    FROM unnest(ARRAY['apple', 'apricot', 'banana', 'blueberry']) AS w
    WHERE w LIKE ${`${prefix}%`} ORDER BY w`;

describe('named statements', () => {
  it('proves a statement run again with new values, and a second statement text, each answer for their own values', async () => {
    const run = async (prefix: string, shout: boolean) =>
      (await executeNamed<{ word: string }>(database.db, wordsLike(prefix, shout))).rows.map(
        (r) => r.word,
      );
    // More runs than PostgreSQL's five custom plans, so a cached generic plan answers too.
    for (let i = 0; i < 7; i++) {
      expect(await run('ap', false)).toEqual(['apple', 'apricot']);
      expect(await run('b', false)).toEqual(['banana', 'blueberry']);
      expect(await run('ban', true)).toEqual(['BANANA']);
    }
    expect(await run('cherry', false)).toEqual([]);
  });
});

const echo = (v: {
  text: string | null;
  count: number;
  words: string[];
  at: Date;
  facts: Record<string, string>;
  yes: boolean;
}) =>
  sql`SELECT ${v.text}::text AS text, length(${v.text}::text) AS length, ${v.count}::int AS count,
    ${sql.param(v.words)}::text[] AS words, ${v.at}::timestamptz AS at, ${v.facts}::jsonb AS facts,
    ${v.yes}::boolean AS yes`;

// PostgreSQL text holds no NUL character; every other one may arrive in a shopper's input.
const text = fc.string({ unit: 'binary' }).map((s) => s.replaceAll('\0', ''));

describe('named statements answer as the statement run as usual', () => {
  it('proves any text, number, list, date, JSON and flag, quotes and backslashes included, comes back as it was sent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          text: fc.option(text, { nil: null }),
          count: fc.integer({ min: -2_000_000, max: 2_000_000 }),
          words: fc.array(text, { maxLength: 4 }),
          at: fc.date({
            min: new Date('2000-01-01T00:00:00Z'),
            max: new Date('2100-01-01T00:00:00Z'),
            noInvalidDate: true,
          }),
          facts: fc.dictionary(text, text, { maxKeys: 3, noNullPrototype: true }),
          yes: fc.boolean(),
        }),
        async (values) => {
          const named = (await executeNamed<Record<string, unknown>>(database.db, echo(values)))
            .rows[0];
          const usual = (
            (await database.db.execute(echo(values))) as unknown as { rows: unknown[] }
          ).rows[0];
          expect(named).toEqual(usual);
          expect(named?.text).toBe(values.text);
          expect(named?.words).toEqual(values.words);
          expect(named?.facts).toEqual(values.facts);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('proves a value cannot end the statement: a quote and a second statement are only text', async () => {
    await database.db.execute(sql`CREATE TEMPORARY TABLE named_probe (n int)`);
    for (const hostile of [
      "x'); DROP TABLE named_probe; --",
      "x\\'); DROP TABLE named_probe; --",
    ]) {
      const { rows } = await executeNamed<{ text: string }>(
        database.db,
        sql`SELECT ${hostile}::text AS text`,
      );
      expect(rows).toEqual([{ text: hostile }]);
    }
    const still = (await database.db.execute(
      sql`SELECT count(*)::int AS n FROM named_probe`,
    )) as unknown as { rows: unknown[] };
    expect(still.rows).toEqual([{ n: 0 }]);
    await database.db.execute(sql`DROP TABLE named_probe`);
  });
});
