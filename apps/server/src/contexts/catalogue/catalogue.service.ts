import type { Db } from '@grocer/db/client';
import type {
  Branch,
  Product,
  ProductListing,
  SortBy,
  Taxonomy,
  TaxonomyCategory,
} from '@grocer/domain/catalogue/catalogue.types';
import { normaliseCategoryPath } from '@grocer/domain/catalogue/catalogue-urls';
import { FEATURED_AISLES, type FeaturedAisle } from '@grocer/domain/catalogue/featured-aisles';
import { PRODUCT_CHUNK_SIZE } from '@grocer/domain/catalogue/listing-limits';
import {
  MANAGERS_SPECIAL_MESSAGES,
  type ManagersSpecialRefusal,
  managersSpecialEnds,
  managersSpecialRefusal,
} from '@grocer/domain/promotions/managers-special';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import { createBranchFinder } from './branch-finder.ts';
import { BROWSE_ORDER_TTL_MS, BrowseOrderCache } from './browse-order-cache.ts';
import type {
  BranchWithServices,
  BrowseQuery,
  CatalogueEngine,
  DatedProduct,
  ManagersSpecialRow,
  ManagersSpecials,
} from './catalogue.contract.ts';
import { toBranch, toProduct } from './catalogue.mappers.ts';
import { CatalogueRepository, featuredAisleFilter } from './catalogue.repository.ts';
import { browseQuerySchema, featuredQuerySchema, lineNumberSchema } from './catalogue.schemas.ts';
import { LiveOffersRepository } from './live-offers.repository.ts';
import { ManagersSpecialsRepository } from './managers-specials.repository.ts';
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
  // A featured aisle's order and counts (decision 0078) are kept as long as a category's: the
  // new-product rule moves a whole day at a time, so a minute's staleness is all it can cost.
  const featuredOrder = Object.fromEntries(
    FEATURED_AISLES.map((aisle) => [
      aisle,
      new BrowseOrderCache(
        (categoryId, sortBy) =>
          repository.orderedProductIds(categoryId, sortBy, featuredAisleFilter(aisle, now())),
        now,
      ),
    ]),
  ) as Record<FeaturedAisle, BrowseOrderCache>;
  const featuredCounts = new Map<
    FeaturedAisle,
    { counts: Promise<Map<string, number>>; at: number }
  >();
  function aisleCounts(aisle: FeaturedAisle): Promise<Map<string, number>> {
    const at = now().getTime();
    const kept = featuredCounts.get(aisle);
    if (kept && at - kept.at < BROWSE_ORDER_TTL_MS) return kept.counts;
    const counts = repository.countsByCategory(featuredAisleFilter(aisle, now()));
    featuredCounts.set(aisle, { counts, at });
    // A failed count must not be served to the next caller.
    counts.catch(() => {
      if (featuredCounts.get(aisle)?.counts === counts) featuredCounts.delete(aisle);
    });
    return counts;
  }
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

  /** One page of `ordered` under `node` as a listing; sub-categories counted by `count`. */
  async function listingOf(
    index: CategoryIndex,
    node: CategoryNode,
    ordered: string[],
    page: { start: number; size: number; sortBy: SortBy },
    count: (child: CategoryNode) => number,
  ): Promise<ProductListing> {
    const { start, size, sortBy } = page;
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
          expectedResults: count(child),
        })),
      criteria: { sortBy },
      pageTitle: node.row.page_title ?? node.row.name,
    };
  }

  const specials = new ManagersSpecialsRepository(db);
  /** A special changed: this process reads the product and the promotion again at once. */
  function forgetSpecial(row: ManagersSpecialRow) {
    productRows.forget([row.productId]);
    trolleyFacts.forget([row.productId], [row.promotionId]);
  }
  const managersSpecials: ManagersSpecials = {
    running: () => specials.running(now()),
    past: (limit) => specials.past(now(), limit),
    async create(input) {
      const at = now();
      const outcome = await specials.create<'not-found' | ManagersSpecialRefusal>(
        input.lineNumber,
        at,
        (facts) => {
          if (!facts) return { create: false, answer: 'not-found' as const };
          const refusal = managersSpecialRefusal(
            {
              shelfPricePence: facts.shelfPricePence,
              soldByItem: facts.soldByItem,
              available: facts.available,
              hasSpecial: facts.runningPromotionId !== null,
            },
            { specialPricePence: input.specialPricePence, days: input.days },
          );
          if (refusal) return { create: false, answer: refusal };
          return {
            create: true,
            specialPricePence: input.specialPricePence,
            expiry: managersSpecialEnds(at, input.days),
            staffId: input.staffId,
          };
        },
      );
      if ('created' in outcome) {
        forgetSpecial(outcome.created);
        return outcome.created;
      }
      if (outcome.answer === 'not-found') {
        throw new AppError('PRODUCT_NOT_FOUND', `No product ${input.lineNumber}`);
      }
      const refusal = outcome.answer;
      if (refusal.message === MANAGERS_SPECIAL_MESSAGES.alreadySpecial) {
        throw new AppError('MANAGERS_SPECIAL_RUNNING', refusal.message);
      }
      throw new AppError('VALIDATION_FAILED', refusal.message, {
        issues: [{ field: `body.${refusal.field}`, message: refusal.message }],
      });
    },
    async end(promotionId, staffId) {
      const ended = await specials.end(promotionId, staffId, now());
      if (!ended) {
        throw new AppError(
          'MANAGERS_SPECIAL_NOT_FOUND',
          `No running manager's special ${promotionId}`,
        );
      }
      forgetSpecial(ended);
      return ended;
    },
  };

  return {
    liveOffers: new LiveOffersRepository(db),
    managersSpecials,

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
      return listingOf(index, node, ordered, { start, size, sortBy }, (child) => {
        return child.row.product_count;
      });
    },

    async browseFeatured(query) {
      const { root, aisle, categoryId, start, size, sortBy } = parseInput(
        featuredQuerySchema,
        query,
        'query',
      );
      const index = await taxonomy.get();
      const rootNode = index.byPath.get(root);
      const node = categoryId === undefined ? rootNode : index.byId.get(categoryId);
      // Only the root and the categories below it.
      if (!rootNode || !node || node.chain[0] !== rootNode) return null;
      const [ordered, counts] = await Promise.all([
        featuredOrder[aisle].get(node.row.id, sortBy),
        aisleCounts(aisle),
      ]);
      const listing = await listingOf(index, node, ordered, { start, size, sortBy }, (child) => {
        return counts.get(child.row.id) ?? 0;
      });
      // A sub-category with nothing in the aisle is not offered as a filter.
      listing.subCategories = listing.subCategories.filter((child) => child.expectedResults > 0);
      return listing;
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

    // Find a store (decision 0075).
    ...createBranchFinder(repository),
  };
}
