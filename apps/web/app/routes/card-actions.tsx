import type { ProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { AddToTrolleyForm } from '../features/trolley/components/add-to-trolley-form.tsx';

/**
 * The Add button under each product card. It lives with the routes because it joins two
 * features (catalogue cards and the trolley), which do not import each other.
 */
export function addToTrolleyAction(product: ProductCardView) {
  return (
    <AddToTrolleyForm item={{ ...product.trolley, name: product.name }} canAdd={product.canAdd} />
  );
}
