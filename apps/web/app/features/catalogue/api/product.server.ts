import type { Product } from '@grocer/domain/catalogue/catalogue.types';
import type { CatalogueService } from '@grocer/server/contexts/catalogue/catalogue.contract';

/** Product ids are line-number based; anything else cannot be one, so it skips the lookup. */
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export async function loadProduct(
  catalogue: CatalogueService,
  id: string,
): Promise<Product | null> {
  if (!PRODUCT_ID.test(id)) return null;
  return catalogue.getProduct(id);
}
