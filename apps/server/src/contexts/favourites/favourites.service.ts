import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import { PRODUCT_CHUNK_SIZE } from '@grocer/domain/catalogue/listing-limits';
import {
  aisleOf,
  categoryCounts,
  DEFAULT_FAVOURITES_SORT,
  FAVOURITES_INCLUDES,
  FAVOURITES_PAGE_SIZE,
  type FavouriteEntry,
  favouriteEntries,
  favouritesPage,
  sortFavourites,
} from '@grocer/domain/favourites/favourites-listing';
import { FAVOURITES_MESSAGES as M } from '@grocer/domain/favourites/favourites-messages';
import { forgottenProducts } from '@grocer/domain/favourites/forgotten-products';
import {
  byFrequency,
  FREQUENCY_WINDOW_DAYS,
  type Purchase,
  purchaseFrequency,
} from '@grocer/domain/favourites/purchase-frequency';
import { isSignedIn } from '@grocer/domain/identity/identity';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import type { BranchPurchasesService } from '../branch-purchases/branch-purchases.contract.ts';
import type { CatalogueService } from '../catalogue/catalogue.contract.ts';
import type { CustomerPurchases } from '../orders/sales.contract.ts';
import type { TrolleyService } from '../trolley/trolley.contract.ts';
import type { FavouriteProduct, FavouritesService } from './favourites.contract.ts';
import type { FavouritesRepository } from './favourites.repository.ts';
import { favouriteParamsSchema } from './favourites.schemas.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FavouritesServiceDeps {
  repository: FavouritesRepository;
  catalogue: Pick<CatalogueService, 'getProductsByLineNumbers'>;
  /** Who owns the trolley the favourites call names. */
  trolley: Pick<TrolleyService, 'openOrderId'>;
  /** What the shopper bought online (the orders context's sales). */
  sales: CustomerPurchases;
  /** What the shopper bought in our branches. */
  branchPurchases: Pick<BranchPurchasesService, 'purchasesOf'>;
  now: () => Date;
}

