import type {
  Breadcrumb,
  Product,
  ProductListing,
  TaxonomyCategory,
} from '@grocer/domain/catalogue/catalogue.types';
import { categoryUrlName, SITE_BASE } from '@grocer/domain/catalogue/catalogue-urls';
import { PRODUCT_CHUNK_SIZE } from '@grocer/domain/catalogue/listing-limits';
import { moneyOfPence } from '@grocer/domain/money/money';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import type {
  CatalogueService,
  LiveOfferReads,
  OfferRow,
} from '../catalogue/catalogue.contract.ts';
import { BUNDLE_GROUP_PRODUCTS, BUNDLES } from './bundles.ts';
import type {
  Bundle,
  BundleSummary,
  MealDeal,
  OfferSummary,
  OffersQuery,
  OffersService,
} from './offers.contract.ts';
import {
  MAX_FEATURED_OFFERS,
  MEAL_DEAL_GROUP_PRODUCTS,
  offerPagingSchema,
  offerProductsQuerySchema,
  offersQuerySchema,
} from './offers.schemas.ts';

/** Storefront paths of spec doc 3 §2. */
const OFFERS_URL = `${SITE_BASE}/shop/browse/offers`;
const OFFERS_PAGE_TITLE = 'Offers';
const OFFERS_CRUMB: Breadcrumb = { id: 'offers', name: OFFERS_PAGE_TITLE, url: OFFERS_URL };
/** Promotion ids are PostgreSQL integers: anything larger is simply unknown. */
const MAX_OFFER_ID = 2_147_483_647;

export function offerUrl(offerId: number): string {
  return `${SITE_BASE}/shop/offers/${offerId}`;
}

/** `/shop/browse/offers/{a}_offers/{b}_offers?categoryId=…`: one segment per level below the root. */
function offerCategoryUrl(chain: readonly TaxonomyCategory[]): string {
  const last = chain.at(-1);
  if (!last) return OFFERS_URL;
  const segments = chain.map((category) => `${categoryUrlName(category.name)}_offers`);
  return `${OFFERS_URL}/${segments.join('/')}?${new URLSearchParams({ categoryId: last.id })}`;
}

function toSummary(row: OfferRow): OfferSummary {
  return {
    offerId: row.id,
    name: row.name,
    description: row.description,
    typeCode: row.type_code,
    expiryDate: new Date(row.expiry_date).toISOString(),
    productCount: row.product_count,
  };
}

