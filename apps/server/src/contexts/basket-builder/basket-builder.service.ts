import {
  basketBuilderEligibility,
  needsSuggestions,
} from '@grocer/domain/basket-builder/basket-builder-eligibility';
import {
  BASKET_BUILDER_MAX_SUGGESTIONS,
  ownHistory,
  recommendedSelection,
  SCORE_THRESHOLD_COUNT,
  scoreSuggestions,
  suggestionsPage,
} from '@grocer/domain/basket-builder/basket-suggestions';
import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import { FREQUENCY_WINDOW_DAYS } from '@grocer/domain/favourites/purchase-frequency';
import type { Identity } from '@grocer/domain/identity/identity';
import { suggestable } from '@grocer/domain/interstitials/interstitial-suggestions';
import type { PricedTrolley, PricingLine } from '@grocer/domain/pricing/pricing.types';
import type { BookedSlot } from '@grocer/domain/trolley/booked-slot';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogueService } from '../catalogue/catalogue.contract.ts';
import type { FavouritesService } from '../favourites/favourites.contract.ts';
import type { SimilarTrolleys } from '../orders/sales.contract.ts';
import type { QuickShopService } from '../quick-shop/quick-shop.contract.ts';
import type { Trolley, TrolleyService } from '../trolley/trolley.contract.ts';
import type {
  BasketBuilderService,
  BasketBuilderSuggestionsView,
  RecommendedLine,
} from './basket-builder.contract.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the builder reads of other contexts, each through its service (app.ts fills it). */
export interface BasketBuilderSources {
  trolley: Pick<TrolleyService, 'getTrolley'>;
  /** The slot booked for the trolley; null without one. */
  bookedSlot(customerId: number, orderId: string): Promise<BookedSlot | null>;
  favourites: Pick<FavouritesService, 'purchases'>;
  similarTrolleys: SimilarTrolleys;
  catalogue: Pick<CatalogueService, 'getProductsByLineNumbers'>;
  /** The trolley's one pricing engine, with today's catalogue. */
  pricing: {
    price(
      lines: PricingLine[],
      slotStart: string | null,
      customerId?: number | null,
    ): Promise<PricedTrolley>;
  };
  /** The quick shop's one batch into the open trolley. */
  trolleyAdditions: Pick<QuickShopService, 'addToTrolley'>;
  now: () => Date;
}

interface Ranked {
  product: Product;
}

const slotStartOf = (slot: BookedSlot | null) =>
  slot === null ? null : typeof slot.start === 'string' ? slot.start : slot.start.toISOString();

