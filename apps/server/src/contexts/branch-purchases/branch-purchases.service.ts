import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import { PRODUCT_CHUNK_SIZE } from '@grocer/domain/catalogue/listing-limits';
import {
  aisleOf,
  byLastBought,
  categoryCounts,
  FAVOURITES_PAGE_SIZE,
  favouritesPage,
} from '@grocer/domain/favourites/favourites-listing';
import {
  FREQUENCY_WINDOW_DAYS,
  type Purchase,
  purchaseFrequency,
} from '@grocer/domain/favourites/purchase-frequency';
import { isSignedIn } from '@grocer/domain/identity/identity';
import type { CatalogueService } from '../catalogue/catalogue.contract.ts';
import type {
  BoughtInStoreListing,
  BranchPurchase,
  BranchPurchasesService,
} from './branch-purchases.contract.ts';
import type { BranchPurchasesRepository } from './branch-purchases.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Products by line number, asked in the catalogue's chunks of 100, in the order asked. */
async function productsOf(
  catalogue: Pick<CatalogueService, 'getProductsByLineNumbers'>,
  lineNumbers: readonly string[],
): Promise<Map<string, Product>> {
  const chunks: string[][] = [];
  for (let i = 0; i < lineNumbers.length; i += PRODUCT_CHUNK_SIZE) {
    chunks.push(lineNumbers.slice(i, i + PRODUCT_CHUNK_SIZE));
  }
  const found = await Promise.all(chunks.map((chunk) => catalogue.getProductsByLineNumbers(chunk)));
  return new Map(found.flat().map((product) => [product.lineNumber, product]));
}

/** A receipt line as the favourites rules read a purchase. */
export function asPurchase(line: BranchPurchase): Purchase {
  return {
    lineNumber: line.lineNumber,
    shopId: line.receiptId,
    channel: 'BRANCH',
    at: line.purchasedAt,
    quantity: line.quantity,
  };
}

/** The branch-purchases context's service (decision 0079). */
export function createBranchPurchasesService(deps: {
  repository: BranchPurchasesRepository;
  catalogue: Pick<CatalogueService, 'getProductsByLineNumbers'>;
  now: () => Date;
}): BranchPurchasesService {
  const { repository, catalogue, now } = deps;
  return {
    async purchasesOf(customerId, since) {
      if (!isSignedIn({ customerId })) return [];
      return repository.purchasesOf(customerId, since);
    },

    async record(customerId, receipt) {
      await repository.record(customerId, receipt);
    },

    async boughtInStore(customerId, query): Promise<BoughtInStoreListing> {
      const start = query.start ?? 0;
      const size = query.size ?? FAVOURITES_PAGE_SIZE;
      const at = now();
      const lines = isSignedIn({ customerId })
        ? await repository.purchasesOf(
            customerId,
            new Date(at.getTime() - FREQUENCY_WINDOW_DAYS * DAY_MS),
          )
        : [];
      const frequency = [...purchaseFrequency(lines.map(asPurchase), at).values()].sort(
        byLastBought,
      );
      const products = await productsOf(
        catalogue,
        frequency.map((f) => f.lineNumber),
      );
      const known = frequency.flatMap((f) => {
        const product = products.get(f.lineNumber);
        return product
          ? [{ ...product, timesBought: f.timesBought, lastBought: f.lastBought }]
          : [];
      });
      const aisle = (product: Product) => aisleOf(product.categories);
      const narrowed = query.categoryId
        ? known.filter((product) => aisle(product)?.id === query.categoryId)
        : known;
      const page = favouritesPage(narrowed, start, size);
      return {
        products: page.items,
        totalMatches: page.totalMatches,
        start,
        size,
        categories: categoryCounts(known, aisle),
        categoryId: query.categoryId ?? null,
      };
    },
  };
}
