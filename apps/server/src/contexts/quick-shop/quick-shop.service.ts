import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import { productDisplayName } from '@grocer/domain/catalogue/product-display';
import { purchaseFrequency } from '@grocer/domain/favourites/purchase-frequency';
import { type Identity, isSignedIn } from '@grocer/domain/identity/identity';
import { ORDER_HISTORY_MESSAGES } from '@grocer/domain/orders/order-history-messages';
import { aisleOf, groupByAisle } from '@grocer/domain/quick-shop/aisle-groups';
import { planTrolleyAdditions, type WantedLine } from '@grocer/domain/quick-shop/trolley-additions';
import { usualLineNumbers } from '@grocer/domain/quick-shop/usual-products';
import { usualQuantity } from '@grocer/domain/quick-shop/usual-quantity';
import { pickAlternatives, SWAP_ALTERNATIVES_SIZE } from '@grocer/domain/trolley/swap-alternatives';
import { AppError } from '../../errors/app-error.ts';
import { parseInput } from '../../errors/parse-input.ts';
import type { CatalogueService } from '../catalogue/catalogue.contract.ts';
import type { OrderHistoryService } from '../orders/order-history.contract.ts';
import type { TrolleyService } from '../trolley/trolley.contract.ts';
import type {
  QuickShopService,
  TrolleyAdditionsSummary,
  UnavailableSummaryLine,
  UsualProduct,
  UsualProductsSource,
} from './quick-shop.contract.ts';
import { orderWithRecommendationsSchema, trolleyAdditionsSchema } from './quick-shop.schemas.ts';

export interface QuickShopServiceDeps {
  catalogue: Pick<CatalogueService, 'getProductsByLineNumbers' | 'browse'>;
  trolley: Pick<TrolleyService, 'currentOrderId' | 'openOrderId' | 'lines' | 'updateItems'>;
  orderHistory: Pick<OrderHistoryService, 'getOrder'>;
  usual: UsualProductsSource;
  now: () => Date;
}

const SIGN_IN = 'Sign in to use quick shop.';
/** A shelf's most popular products looked through for alternatives (one cached browse page). */
const SHELF_CANDIDATES = 48;
/** Shelves of an order the recommendations come from: the ones most of its products are on. */
const RECOMMENDATION_SHELVES = 3;

function signedIn(identity: Identity): Identity {
  if (!isSignedIn(identity)) throw new AppError('UNAUTHENTICATED', SIGN_IN);
  return identity;
}

const shelfOf = (product: Product) => product.categories.at(-1)?.id ?? null;

