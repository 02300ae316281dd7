import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../client.ts';
import {
  branches,
  categories,
  productCategories,
  products,
  promotionGroups,
  promotionProducts,
  promotions,
} from '../schema/catalogue.ts';
import { rebuildSearchIndex } from '../search-index.ts';
import { type DemoCatalogueOptions, generateDemoCatalogue } from './catalogue.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { GROCERIES_ROOT } from './taxonomy-spec.ts';

export interface SeedOptions extends DemoCatalogueOptions {
  /** Also add the demo accounts (default true). */
  accounts?: boolean;
  /** Called after each batch of products is written, with the running total. */
  onProgress?: (productsWritten: number) => void;
}

export interface SeedCounts {
  categories: number;
  products: number;
  productCategories: number;
  promotions: number;
  promotionGroups: number;
  promotionProducts: number;
  branches: number;
  accounts: number;
}

/** Rows per INSERT statement: large enough to be quick, well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 1_000;

/**
 * Writes the demo catalogue into an empty, migrated database in one transaction, so a failed
 * seed leaves nothing behind. Rows go in multi-row INSERTs of up to 1,000 rows; products are
 * generated as they are written, so memory stays flat whatever the size.
 */
export async function seedDemoCatalogue(
  database: Database,
  options: SeedOptions = {},
): Promise<SeedCounts> {
  const catalogue = generateDemoCatalogue(options);
  const counts: SeedCounts = {
    categories: catalogue.categories.length,
    products: 0,
    productCategories: 0,
    promotions: catalogue.mealDeals.promotions.length,
    promotionGroups: catalogue.mealDeals.promotionGroups.length,
    promotionProducts: 0,
    branches: catalogue.branches.length,
    accounts: 0,
  };

  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await insertRows(db, categories, catalogue.categories);
    await insertRows(db, branches, catalogue.branches);
    await insertRows(db, promotions, catalogue.mealDeals.promotions);
    await insertRows(db, promotionGroups, catalogue.mealDeals.promotionGroups);
    for (const batch of catalogue.batches(ROWS_PER_STATEMENT)) {
      await insertRows(db, products, batch.products);
      await insertRows(db, productCategories, batch.productCategories);
      await insertRows(db, promotions, batch.promotions);
      await insertRows(db, promotionGroups, batch.promotionGroups);
      await insertRows(db, promotionProducts, batch.promotionProducts);
      counts.products += batch.products.length;
      counts.productCategories += batch.productCategories.length;
      counts.promotions += batch.promotions.length;
      counts.promotionGroups += batch.promotionGroups.length;
      counts.promotionProducts += batch.promotionProducts.length;
      options.onProgress?.(counts.products);
    }
    // Group ids were given explicitly; move the serial on so later inserts do not collide.
    await db.execute(
      sql`select setval(pg_get_serial_sequence('promotion_groups', 'id'), greatest((select max(id) from promotion_groups), 1))`,
    );
  });

  // Search reads its own tables, built from the catalogue just written.
  await rebuildSearchIndex(database.db);
  if (options.accounts !== false) counts.accounts = await seedDemoAccounts(database.db);
  return counts;
}

async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await db
      .insert(table)
      .values(rows.slice(start, start + ROWS_PER_STATEMENT) as T['$inferInsert'][]);
  }
}

/** True once a catalogue has been seeded (the Groceries root and at least one product exist). */
export async function isSeeded(db: Db): Promise<boolean> {
  const [root] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.id} = '10051'`)
    .limit(1);
  if (!root) return false;
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  return product !== undefined;
}

/**
 * Empties the catalogue and account tables. CASCADE also clears rows in other contexts' tables
 * that reference them (trolleys, orders), which is what a demo reset wants.
 */
export async function resetDemoData(db: Db): Promise<void> {
  await db.execute(
    sql`truncate table promotion_products, promotion_groups, promotions, product_categories, products, categories, branches, accounts restart identity cascade`,
  );
}
