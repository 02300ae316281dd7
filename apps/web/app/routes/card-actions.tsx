import type { ProductCardView } from '../features/catalogue/lib/product-card-view.ts';
import { TrolleyControl } from '../features/trolley/components/trolley-control.tsx';

/**
 * The Add button (a stepper once the product is in the trolley) under each product card. It
 * lives with the routes because it joins two features (catalogue cards and the trolley), which
 * do not import each other.
 */
export function addToTrolleyAction(product: ProductCardView) {
  return (
    <TrolleyControl
      product={{
        lineNumber: product.trolley.lineNumber,
        productId: product.id,
        name: product.name,
        defaultQuantity: product.trolley.defaultQuantity,
      }}
      canAdd={product.canAdd}
    />
  );
}
