import type { Db } from '@grocer/db/client';
import type {
  Branch,
  Product,
  ProductListing,
  Taxonomy,
  TaxonomyCategory,
} from '@grocer/domain/catalogue/catalogue.types';
import { normaliseCategoryPath } from '@grocer/domain/catalogue/catalogue-urls';
import { PRODUCT_CHUNK_SIZE } from '@grocer/domain/catalogue/listing-limits';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { BrowseOrderCache } from './browse-order-cache.ts';
import type {
  BranchWithServices,
  BrowseQuery,
  CatalogueEngine,
  DatedProduct,
} from './catalogue.contract.ts';
import { toBranch, toProduct } from './catalogue.mappers.ts';
import { CatalogueRepository } from './catalogue.repository.ts';
import { browseQuerySchema, lineNumberSchema } from './catalogue.schemas.ts';
import { LiveOffersRepository } from './live-offers.repository.ts';
import { ProductRowCache } from './product-cache.ts';
import { type CategoryIndex, type CategoryNode, TaxonomyCache } from './taxonomy-cache.ts';
import { TrolleyFactsCache, TrolleyFactsRepository } from './trolley-facts.repository.ts';

/** Spec doc 1 §9: the Groceries taxonomy root. */
export const GROCERIES_ROOT_ID = '10051';
const ENTERTAINING_ROOT_PATH = 'entertaining';

/** Line numbers asked for, once each; a 400 when there are too many or one is malformed. */
function checkLineNumbers(lineNumbers: string[]): string[] {
  if (lineNumbers.length > PRODUCT_CHUNK_SIZE) {
    throw new AppError(
      'TOO_MANY_LINE_NUMBERS',
      `At most ${PRODUCT_CHUNK_SIZE} line numbers a call; got ${lineNumbers.length}`,
    );
  }
  const wanted = [...new Set(lineNumbers)];
  const invalid = wanted.find((lineNumber) => !lineNumberSchema.safeParse(lineNumber).success);
  if (invalid !== undefined) {
    const message = `Invalid lineNumbers: "${invalid.slice(0, 20)}" must be 1 to 12 digits`;
    throw new AppError('VALIDATION_FAILED', message, {
      issues: [{ field: 'lineNumbers', message }],
    });
  }
  return wanted;
}