export function createBasketBuilderService(sources: BasketBuilderSources): BasketBuilderService {
  const { trolley: trolleys, catalogue, favourites, similarTrolleys, pricing } = sources;

  /**
   * The trolley (checking it is the caller's) and its slot, read side by side, with the facts
   * eligibility reads and every suggestion (worked out only when the slot and trolley allow it).
   */
  async function read(identity: Identity, orderId: string) {
    const [trolley, slot] = await Promise.all([
      trolleys.getTrolley(identity, orderId),
      sources.bookedSlot(identity.customerId, orderId),
    ]);
    const lines = trolley.trolleyItems.filter((item) => item.quantity.amount > 0);
    const facts = { slotType: slot?.slotType ?? null, trolleyLines: lines.length };
    const all = needsSuggestions(facts)
      ? await ranked(
          identity,
          lines.map((line) => line.lineNumber),
        )
      : [];
    return {
      trolley,
      slot,
      all,
      eligibility: basketBuilderEligibility({ ...facts, suggestions: all.length }),
    };
  }

  /**
   * Every suggestion, best first, with its product: the shopper's purchases and other shoppers'
   * orders beside this trolley's products, read side by side, then their products in one read.
   */
  async function ranked(identity: Identity, lineNumbers: readonly string[]): Promise<Ranked[]> {
    const inTrolley = new Set(lineNumbers);
    const since = new Date(sources.now().getTime() - FREQUENCY_WINDOW_DAYS * DAY_MS);
    const [purchases, similar] = await Promise.all([
      favourites.purchases(identity.customerId),
      similarTrolleys.boughtBeside(
        lineNumbers,
        identity.customerId,
        since,
        BASKET_BUILDER_MAX_SUGGESTIONS * 2,
      ),
    ]);
    const own = ownHistory(purchases, inTrolley);
    const candidates = [
      ...new Set([...own.map((line) => line.lineNumber), ...similar.map((l) => l.lineNumber)]),
    ].filter((line) => !inTrolley.has(line));
    if (candidates.length === 0) return [];
    const products = new Map(
      (await catalogue.getProductsByLineNumbers(candidates)).map((p) => [p.lineNumber, p]),
    );
    const buyable = (line: string) => {
      const product = products.get(line);
      return product !== undefined && suggestable(product);
    };
    return scoreSuggestions({ own, similar, inTrolley, buyable }).map(({ lineNumber }) => ({
      product: products.get(lineNumber) as Product,
    }));
  }

  const lineOf = (product: Product): RecommendedLine => ({
    lineNumber: product.lineNumber,
    productId: product.id,
    quantity: product.defaultQuantity,
  });

  /** What the selection adds to the trolley's total: priced with the trolley's lines. */
  async function estimatedPence(
    identity: Identity,
    trolley: Trolley,
    slot: BookedSlot | null,
    selection: readonly RecommendedLine[],
  ): Promise<number> {
    if (selection.length === 0) return 0;
    const lines: PricingLine[] = [
      ...trolley.trolleyItems.map((item) => ({
        trolleyItemId: item.trolleyItemId,
        lineNumber: item.lineNumber,
        productId: item.productId,
        quantity: item.quantity,
      })),
      // New lines take ids no trolley line has.
      ...selection.map((line, i) => ({ trolleyItemId: -1 - i, ...line })),
    ];
    const priced = await pricing.price(lines, slotStartOf(slot), identity.customerId);
    return priced.lines
      .filter((line) => line.trolleyItemId < 0)
      .reduce((sum, line) => sum + line.totalPricePence, 0);
  }

  return {
    async eligibility(identity, customerOrderId) {
      const { eligibility } = await read(identity, customerOrderId);
      return { customerOrderId, ...eligibility };
    },

    async suggestions(identity, customerOrderId, page) {
      const { trolley, slot, all, eligibility } = await read(identity, customerOrderId);
      // Ineligible has nothing to suggest: `all` is empty then.
      const paged = suggestionsPage(all, page, SCORE_THRESHOLD_COUNT);
      const selection = recommendedSelection(all, SCORE_THRESHOLD_COUNT).map((s) =>
        lineOf(s.product),
      );
      const view: BasketBuilderSuggestionsView = {
        customerOrderId,
        eligibility,
        suggestions: paged.items.map((item) => ({
          searchProduct: item.product,
          highlighted: item.highlighted,
          quantity: item.product.defaultQuantity,
        })),
        start: paged.start,
        size: paged.size,
        totalMatches: paged.totalMatches,
        hasNextPage: paged.hasNextPage,
        scoreThresholdCount: SCORE_THRESHOLD_COUNT,
        estimatedPrice: {
          amount: await estimatedPence(identity, trolley, slot, selection),
          currencyCode: 'GBP',
        },
        recommendedSelection: selection,
      };
      return view;
    },

    async addRecommended(identity, customerOrderId, lineNumbers) {
      const { all } = await read(identity, customerOrderId);
      const asked = new Set(lineNumbers);
      const selection = recommendedSelection(all, SCORE_THRESHOLD_COUNT)
        .map((s) => lineOf(s.product))
        .filter((line) => asked.has(line.lineNumber));
      if (selection.length === 0) {
        throw new AppError(
          'VALIDATION_FAILED',
          'None of these products is recommended for your trolley now.',
        );
      }
      return sources.trolleyAdditions.addToTrolley(
        identity,
        selection.map(({ lineNumber, quantity }) => ({ lineNumber, quantity })),
      );
    },
  };
}
