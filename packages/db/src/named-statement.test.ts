import { sql } from 'drizzle-orm';
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
