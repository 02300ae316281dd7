import { isNewProduct } from '@grocer/domain/catalogue/new-products';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { CatalogueService } from './catalogue.contract.ts';
import { createCatalogueService } from './catalogue.service.ts';

/**
 * Featured aisles (decision 0078) against the seeded catalogue: what the New aisle and the
 * featured page list is worked out here from the tables with the domain's new-product rule.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Dated {
  id: string;
  created_at: string | Date;
}

/** Every product under a category with the date it was added. */
const productsUnder = (categoryId: string) =>
  rows<Dated>(
    sql`SELECT p.id, p.created_at FROM product_categories pc JOIN products p ON p.id = pc.product_id
      WHERE pc.category_id = ${categoryId}`,
  );

const rootId = async (path: string) =>
  (await rows<{ id: string }>(sql`SELECT id FROM categories WHERE path = ${path}`))[0]!.id;

/** A clock at which some of the groceries are new: a day after the newest product was added. */
async function clockWithNewProducts(): Promise<Date> {
  const [newest] = await rows<{ at: string | Date }>(
    sql`SELECT max(created_at) AS at FROM products`,
  );
  return new Date(new Date(newest!.at).getTime() + 24 * 60 * 60 * 1000);
}

async function allPages(
  catalogue: CatalogueService,
  query: Parameters<CatalogueService['browseFeatured']>[0],
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; ; start += 100) {
    const page = await catalogue.browseFeatured({ ...query, start, size: 100 });
    if (!page) throw new Error('no listing');
    ids.push(...page.products.map((product) => product.id));
    if (start + 100 >= page.totalMatches) return ids;
  }
}

describe('CatalogueService.browseFeatured, the New aisle', () => {
  it('proves it lists exactly the groceries the new-product rule calls new, and counts each sub-category by them', async () => {
    const now = await clockWithNewProducts();
    const catalogue = createCatalogueService(t.database.db, () => now);
    const groceries = await rootId('groceries');
    const expected = (await productsUnder(groceries)).filter((p) =>
      isNewProduct(p.created_at, now),
    );
    expect(expected.length).toBeGreaterThan(0);

    const listing = await catalogue.browseFeatured({ root: 'groceries', aisle: 'new' });
    expect(listing?.totalMatches).toBe(expected.length);
    expect(listing?.breadcrumbs.map((crumb) => crumb.id)).toEqual([groceries]);
    const listed = await allPages(catalogue, { root: 'groceries', aisle: 'new' });
    expect(new Set(listed)).toEqual(new Set(expected.map((p) => p.id)));

    // Each sub-category filter counts its new products; none offered with nothing new in it.
    expect(listing?.subCategories.length).toBeGreaterThan(0);
    for (const child of listing!.subCategories) {
      const under = (await productsUnder(child.categoryId)).filter((p) =>
        isNewProduct(p.created_at, now),
      );
      expect(child.expectedResults, child.name).toBe(under.length);
      expect(child.expectedResults).toBeGreaterThan(0);
    }
  });

  it('proves a category narrows the aisle to the new products under it', async () => {
    const now = await clockWithNewProducts();
    const catalogue = createCatalogueService(t.database.db, () => now);
    const top = await catalogue.browseFeatured({ root: 'groceries', aisle: 'new' });
    const child = top!.subCategories[0]!;
    const narrowed = await catalogue.browseFeatured({
      root: 'groceries',
      aisle: 'new',
      categoryId: child.categoryId,
    });
    expect(narrowed?.totalMatches).toBe(child.expectedResults);
    expect(narrowed?.breadcrumbs.at(-1)?.id).toBe(child.categoryId);
    const under = new Set((await productsUnder(child.categoryId)).map((p) => p.id));
    expect(narrowed?.products.every((product) => under.has(product.id))).toBe(true);
  });

  it('proves a product is new for six weeks from the day it was added, then leaves the aisle', async () => {
    const [product] = await rows<Dated & { category_id: string }>(
      sql`SELECT p.id, p.created_at, p.primary_category_id AS category_id FROM products p
        JOIN product_categories pc ON pc.product_id = p.id
        JOIN categories c ON c.id = pc.category_id AND c.path = 'groceries'
        ORDER BY p.id LIMIT 1`,
    );
    const added = new Date(product!.created_at).getTime();
    const listed = async (daysLater: number) => {
      const now = new Date(added + daysLater * 24 * 60 * 60 * 1000);
      const catalogue = createCatalogueService(t.database.db, () => now);
      const ids = await allPages(catalogue, {
        root: 'groceries',
        aisle: 'new',
        categoryId: product!.category_id,
      });
      return ids.includes(product!.id);
    };
    expect(await listed(0)).toBe(true);
    expect(await listed(40)).toBe(true);
    expect(await listed(43)).toBe(false);
  });

  it('proves the browse sorts apply', async () => {
    const now = await clockWithNewProducts();
    const catalogue = createCatalogueService(t.database.db, () => now);
    const listing = await catalogue.browseFeatured({
      root: 'groceries',
      aisle: 'new',
      sortBy: 'PRICE_LOW_2_HIGH',
    });
    const pence = listing!.products.map((product) => product.pricing.displayPrice.amount);
    expect(pence.length).toBeGreaterThan(1);
    expect(pence).toEqual([...pence].sort((a, b) => a - b));
    expect(listing?.criteria.sortBy).toBe('PRICE_LOW_2_HIGH');
  });

  it('proves a category outside the root, or unknown, is no listing', async () => {
    const catalogue = createCatalogueService(t.database.db);
    const entertaining = await rootId('entertaining');
    expect(
      await catalogue.browseFeatured({ root: 'groceries', aisle: 'new', categoryId: entertaining }),
    ).toBeNull();
    expect(
      await catalogue.browseFeatured({ root: 'groceries', aisle: 'new', categoryId: 'no_such' }),
    ).toBeNull();
  });
});

describe('CatalogueService.browseFeatured, the featured page', () => {
  it('proves it lists the new products and those on a live offer, and nothing else', async () => {
    const now = await clockWithNewProducts();
    const catalogue = createCatalogueService(t.database.db, () => now);
    const entertaining = await rootId('entertaining');
    const onOffer = new Set(
      (
        await rows<{ id: string }>(
          sql`SELECT pp.product_id AS id FROM promotion_products pp
            JOIN promotions pr ON pr.id = pp.promotion_id
            WHERE pr.start_date <= ${now.toISOString()}::timestamptz
              AND pr.expiry_date > ${now.toISOString()}::timestamptz AND NOT pr.hidden`,
        )
      ).map((row) => row.id),
    );
    for (const root of ['groceries', 'entertaining'] as const) {
      const id = root === 'groceries' ? await rootId('groceries') : entertaining;
      const expected = (await productsUnder(id)).filter(
        (p) => isNewProduct(p.created_at, now) || onOffer.has(p.id),
      );
      const listed = await allPages(catalogue, { root, aisle: 'featured' });
      expect(new Set(listed), root).toEqual(new Set(expected.map((p) => p.id)));
    }
  });
});
