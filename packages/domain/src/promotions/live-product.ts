import type { Product } from '../catalogue/catalogue.types.ts';
import { isPromotionLive, type PromotionWindow } from './promotion-window.ts';

/** A product with every promotion live or coming when it was read, and each one's window. */
export interface DatedProduct {
  product: Product;
  /** The window of each of `product.promotions`, in the same order. */
  windows: PromotionWindow[];
}

/** The product with only its promotions live at `at`: what the catalogue would answer then. */
export function liveProduct({ product, windows }: DatedProduct, at: Date): Product {
  const time = at.getTime();
  const promotions = product.promotions.filter((_, i) =>
    isPromotionLive(windows[i] as PromotionWindow, time),
  );
  return promotions.length === product.promotions.length ? product : { ...product, promotions };
}
