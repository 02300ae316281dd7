import { eq, getTableColumns, sql } from 'drizzle-orm';
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
import { seedDemoAddresses } from './demo-addresses.ts';
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
  /** The demo shoppers' address books. */
  addresses: number;
}

/** Rows per INSERT statement (and products per generated batch). */
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
    addresses: 0,
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

  // Planner statistics for the tables just filled: PGlite has no autovacuum to gather them, and
  // without them PostgreSQL plans product lookups as scans until autovacuum gets round to it.
  for (const table of [
    'categories',
    'products',
    'product_categories',
    'promotions',
    'promotion_groups',
    'promotion_products',
    'branches',
  ]) {
    await database.db.execute(sql.raw(`ANALYZE ${table}`));
  }
  // Search reads its own tables, built from the catalogue just written.
  await rebuildSearchIndex(database.db);
  if (options.accounts !== false) {
    counts.accounts = await seedDemoAccounts(database.db);
    counts.addresses = await seedDemoAddresses(database.db);
  }
  return counts;
}

/**
 * Multi-row insert as `INSERT … SELECT * FROM unnest($1::text[], $2::int[], …)`: one array
 * parameter per column instead of one per value, which PostgreSQL and PGlite parse and plan far
 * faster than a 1,000-row VALUES list (and stays clear of the 65,535-parameter limit).
 */
async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT) as Record<string, unknown>[];
    const arrays = columns.map(([key, column]) => {
      const values = chunk.map((row) => {
        const value = row[key];
        return value === undefined || value === null ? null : column.mapToDriverValue(value);
      });
      return sql`${sql.param(values)}::${sql.raw(arrayType(column.getSQLType()))}`;
    });
    await db.execute(
      sql`insert into ${table} (${sql.join(
        columns.map(([, column]) => sql.identifier(column.name)),
        sql`, `,
      )}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

function arrayType(sqlType: string): string {
  if (sqlType === 'serial') return 'integer[]';
  if (sqlType === 'timestamp with time zone') return 'timestamptz[]';
  return `${sqlType}[]`;
}

/** True once a catalogue has been seeded: the seed is one transaction, so the Groceries root stands for all of it. */
export async function isSeeded(db: Db): Promise<boolean> {
  const [root] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, GROCERIES_ROOT.id))
    .limit(1);
  return root !== undefined;
}

/**
 * Empties the catalogue and account tables. CASCADE also clears rows in other contexts' tables
 * that reference them (trolleys, orders), which is what a demo reset wants.
 */
export async function resetDemoData(db: Db): Promise<void> {
  await db.execute(
    sql`truncate table promotion_products, promotion_groups, promotions, product_categories, products, categories, branches, accounts, sign_in_guards, rate_limit_windows restart identity cascade`,
  );
}
