import type { Product, Quantity } from '@grocer/domain/catalogue/catalogue.types';
import { productUrl } from '@grocer/domain/catalogue/catalogue-urls';
import { productDisplayName } from '@grocer/domain/catalogue/product-display';
import { productView, promotionBadge } from './product-view.ts';

/**
 * What a product card shows, worked out on the server: listing pages send this rather than the
 * whole catalogue DTO, so a page of 48 cards does not carry every product's full JSON to hydrate.
 * What most cards lack (a badge, offers, a was-price…) is left out rather than sent empty: 48
 * cards' loader data is encoded on every render (decision 0066).
 */
export interface ProductCardView {
  id: string;
  /** Display name, also the card's accessible name. */
  name: string;
  href: string;
  image: string;
  brandName: string;
  size: string;
  /** Only on a sponsored product. */
  isSponsored?: true;
  /** Only with reviews. */
  rating?: { average: number; count: number };
  /** The first promotion's badge text; only on a product with promotions. */
  badge?: string;
  /** Only on a product with promotions. */
  promotions?: { id: number; description: string }[];
  /**
   * Only on a product in a loyalty-scheme offer: members see their member-price badge, from the
   * per-user viewer, never from the shared HTML (decision 0086).
   */
  memberOffer?: true;
  /** Pence. */
  price: number;
  /** Pence; only for a price cut. */
  wasPrice?: number;
  /** Only for a price that depends on the weight picked. */
  estimated?: true;
  unitPrice: string | null;
  availabilityMessage?: string;
  canAdd: boolean;
  /** What the Add button adds: the product's line and default quantity. */
  trolley: { lineNumber: string; defaultQuantity: Quantity };
}

export function toProductCardView(product: Product): ProductCardView {
  const view = productView(product);
  const first = view.promotions[0];
  const card: ProductCardView = {
    id: product.id,
    name: productDisplayName(product.name),
    href: productUrl(product.name, product.id),
    image: product.image,
    brandName: product.brandName,
    size: product.size,
    price: product.pricing.displayPrice.amount,
    unitPrice: view.unitPrice,
    canAdd: view.canAdd,
    trolley: {
      lineNumber: product.lineNumber,
      defaultQuantity: { amount: product.defaultQuantity.amount, uom: product.defaultQuantity.uom },
    },
  };
  if (product.isSponsored) card.isSponsored = true;
  if (product.reviews.reviewCount > 0) {
    card.rating = { average: product.reviews.averageRating, count: product.reviews.reviewCount };
  }
  if (first) {
    card.badge = promotionBadge(first);
    card.promotions = view.promotions.map((promotion) => ({
      id: promotion.promotionId,
      description: promotion.promotionDescription,
    }));
  }
  if (view.promotions.some((promotion) => promotion.myWaitrosePromotion)) card.memberOffer = true;
  if (view.wasPrice !== null) card.wasPrice = view.wasPrice;
  if (view.estimated) card.estimated = true;
  if (view.availabilityMessage !== null) card.availabilityMessage = view.availabilityMessage;
  return card;
}

/** A listing with card views in place of its products. */
export function withCardViews<L extends { products: Product[] }>(
  listing: L,
): Omit<L, 'products'> & { products: ProductCardView[] } {
  return { ...listing, products: listing.products.map(toProductCardView) };
}
