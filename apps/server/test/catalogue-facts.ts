import type { Database } from '@grocer/db/client';
import { sql } from 'drizzle-orm';

/**
 * Expectations read straight from the seeded database, so the catalogue tests hold for any
 * generator seed and size and check the API against the tables, not against itself.
 */
async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function lineNumbers(database: Database, count: number): Promise<string[]> {
  const found = await rows<{ line_number: string }>(
    database,
    sql`SELECT line_number FROM products ORDER BY line_number LIMIT ${count}`,
  );
  return found.map((row) => row.line_number);
}

/** A leaf-ish category with enough products to page through (20–150). */
export async function pageableCategory(database: Database) {
  const [found] = await rows<{ id: string; path: string; n: number }>(
    database,
    sql`SELECT c.id, c.path, count(*)::int AS n FROM categories c
      JOIN product_categories pc ON pc.category_id = c.id
      GROUP BY c.id, c.path HAVING count(*) BETWEEN 20 AND 150
      ORDER BY c.depth DESC, c.id LIMIT 1`,
  );
  if (!found) throw new Error('seed has no category with 20–150 products');
  return found;
}

/** A category with sub-categories, and what its sub-category filters should be. */
export async function categoryWithChildren(database: Database) {
  const [parent] = await rows<{ id: string; path: string; name: string; total: number }>(
    database,
    sql`SELECT c.id, c.path, c.name,
        (SELECT count(*)::int FROM product_categories pc WHERE pc.category_id = c.id) AS total
      FROM categories c
      WHERE c.depth = 1 AND c.path LIKE 'groceries/%'
        AND EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id)
      ORDER BY c.position, c.id LIMIT 1`,
  );
  if (!parent) throw new Error('seed has no aisle with sub-categories');
  const children = await rows<{ id: string; name: string; n: number; hidden_in_nav: boolean }>(
    database,
    sql`SELECT k.id, k.name, k.hidden_in_nav,
        (SELECT count(*)::int FROM product_categories pc WHERE pc.category_id = k.id) AS n
      FROM categories k WHERE k.parent_id = ${parent.id}
      ORDER BY k.position, k.id`,
  );
  return { parent, children };
}

export async function rootPaths(database: Database): Promise<string[]> {
  const found = await rows<{ path: string }>(
    database,
    sql`SELECT path FROM categories WHERE parent_id IS NULL ORDER BY path`,
  );
  return found.map((row) => row.path);
}

/** A product with a live WAS_NOW promotion carrying a was-price, as the database has it. */
export async function liveWasNow(database: Database, now: Date) {
  const [found] = await rows<{
    line_number: string;
    promotion_id: number;
    was: number;
    expiry: Date;
  }>(
    database,
    sql`SELECT p.line_number, pr.id AS promotion_id, pp.was_price_pence AS was
      FROM promotion_products pp
      JOIN promotions pr ON pr.id = pp.promotion_id
      JOIN products p ON p.id = pp.product_id
      WHERE pr.type_code = 'WAS_NOW' AND pp.was_price_pence IS NOT NULL AND NOT pr.hidden
        AND pr.start_date <= ${now.toISOString()}::timestamptz
        AND pr.expiry_date > ${now.toISOString()}::timestamptz
      ORDER BY p.line_number LIMIT 1`,
  );
  if (!found) throw new Error('seed has no live WAS_NOW promotion');
  return found;
}

/** A product in a meal deal (TOTAL_PRICE) and that deal's groups in display order. */
export async function mealDeal(database: Database) {
  const [found] = await rows<{ line_number: string; promotion_id: number }>(
    database,
    sql`SELECT p.line_number, pr.id AS promotion_id
      FROM promotion_products pp
      JOIN promotions pr ON pr.id = pp.promotion_id
      JOIN products p ON p.id = pp.product_id
      WHERE pr.discount_type = 'TOTAL_PRICE' AND NOT pr.hidden
        AND pr.start_date <= now() AND pr.expiry_date > now()
        AND EXISTS (SELECT 1 FROM promotion_groups g WHERE g.promotion_id = pr.id)
      ORDER BY p.line_number LIMIT 1`,
  );
  if (!found) throw new Error('seed has no live meal deal');
  const groups = await rows<{ name: string; threshold: number }>(
    database,
    sql`SELECT name, threshold FROM promotion_groups
      WHERE promotion_id = ${found.promotion_id} ORDER BY position, id`,
  );
  return { lineNumber: found.line_number, promotionId: found.promotion_id, groups };
}

/**
 * Marks one promotion hidden for this test database (idempotent, so a shared PostgreSQL
 * tolerates reruns) and returns the one product it covers, which has no other promotion. It
 * picks from the far end of the line numbers, away from the products other tests choose.
 */
export async function hideOnePromotion(database: Database): Promise<{ lineNumber: string }> {
  const [found] = await rows<{ line_number: string; promotion_id: number }>(
    database,
    sql`SELECT p.line_number, pp.promotion_id FROM promotion_products pp
      JOIN products p ON p.id = pp.product_id
      JOIN promotions pr ON pr.id = pp.promotion_id
      WHERE (SELECT count(*) FROM promotion_products o WHERE o.product_id = pp.product_id) = 1
        AND (SELECT count(*) FROM promotion_products o WHERE o.promotion_id = pp.promotion_id) = 1
        AND pr.discount_type <> 'TOTAL_PRICE'
      ORDER BY p.line_number DESC LIMIT 1`,
  );
  if (!found) throw new Error('seed has no single-product promotion to hide');
  await database.db.execute(
    sql`UPDATE promotions SET hidden = true WHERE id = ${found.promotion_id}`,
  );
  return { lineNumber: found.line_number };
}

export async function defaultBranch(database: Database) {
  const [found] = await rows<{ id: number; postcode: string }>(
    database,
    sql`SELECT id, postcode FROM branches ORDER BY default_branch DESC, name, id LIMIT 1`,
  );
  if (!found) throw new Error('seed has no branches');
  return found;
}
