import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.ts';
import { generateDemoRecipes, seedDemoRecipes } from './recipes.ts';
import { seedDemoCatalogue } from './seed.ts';

/**
 * The demo recipes written to a database (decision 0083): once however many times (or servers)
 * ask, their ingredients mapped to the catalogue there, and recipe search's read model built.
 */

const site = { brandName: 'Corner Grocer' };
let database: Database;

const one = async <T>(statement: ReturnType<typeof sql>): Promise<T> =>
  ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows[0] as T;

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  await seedDemoCatalogue(database, { products: 1_500, accounts: false });
});

afterAll(() => database.close());

describe('seedDemoRecipes', () => {
  it('proves the recipes go in once when asked twice at the same time, mapped to this catalogue', async () => {
    const [first, second] = await Promise.all([
      seedDemoRecipes(database.db, site),
      seedDemoRecipes(database.db, site),
    ]);
    const expected = generateDemoRecipes(site).length;
    expect(first + second).toBe(expected);
    expect(await seedDemoRecipes(database.db, site)).toBe(0);
    expect(await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM recipes`)).toEqual({
      n: expected,
    });
    // Every mapped product is one the catalogue has.
    expect(
      await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM recipe_ingredient_products p
        WHERE NOT EXISTS (SELECT FROM products WHERE line_number = p.line_number)`),
    ).toEqual({ n: 0 });
    const mapped = await one<{ shoppable: number; listed: number }>(
      sql`SELECT count(DISTINCT p.ingredient_id)::int AS shoppable,
          (SELECT count(*)::int FROM recipe_ingredients) AS listed
        FROM recipe_ingredient_products p`,
    );
    expect(mapped.shoppable).toBeGreaterThan(mapped.listed * 0.6);
    expect(mapped.shoppable).toBeLessThan(mapped.listed);
  });

  it('proves recipe search’s read model is built: every recipe has its words, the lexicon its titles’', async () => {
    expect(
      await one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM recipes WHERE search_document = ''::tsvector`,
      ),
    ).toEqual({ n: 0 });
    const risotto = await one<{ frequency: number }>(
      sql`SELECT frequency FROM recipe_search_lexicon WHERE word = 'risotto'`,
    );
    expect(risotto.frequency).toBeGreaterThan(3);
    const curries = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM recipes
        WHERE search_document @@ to_tsquery('english', 'curries')`,
    );
    expect(curries.n).toBeGreaterThan(5);
  });
});