export function createCatalogueService(
  db: Db,
  now: () => Date = () => new Date(),
): CatalogueEngine {
  const repository = new CatalogueRepository(db);
  const taxonomy = new TaxonomyCache(() => repository.loadCategories(), now);
  const browseOrder = new BrowseOrderCache(
    (categoryId, sortBy) => repository.orderedProductIds(categoryId, sortBy),
    now,
  );
  const productRows = new ProductRowCache();
  const trolleyFacts = new TrolleyFactsCache(new TrolleyFactsRepository(db));
  const rowsByIds = (ids: string[], at: Date) =>
    productRows.get(ids, at, (missing) => repository.findProductsByIds(missing, at));
  const loadByLineNumbers = (at: Date) => (missing: string[]) =>
    repository.findProductsByLineNumbers(missing, at);
  const rowsByLineNumbers = (lineNumbers: string[], at: Date) =>
    productRows.get(lineNumbers, at, loadByLineNumbers(at), true);

  function rootTaxonomy(
    index: CategoryIndex,
    root: CategoryNode | undefined,
    label: string,
  ): Taxonomy {
    if (!root)
      throw new AppError('CATEGORY_NOT_FOUND', `The ${label} taxonomy has no root category`);
    return index.taxonomyFrom(root);
  }

  return {
    liveOffers: new LiveOffersRepository(db),

    getTrolleyFacts(productIds) {
      return trolleyFacts.get(productIds, now());
    },

    async getTaxonomy(): Promise<Taxonomy> {
      const index = await taxonomy.get();
      return rootTaxonomy(index, index.byId.get(GROCERIES_ROOT_ID), 'groceries');
    },

    async getEntertainingTaxonomy(): Promise<Taxonomy> {
      const index = await taxonomy.get();
      return rootTaxonomy(index, index.byPath.get(ENTERTAINING_ROOT_PATH), 'entertaining');
    },

    async findCategoryByPath(path: string): Promise<TaxonomyCategory | null> {
      const index = await taxonomy.get();
      return index.byPath.get(normaliseCategoryPath(path))?.category ?? null;
    },

    async getProductsByLineNumbers(lineNumbers: string[]): Promise<Product[]> {
      const wanted = checkLineNumbers(lineNumbers);
      const [index, rows] = await Promise.all([taxonomy.get(), rowsByLineNumbers(wanted, now())]);
      const byLineNumber = new Map(rows.map((row) => [row.line_number, row]));
      // In the order asked for; unknown line numbers are simply absent.
      return wanted.flatMap((lineNumber) => {
        const row = byLineNumber.get(lineNumber);
        return row ? [toProduct(row, index, 'SUMMARY')] : [];
      });
    },

    async getDatedProductsByLineNumbers(lineNumbers: string[]): Promise<DatedProduct[]> {
      const wanted = checkLineNumbers(lineNumbers);
      const at = now();
      const [index, rows] = await Promise.all([
        taxonomy.get(),
        productRows.getDated(wanted, at, loadByLineNumbers(at), true),
      ]);
      const byLineNumber = new Map(rows.map((dated) => [dated.row.line_number, dated]));
      return wanted.flatMap((lineNumber) => {
        const dated = byLineNumber.get(lineNumber);
        return dated
          ? [{ product: toProduct(dated.row, index, 'SUMMARY'), windows: dated.windows }]
          : [];
      });
    },

    async getProduct(id: string): Promise<Product | null> {
      const [index, [row]] = await Promise.all([taxonomy.get(), rowsByIds([id], now())]);
      return row ? toProduct(row, index, 'FULL') : null;
    },

    async browse(query: BrowseQuery): Promise<ProductListing | null> {
      const { categoryPath, categoryId, start, size, sortBy } = parseInput(
        browseQuerySchema,
        query,
        'query',
      );
      const index = await taxonomy.get();
      const node =
        categoryId !== undefined
          ? index.byId.get(categoryId)
          : index.byPath.get(normaliseCategoryPath(categoryPath ?? ''));
      if (!node) return null;

      const ordered = await browseOrder.get(node.row.id, sortBy);
      const pageIds = ordered.slice(start, start + size);
      const pageRows = await rowsByIds(pageIds, now());
      const byId = new Map(pageRows.map((row) => [row.id, row]));
      // A product deleted since the order was cached simply drops out of the page.
      const products = pageIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toProduct(row, index, 'SUMMARY')] : [];
      });
      return {
        products,
        totalMatches: ordered.length,
        start,
        size,
        breadcrumbs: node.chain.map((step) => ({
          id: step.row.id,
          name: step.row.name,
          url: step.category.url,
        })),
        subCategories: node.children
          .filter((child) => !child.row.hidden_in_nav && !child.category.emptyOfProducts)
          .map((child) => ({
            categoryId: child.row.id,
            name: child.row.name,
            url: child.category.url,
            expectedResults: child.row.product_count,
          })),
        criteria: { sortBy },
        pageTitle: node.row.page_title ?? node.row.name,
      };
    },

    async listBranches(): Promise<Branch[]> {
      return (await repository.listBranches()).map(toBranch);
    },

    async getBranch(id: number): Promise<Branch | null> {
      const row = await repository.findBranch(id);
      return row ? toBranch(row) : null;
    },

    async listBranchServices(): Promise<BranchWithServices[]> {
      return (await repository.listBranches()).map((row) => ({
        ...toBranch(row),
        offersCollection: row.offers_collection,
        offersEntertaining: row.offers_entertaining,
      }));
    },
  };
}