/** The favourites context's service (decision 0079). */
export function createFavouritesService(deps: FavouritesServiceDeps): FavouritesService {
  const { repository, catalogue, trolley, sales, branchPurchases, now } = deps;

  function checked(customerId: number, lineNumber: string): string {
    if (!isSignedIn({ customerId })) throw new AppError('UNAUTHENTICATED', M.SIGN_IN_TO_CHANGE);
    return parseInput(favouriteParamsSchema, { lineNumber }, 'params').lineNumber;
  }

  async function known(lineNumber: string): Promise<void> {
    const [product] = await catalogue.getProductsByLineNumbers([lineNumber]);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND', M.NO_SUCH_PRODUCT);
  }

  /** Products by line number, in the catalogue's chunks of 100; unknown ones are absent. */
  async function productsOf(lineNumbers: readonly string[]): Promise<Map<string, Product>> {
    const chunks: string[][] = [];
    for (let i = 0; i < lineNumbers.length; i += PRODUCT_CHUNK_SIZE) {
      chunks.push(lineNumbers.slice(i, i + PRODUCT_CHUNK_SIZE));
    }
    const found = await Promise.all(
      chunks.map((chunk) => catalogue.getProductsByLineNumbers(chunk)),
    );
    return new Map(found.flat().map((product) => [product.lineNumber, product]));
  }

  /** Every purchase of the customer in the frequency window at `at`, online and in branches. */
  async function purchasesOf(customerId: number, at: Date): Promise<Purchase[]> {
    const since = new Date(at.getTime() - FREQUENCY_WINDOW_DAYS * DAY_MS);
    const [online, inBranch] = await Promise.all([
      sales.purchasesOf(customerId, since),
      branchPurchases.purchasesOf(customerId, since),
    ]);
    return [
      ...online.map(
        (line): Purchase => ({
          lineNumber: line.lineNumber,
          shopId: line.customerOrderId,
          channel: 'ONLINE',
          at: line.placedAt,
          quantity: line.quantity,
        }),
      ),
      ...inBranch.map(
        (line): Purchase => ({
          lineNumber: line.lineNumber,
          shopId: line.receiptId,
          channel: 'BRANCH',
          at: line.purchasedAt,
          quantity: line.quantity,
        }),
      ),
    ];
  }

  return {
    async lineNumbers(customerId) {
      if (!isSignedIn({ customerId })) return [];
      return (await repository.lineNumbers(customerId)).map((row) => row.lineNumber);
    },

    async add(customerId, lineNumber) {
      const wanted = checked(customerId, lineNumber);
      await known(wanted);
      await repository.add(customerId, wanted, now());
      return { lineNumber: wanted, favourite: true };
    },

    async remove(customerId, lineNumber) {
      const wanted = checked(customerId, lineNumber);
      // A favourite whose product left the catalogue can still go; otherwise an unknown line
      // number is a 404 like an add's.
      if (!(await repository.remove(customerId, wanted))) await known(wanted);
      return { lineNumber: wanted, favourite: false };
    },

    async purchases(customerId) {
      if (!isSignedIn({ customerId })) return [];
      return purchasesOf(customerId, now());
    },

    async purchaseFrequency(customerId) {
      if (!isSignedIn({ customerId })) return [];
      const at = now();
      return [...purchaseFrequency(await purchasesOf(customerId, at), at).values()].sort(
        byFrequency,
      );
    },

    async favourites(identity, customerOrderId, query) {
      if (!isSignedIn(identity)) throw new AppError('UNAUTHENTICATED', M.SIGN_IN);
      const at = now();
      const { customerId } = identity;
      const [openOrderId, chosen, purchases] = await Promise.all([
        trolley.openOrderId(identity),
        repository.lineNumbers(customerId),
        purchasesOf(customerId, at),
      ]);
      if (openOrderId !== customerOrderId) throw new AppError('NOT_FOUND', M.NO_SUCH_ORDER);

      const includes = query.includes?.length
        ? [...new Set(query.includes)]
        : [...FAVOURITES_INCLUDES];
      const frequency = purchaseFrequency(purchases, at);
      const entries = favouriteEntries({ userSelected: chosen, frequency, includes });
      // Forgotten products come from the channels the includes ask for.
      const online = includes.includes('bought-online');
      const inBranch = includes.includes('bought-in-branch');
      const forgotten =
        online && inBranch
          ? forgottenProducts(purchases, at, { frequency })
          : forgottenProducts(
              purchases.filter((purchase) => (purchase.channel === 'ONLINE' ? online : inBranch)),
              at,
            );
      const products = await productsOf([
        ...new Set([...entries.map((entry) => entry.lineNumber), ...forgotten]),
      ]);

      const chosenAt = new Map(chosen.map((row) => [row.lineNumber, row]));
      const favouriteOf = (lineNumber: string): FavouriteProduct | null => {
        const product = products.get(lineNumber);
        if (!product) return null;
        return {
          ...product,
          userSelected: chosenAt.has(lineNumber),
          purchaseFrequency: frequency.get(lineNumber) ?? null,
        };
      };
      const onOffer = (product: Product) =>
        product.promotions.some(
          (promotion) =>
            !promotion.hidden && (!query.promotionflag || promotion.myWaitrosePromotion),
        );
      const offerFilter = (product: Product) =>
        (!query.offerflag && !query.promotionflag) || onOffer(product);
      const categoryIds = new Set(query.categoryIds ?? []);
      const inCategories = (product: Product) =>
        categoryIds.size === 0 ||
        product.categories.some((category) => categoryIds.has(category.id));

      const offered = entries.filter((entry) => {
        const product = products.get(entry.lineNumber);
        return product !== undefined && offerFilter(product);
      });
      const narrowed = offered.filter((entry) =>
        inCategories(products.get(entry.lineNumber) as Product),
      );
      const sortBy = query.sortBy ?? DEFAULT_FAVOURITES_SORT;
      const sorted = sortFavourites(narrowed, sortBy, (lineNumber) => {
        const product = products.get(lineNumber);
        return (
          product && {
            name: product.name,
            categoryName: aisleOf(product.categories)?.name ?? '',
          }
        );
      });
      const start = query.start ?? 0;
      const size = query.size ?? FAVOURITES_PAGE_SIZE;
      const page = favouritesPage(sorted, start, size);
      const toProducts = (lineNumbers: readonly string[]) =>
        lineNumbers.flatMap((lineNumber) => {
          const product = favouriteOf(lineNumber);
          return product ? [product] : [];
        });
      return {
        summary: {
          products: toProducts(page.items.map((entry: FavouriteEntry) => entry.lineNumber)),
          totalMatches: page.totalMatches,
          start,
          size,
          hasMore: page.hasMore,
        },
        forgottenProducts: toProducts(forgotten).filter(
          (product) => offerFilter(product) && inCategories(product),
        ),
        categories: query.ignoreCategories
          ? []
          : categoryCounts(
              offered.map((entry) => products.get(entry.lineNumber) as Product),
              (product) => aisleOf(product.categories),
            ),
        criteria: {
          sortBy,
          includes,
          categoryIds: [...categoryIds],
          offerflag: query.offerflag ?? false,
          promotionflag: query.promotionflag ?? false,
        },
      };
    },
  };
}
