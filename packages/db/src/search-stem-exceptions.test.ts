import { keptWhole, STEM_EXCEPTIONS } from '@grocer/domain/search/stem-exceptions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { keptWholeText } from './search-index.ts';

/** On PostgreSQL when DATABASE_URL is set, on PGlite otherwise; no tables are needed. */
let database: Database;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  database = url ? await openDatabase({ url, poolSize: 1 }) : await openDatabase({});
});
afterAll(() => database.close());

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0] as T;
}

describe('stem exceptions in the index', () => {
  it('proves each exception, kept whole, is its own lexeme to the English stemmer and not its singular', async () => {
    for (const word of STEM_EXCEPTIONS) {
      const singular = word.slice(0, -1);
      const row = await one<{ kept: string; plain: string; single: string }>(sql`SELECT
        (ts_lexize('english_stem', ${keptWhole(word)}))[1] AS kept,
        (ts_lexize('english_stem', ${word}))[1] AS plain,
        (ts_lexize('english_stem', ${singular}))[1] AS single`);
      expect(row.kept, word).toBe(keptWhole(word));
      // Without the exception the plural and the singular are one lexeme: the reason for the list.
      expect(row.plain, word).toBe(row.single);
      expect(row.kept, word).not.toBe(row.single);
    }
  });

  it('proves the index rewrites whole words only, so sour sweets and sweet potatoes match apart', async () => {
    const text = 'sour sweets, sweet potatoes and a sweetshop';
    const row = await one<{ rewritten: string; sweets: boolean; sweet: boolean }>(sql`SELECT
        ${sql.raw(keptWholeText(`'${text}'`))} AS rewritten,
        to_tsvector('english', ${sql.raw(keptWholeText(`'sour sweets'`))})
          @@ to_tsquery('english', ${`'${keptWhole('sweets')}'`}) AS sweets,
        to_tsvector('english', ${sql.raw(keptWholeText(`'sweet potatoes'`))})
          @@ to_tsquery('english', ${`'${keptWhole('sweets')}'`}) AS sweet`);
    expect(row.rewritten).toBe('sour sweetss, sweet potatoes and a sweetshop');
    expect(row.sweets).toBe(true);
    expect(row.sweet).toBe(false);
  });
});
