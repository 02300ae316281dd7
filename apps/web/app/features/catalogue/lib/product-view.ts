import type { Product, ProductPromotion } from '@grocer/domain/catalogue/catalogue.types';
import { availabilityText } from '@grocer/domain/catalogue/product-display';
import { formatUnitPrice } from '@grocer/domain/money/money';

export interface ProductView {
  /** Promotions shoppers may see (hidden ones are internal). */
  promotions: ProductPromotion[];
  /** The price before the offer, in pence, when a promotion gives one. */
  wasPrice: number | null;
  unitPrice: string | null;
  /** Null when the product can be bought. */
  availabilityMessage: string | null;
  canAdd: boolean;
  /** Weighed products are priced on an estimated weight. */
  estimated: boolean;
}

/** What a product card and page show, worked out once from the catalogue DTO. */
export function productView(product: Product): ProductView {
  const promotions = product.promotions.filter((promotion) => !promotion.hidden);
  const wasPrice =
    promotions.find(
      (promotion) =>
        promotion.wasDisplayPrice !== null &&
        promotion.wasDisplayPrice.amount > product.pricing.displayPrice.amount,
    )?.wasDisplayPrice?.amount ?? null;
  const availabilityMessage = availabilityText(product.availability);
  return {
    promotions,
    wasPrice,
    unitPrice: product.currentSaleUnitPrice ? formatUnitPrice(product.currentSaleUnitPrice) : null,
    availabilityMessage,
    canAdd: availabilityMessage === null,
    estimated: product.pricing.displayPriceEstimated,
  };
}

/** Badge text for a promotion: the loyalty scheme's offers and meal deals are told apart. */
export function promotionBadge(promotion: ProductPromotion): string {
  if (promotion.myWaitrosePromotion) return "Members' offer";
  if (promotion.discountType === 'TOTAL_PRICE' || promotion.promotionTypeCode === 'MEAL_DEAL')
    return 'Meal deal';
  return 'Offer';
}