/** The quick shop and shop from previous (decision 0082): reads and one batch, no table. */
export function createQuickShopService(deps: QuickShopServiceDeps): QuickShopService {
  const { catalogue, trolley, orderHistory, usual, now } = deps;

  async function productsByLine(lineNumbers: readonly string[]): Promise<Map<string, Product>> {
    if (lineNumbers.length === 0) return new Map();
    const found = await catalogue.getProductsByLineNumbers([...lineNumbers]);
    return new Map(found.map((product) => [product.lineNumber, product]));
  }

  /** A shelf's most popular available products, for a swap or a recommendation. */
  async function shelfProducts(shelfId: string): Promise<Product[]> {
    const listing = await catalogue.browse({
      categoryId: shelfId,
      size: SHELF_CANDIDATES,
      sortBy: 'MOST_POPULAR',
    });
    return listing?.products ?? [];
  }

  /** The swap offered for each product left out: the trolley's alternatives rule, per shelf. */
  async function withAlternatives(
    lines: readonly Omit<UnavailableSummaryLine, 'alternatives'>[],
    products: ReadonlyMap<string, Product>,
    inTrolley: readonly string[],
  ): Promise<UnavailableSummaryLine[]> {
    const shelves = new Map<string, Promise<Product[]>>();
    return Promise.all(
      lines.map(async (line) => {
        const product = products.get(line.lineNumber);
        const shelf = product ? shelfOf(product) : null;
        if (!shelf) return { ...line, alternatives: [] };
        let candidates = shelves.get(shelf);
        if (!candidates) {
          candidates = shelfProducts(shelf);
          shelves.set(shelf, candidates);
        }
        const alternatives = pickAlternatives(await candidates, {
          unavailableLineNumber: line.lineNumber,
          inTrolley,
          size: SWAP_ALTERNATIVES_SIZE,
        });
        return { ...line, alternatives };
      }),
    );
  }

  return {
    async usualProducts(identity) {
      const { customerId } = signedIn(identity);
      const at = now();
      const [favourites, purchases] = await Promise.all([
        usual.favouriteLineNumbers(customerId),
        usual.purchases(customerId),
      ]);
      const frequency = purchaseFrequency(purchases, at);
      const lineNumbers = usualLineNumbers({ favourites, frequency });
      const products = await productsByLine(lineNumbers);
      const chosen = new Set(favourites);
      const rows: UsualProduct[] = [];
      for (const lineNumber of lineNumbers) {
        // A product gone from the catalogue cannot be bought: it is not offered.
        const product = products.get(lineNumber);
        if (!product) continue;
        rows.push({
          product,
          usualQuantity: usualQuantity({
            purchases: purchases.filter((purchase) => purchase.lineNumber === lineNumber),
            now: at,
            uoms: product.weights.uoms,
            defaultQuantity: product.defaultQuantity,
          }),
          favourite: chosen.has(lineNumber),
          timesBought: frequency.get(lineNumber)?.timesBought ?? 0,
        });
      }
      return groupByAisle(rows, (row) => aisleOf(row.product.categories)).map((group) => ({
        aisle: group.aisle,
        products: group.items,
      }));
    },

    async addToTrolley(identity, lines) {
      signedIn(identity);
      const { items } = parseInput(trolleyAdditionsSchema, { items: lines }, 'body');
      const wanted: WantedLine[] = items;
      const trolleyOrderId = (await trolley.currentOrderId(identity)) as string;
      const [products, held] = await Promise.all([
        productsByLine(wanted.map((line) => line.lineNumber)),
        trolley.lines(identity),
      ]);
      const plan = planTrolleyAdditions({
        wanted,
        products,
        inTrolley: held.filter((line) => line.personalisedMessage === null),
        now: now(),
      });
      const nameOf = (lineNumber: string) =>
        productDisplayName(products.get(lineNumber)?.name ?? null);
      const summary: TrolleyAdditionsSummary = {
        trolleyOrderId,
        added: [],
        alreadyInTrolley: plan.alreadyInTrolley.map((line) => ({
          ...line,
          name: nameOf(line.lineNumber),
        })),
        unavailable: [],
        toCheck: [],
      };
      let inTrolleyAfter = held.map((line) => line.lineNumber);
      if (plan.add.length > 0) {
        // One batch, all or nothing (the trolley's updateTrolleyItems).
        const change = await trolley.updateItems(identity, trolleyOrderId, plan.add);
        const asked = new Set(plan.add.map((line) => line.lineNumber));
        for (const item of change.trolleyItems) {
          if (!asked.has(item.lineNumber)) continue;
          summary.added.push({
            lineNumber: item.lineNumber,
            productId: item.productId,
            name: nameOf(item.lineNumber),
            quantity: item.quantity,
          });
        }
        for (const conflict of change.trolley.conflicts) {
          if (!asked.has(conflict.lineNumber)) continue;
          summary.toCheck.push({
            lineNumber: conflict.lineNumber,
            name: nameOf(conflict.lineNumber),
            reason: conflict.reason,
            message: conflict.messages.reason || conflict.messages.title,
          });
        }
        for (const notice of change.notices) {
          summary.toCheck.push({
            lineNumber: notice.lineNumber,
            name: nameOf(notice.lineNumber),
            reason: 'PRODUCT_CAP',
            message: notice.message,
          });
        }
        inTrolleyAfter = change.trolley.trolleyItems.map((item) => item.lineNumber);
      }
      summary.unavailable = await withAlternatives(
        plan.unavailable.map((line) => ({ ...line, name: nameOf(line.lineNumber) })),
        products,
        inTrolleyAfter,
      );
      return summary;
    },

    async orderWithRecommendations(identity, query) {
      signedIn(identity);
      const input = parseInput(orderWithRecommendationsSchema, query, 'variables');
      const [order, openTrolley] = await Promise.all([
        orderHistory.getOrder(identity, input.customerOrderId),
        input.trolleyId ? trolley.openOrderId(identity) : Promise.resolve(null),
      ]);
      if (!order) throw new AppError('NOT_FOUND', ORDER_HISTORY_MESSAGES.NO_SUCH_ORDER);
      if (input.trolleyId && input.trolleyId !== openTrolley) {
        throw new AppError('TROLLEY_NOT_FOUND', 'No such trolley.');
      }
      const lineNumbers = [...new Set(order.orderLines.map((line) => line.lineNumber))];
      const found = await productsByLine(lineNumbers.slice(0, input.productsSize));
      const products = lineNumbers.flatMap((lineNumber) => found.get(lineNumber) ?? []);
      if (input.recommendationsSize === 0) return { order, products, recommendations: [] };

      // The shelves most of the order's products are on; their popular products, in turn.
      const counts = new Map<string, number>();
      for (const product of products) {
        const shelf = shelfOf(product);
        if (shelf) counts.set(shelf, (counts.get(shelf) ?? 0) + 1);
      }
      const shelves = [...counts.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, RECOMMENDATION_SHELVES)
        .map(([shelf]) => shelf);
      const listings = await Promise.all(shelves.map(shelfProducts));
      const leftOut = new Set(lineNumbers);
      if (input.trolleyId) {
        for (const line of await trolley.lines(identity)) leftOut.add(line.lineNumber);
      }
      const candidates: Product[] = [];
      for (let rank = 0; rank < SHELF_CANDIDATES; rank++) {
        for (const listing of listings) {
          const product = listing[rank];
          if (product) candidates.push(product);
        }
      }
      const recommendations = pickAlternatives(candidates, {
        unavailableLineNumber: '',
        inTrolley: leftOut,
        size: input.recommendationsStart + input.recommendationsSize,
      }).slice(input.recommendationsStart);
      return { order, products, recommendations };
    },
  };
}