export function createOffersService(deps: {
  /** The catalogue's promotion tables, read through its contract. */
  liveOffers: LiveOfferReads;
  catalogue: CatalogueService;
  now: () => Date;
}): OffersService {
  const { liveOffers, catalogue, now } = deps;

  /** Products for line numbers, in that order, through the catalogue (chunks of 100). */
  async function productsInOrder(lineNumbers: string[]): Promise<Product[]> {
    const chunks: string[][] = [];
    for (let i = 0; i < lineNumbers.length; i += PRODUCT_CHUNK_SIZE) {
      chunks.push(lineNumbers.slice(i, i + PRODUCT_CHUNK_SIZE));
    }
    const found = (
      await Promise.all(chunks.map((chunk) => catalogue.getProductsByLineNumbers(chunk)))
    ).flat();
    const byLine = new Map(found.map((product) => [product.lineNumber, product]));
    return lineNumbers.flatMap((line) => byLine.get(line) ?? []);
  }

  /**
   * Every category of the Groceries and Entertaining trees by id, and the Groceries root. A Map,
   * not an object: the id comes from the query, and `toString` must be no category.
   */
  async function categories() {
    const [groceries, entertaining] = await Promise.all([
      catalogue.getTaxonomy(),
      catalogue.getEntertainingTaxonomy(),
    ]);
    return {
      rootId: groceries.rootId,
      byId: new Map(
        [entertaining, groceries].flatMap((taxonomy) => Object.entries(taxonomy.categories)),
      ),
    };
  }

  return {
    async listOfferProducts(query: OffersQuery): Promise<ProductListing> {
      const { categoryId, offerType, sortBy, start, size } = parseInput(
        offerProductsQuerySchema,
        query,
        'query',
      );
      const { rootId, byId } = await categories();
      const current = byId.get(categoryId ?? rootId);
      if (!current) {
        throw new AppError('CATEGORY_NOT_FOUND', `No category with id ${categoryId}`);
      }
      // The category and its ancestors below the Groceries root, top first.
      const chain: TaxonomyCategory[] = [];
      for (let c: TaxonomyCategory | undefined = current; c && c.id !== rootId; ) {
        chain.unshift(c);
        c = c.parentId ? byId.get(c.parentId) : undefined;
      }
      const children = current.categoryIds.flatMap((id) => {
        const child = byId.get(id);
        return child && !child.hiddenInNav ? [child] : [];
      });

      const at = now();
      const [page, counts] = await Promise.all([
        liveOffers.offerProducts({ categoryId, offerType }, { start, size, sortBy }, at),
        liveOffers.offerCountsByCategory(
          children.map((child) => child.id),
          offerType,
          at,
        ),
      ]);
      return {
        products: await productsInOrder(page.lineNumbers),
        totalMatches: page.total,
        start,
        size,
        breadcrumbs: [
          OFFERS_CRUMB,
          ...chain.map((category, i) => ({
            id: category.id,
            name: category.name,
            url: offerCategoryUrl(chain.slice(0, i + 1)),
          })),
        ],
        // Only the categories a shopper would find offers in.
        subCategories: children.flatMap((child) => {
          const expectedResults = counts.get(child.id) ?? 0;
          if (expectedResults === 0) return [];
          return [
            {
              categoryId: child.id,
              name: child.name,
              url: offerCategoryUrl([...chain, child]),
              expectedResults,
            },
          ];
        }),
        criteria: { sortBy },
        pageTitle: chain.length > 0 ? `${current.name} Offers` : OFFERS_PAGE_TITLE,
      };
    },

    async listOffers(query: { offerType?: string; memberOffers?: boolean | string }) {
      const { offerType, memberOffers } = parseInput(offersQuerySchema, query, 'query');
      const found = await liveOffers.listLiveOffers(
        offerType,
        MAX_FEATURED_OFFERS,
        now(),
        memberOffers === true,
      );
      return found.map(toSummary);
    },

    async getOffer(offerId: number, paging: { start?: number; size?: number }) {
      const { start, size } = parseInput(offerPagingSchema, paging, 'query');
      if (!Number.isInteger(offerId) || offerId < 1 || offerId > MAX_OFFER_ID) return null;
      const row = await liveOffers.findLiveOffer(offerId, now());
      if (!row) return null;
      const offer = toSummary(row);
      const lineNumbers = await liveOffers.productsOfOffer(offerId, { start, size });
      const listing: ProductListing = {
        products: await productsInOrder(lineNumbers),
        totalMatches: offer.productCount,
        start,
        size,
        breadcrumbs: [
          OFFERS_CRUMB,
          { id: String(offerId), name: offer.name, url: offerUrl(offerId) },
        ],
        subCategories: [],
        criteria: { sortBy: 'MOST_POPULAR' },
        pageTitle: offer.name,
      };
      return { offer, listing };
    },

    async getMealDeal(offerId: number): Promise<MealDeal | null> {
      if (!Number.isInteger(offerId) || offerId < 1 || offerId > MAX_OFFER_ID) return null;
      const row = await liveOffers.mealDealOf(offerId, now());
      if (!row) return null;
      const shown = row.groups.map((g) => g.lineNumbers.slice(0, MEAL_DEAL_GROUP_PRODUCTS));
      const products = await productsInOrder([...new Set(shown.flat())]);
      const byLine = new Map(products.map((product) => [product.lineNumber, product]));
      return {
        id: row.offer.id,
        name: row.offer.name,
        description: row.offer.description,
        startDate: new Date(row.startDate).toISOString(),
        endDate: new Date(row.offer.expiry_date).toISOString(),
        discountValue: moneyOfPence(row.pricePence),
        groups: row.groups.map((g, k) => ({
          id: g.id,
          name: g.name,
          threshold: g.threshold,
          lineNumbers: g.lineNumbers,
          products: (shown[k] ?? []).flatMap((line) => byLine.get(line) ?? []),
        })),
      };
    },

    async listBundles(): Promise<BundleSummary[]> {
      return BUNDLES.map(({ name, title, christmas }) => ({ name, title, christmas }));
    },

    async getBundle(name: string, christmas: boolean): Promise<Bundle | null> {
      const found = BUNDLES.find((b) => b.name === name && b.christmas === christmas);
      if (!found) return null;
      const groups = await Promise.all(
        found.groups.map(async (group) => {
          const listing = await catalogue.browse({
            categoryPath: group.categoryPath,
            size: BUNDLE_GROUP_PRODUCTS,
          });
          return {
            title: group.title,
            threshold: group.threshold,
            products: listing?.products ?? [],
          };
        }),
      );
      return { name: found.name, title: found.title, christmas: found.christmas, groups };
    },
  };
}
