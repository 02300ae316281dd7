/**
 * The basket builder context's contract (issue 28, decision 0095; spec doc 3 §3, §4, §7 and §8):
 * whether a shopper with a booked slot is offered the builder, and what it suggests for their
 * trolley, from their own order history and what similar trolleys hold, through other contexts'
 * services (the trolley, slots, favourites' purchases, orders' similar trolleys, the catalogue,
 * the trolley's one pricing engine and the quick shop's one batch). It owns no table.
 */

import type {
  BasketBuilderEligibility,
  BasketBuilderReason,
  BasketBuilderStatus,
} from '@grocer/domain/basket-builder/basket-builder-eligibility';
import type { Money, Product, Quantity } from '@grocer/domain/catalogue/catalogue.types';
import type { Identity } from '@grocer/domain/identity/identity';
import type { TrolleyAdditionsSummary } from '../quick-shop/quick-shop.contract.ts';

export type {
  BasketBuilderEligibility,
  BasketBuilderReason,
  BasketBuilderStatus,
  TrolleyAdditionsSummary,
};

/** GET basket-builder-experience-eligibility's answer. */
export interface BasketBuilderEligibilityView extends BasketBuilderEligibility {
  customerOrderId: string;
}

/** One suggestion: the product (the grid's searchProduct), at the quantity it would be added. */
export interface BasketBuilderSuggestion {
  searchProduct: Product;
  /** Among the top scoreThresholdCount. */
  highlighted: boolean;
  quantity: Quantity;
}

/** A line of the recommended selection, as the trolley's batch takes it. */
export interface RecommendedLine {
  lineNumber: string;
  productId: string;
  quantity: Quantity;
}

/** GET basket-builder-experience-suggestions's answer. */
export interface BasketBuilderSuggestionsView {
  customerOrderId: string;
  eligibility: BasketBuilderEligibility;
  /** One page, best first (empty when ineligible). */
  suggestions: BasketBuilderSuggestion[];
  start: number;
  size: number;
  totalMatches: number;
  hasNextPage: boolean;
  /** How many top suggestions are highlighted and recommended. */
  scoreThresholdCount: number;
  /** What the recommended selection would add to the trolley's total (the pricing engine). */
  estimatedPrice: Money;
  recommendedSelection: RecommendedLine[];
}

export interface BasketBuilderService {
  /**
   * Whether the builder is offered for the identity's open trolley `customerOrderId`: anyone
   * else's (or none) is AppError TROLLEY_NOT_FOUND, anonymous UNAUTHENTICATED.
   */
  eligibility(identity: Identity, customerOrderId: string): Promise<BasketBuilderEligibilityView>;
  /** One page of suggestions, with the same errors; ineligible answers no suggestions. */
  suggestions(
    identity: Identity,
    customerOrderId: string,
    page: { start: number; size: number },
  ): Promise<BasketBuilderSuggestionsView>;
  /**
   * Puts the recommended selection now (the lines asked for that are still recommended) in the
   * trolley in one batch (the quick shop's), with its summary. The same errors; an empty
   * selection is VALIDATION_FAILED.
   */
  addRecommended(
    identity: Identity,
    customerOrderId: string,
    lineNumbers: readonly string[],
  ): Promise<TrolleyAdditionsSummary>;
}
