import type { Product, Quantity } from '@grocer/domain/catalogue/catalogue.types';
import { productUrl } from '@grocer/domain/catalogue/catalogue-urls';
import { productDisplayName } from '@grocer/domain/catalogue/product-display';
import { productView, promotionBadge } from './product-view.ts';

/**
 * What a product card shows, worked out on the server: listing pages send this rather than the
 * whole catalogue DTO, so a page of 48 cards does not carry every product's full JSON to hydrate.
 */
export interface ProductCardView {
  id: string;
  /** Display name, also the card's accessible name. */
  name: string;
  href: string;
  image: string;
  brandName: string;
  size: string;
  isSponsored: boolean;
  rating: { average: number; count: number } | null;
  /** The first promotion's badge text. */
  badge: string | null;
  promotions: { id: number; description: string }[];
  /** Pence. */
  price: number;
  wasPrice: number | null;
  estimated: boolean;
  unitPrice: string | null;
  availabilityMessage: string | null;
  canAdd: boolean;
  /** What the Add button adds: the product's line and default quantity. */
  trolley: { lineNumber: string; defaultQuantity: Quantity };
}

export function toProductCardView(product: Product): ProductCardView {
  const view = productView(product);
  const first = view.promotions[0];
  return {
    id: product.id,
    name: productDisplayName(product.name),
    href: productUrl(product.name, product.id),
    image: product.image,
    brandName: product.brandName,
    size: product.size,
    isSponsored: product.isSponsored,
    rating:
      product.reviews.reviewCount > 0
        ? { average: product.reviews.averageRating, count: product.reviews.reviewCount }
        : null,
    badge: first ? promotionBadge(first) : null,
    promotions: view.promotions.map((promotion) => ({
      id: promotion.promotionId,
      description: promotion.promotionDescription,
    })),
    price: product.pricing.displayPrice.amount,
    wasPrice: view.wasPrice,
    estimated: view.estimated,
    unitPrice: view.unitPrice,
    availabilityMessage: view.availabilityMessage,
    canAdd: view.canAdd,
    trolley: {
      lineNumber: product.lineNumber,
      defaultQuantity: { amount: product.defaultQuantity.amount, uom: product.defaultQuantity.uom },
    },
  };
}

/** A listing with card views in place of its products. */
export function withCardViews<L extends { products: Product[] }>(
  listing: L,
): Omit<L, 'products'> & { products: ProductCardView[] } {
  return { ...listing, products: listing.products.map(toProductCardView) };
}
