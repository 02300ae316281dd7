import { type BranchRow, buildBranches } from './branches.ts';
import { streamFor } from './prng.ts';
import {
  buildLeafProducts,
  christmasRestriction,
  lineNumberSequence,
  type ProductCategoryRow,
  type ProductContext,
  type ProductRow,
} from './products.ts';
import { PromotionBuilder, type PromotionRows } from './promotions.ts';
import { buildTaxonomy, type CategoryRow, type LeafPlan } from './taxonomy.ts';

export const DEFAULT_PRODUCT_COUNT = 6_000;
export const DEFAULT_SEED = 20_240_651;

export interface DemoCatalogueOptions {
  /** Number of products; default 6,000. */
  products?: number;
  seed?: number;
  /** Promotions start before and expire after this instant; Christmas dates follow it. */
  now?: Date;
}

/** One slice of the product stream, in insert order: products before the rows that cite them. */
export interface CatalogueBatch extends PromotionRows {
  products: ProductRow[];
  productCategories: ProductCategoryRow[];
}

export interface DemoCatalogue {
  categories: CategoryRow[];
  branches: BranchRow[];
  /** Meal deal promotions and groups; their products arrive in the batches. */
  mealDeals: PromotionRows;
  /** Products, their category links and promotions, about `batchSize` products at a time. */
  batches(batchSize?: number): Generator<CatalogueBatch>;
}

/**
 * The demo catalogue: the same seed, size and `now` always give identical rows. Categories and
 * branches are built up front (they are small); products stream shelf by shelf so a 500,000
 * product run holds one batch at a time.
 */
export function generateDemoCatalogue(options: DemoCatalogueOptions = {}): DemoCatalogue {
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT;
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  if (!Number.isInteger(productCount) || productCount < 0)
    throw new Error('products must be a whole number ≥ 0');

  const taxonomy = buildTaxonomy();
  const allocation = allocateProducts(taxonomy.leaves, productCount);
  markEmptyCategories(taxonomy.categories, taxonomy.leaves, allocation);

  const promotionBuilder = new PromotionBuilder(streamFor(seed, 'promotions'), now);
  const mealDeals = promotionBuilder.mealDeals();
  const context: ProductContext = {
    now,
    christmas: christmasRestriction(now),
    lineNumber: lineNumberSequence(seed),
  };
  let started = false;

  function* batches(batchSize = 1_000): Generator<CatalogueBatch> {
    if (started) throw new Error('The product stream of a demo catalogue can be read once');
    started = true;
    let batch = emptyBatch();
    let index = 0;
    for (const [leafIndex, leaf] of taxonomy.leaves.entries()) {
      const count = allocation[leafIndex] ?? 0;
      if (count === 0) continue;
      const drafts = buildLeafProducts(
        leaf,
        count,
        index,
        streamFor(seed, `products:${leaf.id}`),
        context,
      );
      index += count;
      for (const { row } of drafts) {
        batch.products.push(row);
        for (const categoryId of leaf.categoryIds)
          batch.productCategories.push({ productId: row.id, categoryId });
      }
      const offers = promotionBuilder.forLeaf(leaf, drafts);
      batch.promotions.push(...offers.promotions);
      batch.promotionGroups.push(...offers.promotionGroups);
      batch.promotionProducts.push(...offers.promotionProducts);
      if (batch.products.length >= batchSize) {
        yield batch;
        batch = emptyBatch();
      }
    }
    if (batch.products.length > 0 || batch.promotions.length > 0) yield batch;
  }

  return { categories: taxonomy.categories, branches: buildBranches(), mealDeals, batches };
}

function emptyBatch(): CatalogueBatch {
  return {
    products: [],
    productCategories: [],
    promotions: [],
    promotionGroups: [],
    promotionProducts: [],
  };
}

/** Shares `total` products among the shelves by weight (largest remainder), at least one each when there are enough. */
export function allocateProducts(leaves: readonly LeafPlan[], total: number): number[] {
  const stocked = leaves.map((leaf) => !leaf.empty);
  const stockedCount = stocked.filter(Boolean).length;
  const floor = total >= stockedCount ? 1 : 0;
  const remaining = total - floor * stockedCount;
  const weightSum = leaves.reduce((sum, leaf, i) => sum + (stocked[i] ? leaf.weight : 0), 0);
  const exact = leaves.map((leaf, i) => (stocked[i] ? (leaf.weight / weightSum) * remaining : 0));
  const counts = exact.map((share, i) => (stocked[i] ? floor + Math.floor(share) : 0));
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((share, i) => ({ i, remainder: share - Math.floor(share) }))
    .filter(({ i }) => stocked[i])
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % byRemainder.length, left--) {
    const entry = byRemainder[k];
    if (entry) counts[entry.i] = (counts[entry.i] ?? 0) + 1;
  }
  return counts;
}

/** A category is empty when no shelf beneath it received products. */
function markEmptyCategories(
  rows: CategoryRow[],
  leaves: readonly LeafPlan[],
  allocation: readonly number[],
): void {
  const stocked = new Set<string>();
  leaves.forEach((leaf, i) => {
    if ((allocation[i] ?? 0) > 0) for (const id of leaf.categoryIds) stocked.add(id);
  });
  for (const row of rows) row.emptyOfProducts = !stocked.has(row.id);
}

/** The whole catalogue in memory: for tests and small catalogues only. */
export interface CollectedCatalogue extends CatalogueBatch {
  categories: CategoryRow[];
  branches: BranchRow[];
}

export function collectDemoCatalogue(options: DemoCatalogueOptions = {}): CollectedCatalogue {
  const catalogue = generateDemoCatalogue(options);
  const all: CollectedCatalogue = {
    categories: catalogue.categories,
    branches: catalogue.branches,
    products: [],
    productCategories: [],
    promotions: [...catalogue.mealDeals.promotions],
    promotionGroups: [...catalogue.mealDeals.promotionGroups],
    promotionProducts: [...catalogue.mealDeals.promotionProducts],
  };
  for (const batch of catalogue.batches()) {
    for (const key of [
      'products',
      'productCategories',
      'promotions',
      'promotionGroups',
      'promotionProducts',
    ] as const) {
      (all[key] as unknown[]).push(...batch[key]);
    }
  }
  return all;
}
